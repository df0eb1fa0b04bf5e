import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '@farm-store/contracts/common';
import { PaymentOptionsSchema, PaymentSettingsSchema, PaymentsReportQuerySchema, PaymentsReportSchema } from '@farm-store/contracts/payments';
import { BadRequestError } from '../../lib/errors';
import type { PaymentEvent } from './gateway';
import { paymentsCsv, paymentsReport, type OrderMoneyReader } from './report';
import { firstSightOfEvent, forgetEvent, paymentGateway, paymentOptions, paymentSettings, resendUnsentRefunds, saveSettings, settingsView } from './service';

export interface PaymentRoutesOptions {
  /** What a verified, first-seen webhook event does to orders (orders/payments.ts applyPaymentEvent). */
  applyEvent: (event: PaymentEvent) => Promise<void>;
  /** Cancels online orders unpaid past their deadline (orders/payments.ts expireUnpaidOrders). */
  expireUnpaid: () => Promise<unknown>;
  readOrders: OrderMoneyReader;
}

const tags = ['payments'];
const admin = [{ admin: [] }];

/** Payment options, Razorpay's webhooks, and the staff's payments report and settings (docs/payments.md). */
const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRoutesOptions> = async (app, options) => {
  // Unpaid orders expire and unacknowledged refunds are sent again, by every process (each change is conditional).
  let sweeper: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    if (app.config.PAYMENT_SWEEP_MS === 0) return;
    sweeper = setInterval(() => {
      void Promise.all([options.expireUnpaid(), resendUnsentRefunds()]).catch((err: unknown) => app.log.warn({ err }, 'payments: sweep failed'));
    }, app.config.PAYMENT_SWEEP_MS);
    sweeper.unref();
  });
  app.addHook('preClose', async () => {
    if (sweeper) clearInterval(sweeper);
  });

  app.get(
    '/payments/options',
    {
      schema: {
        tags,
        summary: 'How customers can pay',
        description:
          'Public. Whether Pay now (Razorpay: UPI, cards, netbanking, wallets) is offered, the public key id and where ' +
          "Checkout's script loads from, the cash limit (orders above it must be paid online; none when online payment is " +
          'not offered), whether courier orders may be paid in cash, and how long an online order waits for its payment.',
        response: { 200: PaymentOptionsSchema },
      },
    },
    async () => paymentOptions(),
  );

  // Razorpay signs the exact bytes it sends: this route reads the body raw and parses it only once the signature holds.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payments/webhook',
      {
        schema: {
          tags,
          summary: "Razorpay's webhook",
          description:
            '`X-Razorpay-Signature` must be the HMAC-SHA256 (hex) of the raw body with the webhook secret, else 400 and ' +
            "nothing changes. Each event is applied once (`x-razorpay-event-id`; without one, the body's hash), in any " +
            'order: `payment.captured` and `order.paid` pay the order when the browser never came back, `qr_code.credited` ' +
            'pays a cash order by UPI at the door, `payment.failed` is recorded, `refund.processed` and `refund.failed` ' +
            'finish refunds. A payment for an order that expired or was cancelled is refunded in full. Answers 200 ' +
            '`{status: "ok"}` (also for a repeat and for events the store does not use).',
          response: { 200: Type.Object({ status: Type.Literal('ok') }), ...errorResponses(400) },
        },
      },
      async (request) => {
        const raw = request.body as Buffer | undefined;
        const signature = request.headers['x-razorpay-signature'];
        const gateway = paymentGateway();
        if (!gateway || !Buffer.isBuffer(raw) || typeof signature !== 'string' || !gateway.webhookSignatureValid(raw, signature)) {
          throw new BadRequestError('The webhook signature is not valid.');
        }
        let event: { event?: unknown; payload?: PaymentEvent['payload'] };
        try {
          event = JSON.parse(raw.toString('utf8')) as typeof event;
        } catch {
          throw new BadRequestError('The webhook body is not JSON.');
        }
        if (typeof event?.event !== 'string') throw new BadRequestError('The webhook names no event.');
        const header = request.headers['x-razorpay-event-id'];
        const eventId = typeof header === 'string' && header ? header : createHash('sha256').update(raw).digest('hex');
        if (await firstSightOfEvent(eventId, event.event)) {
          try {
            await options.applyEvent({ event: event.event, payload: event.payload });
          } catch (err) {
            // Not applied: Razorpay sends it again, and then it is applied.
            await forgetEvent(eventId).catch(() => undefined);
            throw err;
          }
        }
        return { status: 'ok' as const };
      },
    );
  });

  app.get(
    '/admin/payments',
    {
      preHandler: app.requireStaff('payments'),
      schema: {
        tags,
        security: admin,
        summary: "The day's money: payments, refunds, settlements and mismatches",
        description:
          'Payments received and refunds sent between `from` and `to` (Hyderabad days, at most 92), newest first, with ' +
          "totals by method, the partners' cash of orders delivered then, Razorpay's settlements, and every mismatch: a " +
          'captured payment with no confirmed order (and no refund), a paid order with no captured payment, an amount ' +
          "different from the order's, a refund pending for more than 7 days, a settlement different from its payments.",
        querystring: PaymentsReportQuerySchema,
        response: { 200: PaymentsReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => paymentsReport(request.query.from, request.query.to, options.readOrders),
  );

  app.get(
    '/admin/payments/export',
    {
      preHandler: app.requireStaff('payments'),
      schema: {
        tags,
        security: admin,
        summary: 'The payments report as CSV',
        description: 'One row per payment and refund of the range (as GET /api/admin/payments), amounts in rupees, times in IST.',
        querystring: PaymentsReportQuerySchema,
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'CSV text.' }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await paymentsCsv(from, to, options.readOrders);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${from}-to-${to}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/admin/payments/settings',
    {
      preHandler: app.requireStaff('payments'),
      schema: { tags, security: admin, summary: 'Payment settings', response: { 200: PaymentSettingsSchema, ...errorResponses(401, 403) } },
    },
    async () => settingsView(await paymentSettings()),
  );

  app.put(
    '/admin/payments/settings',
    {
      preHandler: app.requireStaff('payments'),
      schema: {
        tags,
        security: admin,
        summary: 'Change the payment settings',
        description:
          'The cash limit (rupees; orders above it must be paid online while online payment is offered), whether courier ' +
          'orders may be paid in cash, and how long an online order waits for its payment (5–120 minutes).',
        body: PaymentSettingsSchema,
        response: { 200: PaymentSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => settingsView(await saveSettings(request.body)),
  );
};

export default paymentRoutes;
