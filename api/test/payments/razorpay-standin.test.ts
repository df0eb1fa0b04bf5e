import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Razorpay from 'razorpay';
import QRCode from 'qrcode';
import { razorpayStandInControls, standInFee, STANDIN_RAZORPAY_KEYS, startRazorpayStandIn, type RazorpayStandIn } from '../../../scripts/lib/razorpay-standin';
import { until } from '../helpers/until';

const { keyId, keySecret, webhookSecret } = STANDIN_RAZORPAY_KEYS;
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

interface Received {
  id: string;
  event: string;
  signed: boolean;
  body: { event: string; contains: string[]; payload: Record<string, { entity: Record<string, any> }> };
}

/** The Razorpay stand-in of development and tests answers the real razorpay SDK as Razorpay does, and sends signed webhooks. */
describe('the Razorpay stand-in', () => {
  let standIn: RazorpayStandIn;
  let receiver: Server;
  const received: Received[] = [];
  /** What the receiver answers; a test may make it fail for a while. */
  let answer = 200;
  let rzp: Razorpay;
  let controls: ReturnType<typeof razorpayStandInControls>;
  /** The SDK's own axios instance (untyped in its d.ts): it drops headers it does not know, X-Refund-Idempotency among them. */
  const rq = (client = rzp) =>
    (client.api as unknown as { rq: { defaults: { baseURL?: string }; post(url: string, body: unknown, config: unknown): Promise<{ data: any }> } }).rq;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = JSON.parse(raw) as Received['body'];
        if (answer === 200) {
          received.push({
            id: String(req.headers['x-razorpay-event-id']),
            event: body.event,
            signed: req.headers['x-razorpay-signature'] === hmac(webhookSecret, raw),
            body,
          });
        }
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    standIn = await startRazorpayStandIn({ ...STANDIN_RAZORPAY_KEYS, refundDelayMs: 20, webhookRetryMs: 20 });
    standIn.setWebhookUrl(`http://127.0.0.1:${(receiver.address() as { port: number }).port}/api/payments/webhook`);
    rzp = new Razorpay({ key_id: keyId, key_secret: keySecret });
    rq().defaults.baseURL = standIn.url;
    controls = razorpayStandInControls(standIn.url);
  });
  afterAll(async () => {
    await standIn.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  const eventsFor = (id: string) => received.filter((r) => JSON.stringify(r.body.payload).includes(id));

  it('refuses a wrong key secret in Razorpay’s error shape', async () => {
    const wrong = new Razorpay({ key_id: keyId, key_secret: 'not-the-secret' });
    rq(wrong).defaults.baseURL = standIn.url;
    await expect(wrong.orders.create({ amount: 50000, currency: 'INR' })).rejects.toMatchObject({
      statusCode: 401,
      error: { code: 'BAD_REQUEST_ERROR', description: expect.any(String), source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
    });
    await expect(rzp.orders.fetch('order_DoesNotExist01')).rejects.toMatchObject({ statusCode: 400, error: { description: 'The id provided does not exist' } });
  });

  it('takes an order, a checkout payment with a verifiable signature, and sends payment.captured then order.paid', async () => {
    const order = await rzp.orders.create({ amount: 123456, currency: 'INR', receipt: 'FS-1001', notes: { orderId: 'abc' } });
    expect(order).toMatchObject({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 123456,
      amount_due: 123456,
      status: 'created',
    });

    const paid = await controls.payOrder(order.id, 'success', 'card');
    if (!('razorpay_payment_id' in paid)) throw new Error('the payment failed');
    expect(paid.razorpay_signature).toBe(hmac(keySecret, `${order.id}|${paid.razorpay_payment_id}`));

    const payment = await rzp.payments.fetch(paid.razorpay_payment_id);
    const { fee, tax } = standInFee(123456);
    expect(payment).toMatchObject({
      status: 'captured',
      captured: true,
      order_id: order.id,
      method: 'card',
      card: { last4: '4242' },
      fee,
      tax,
      notes: { orderId: 'abc' },
    });
    expect(fee).toBe(2469 + 444);
    expect(await rzp.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 123456, amount_due: 0 });
    expect((await rzp.orders.fetchPayments(order.id)).items.map((p) => p.id)).toEqual([payment.id]);

    await until(() => eventsFor(order.id).length === 2, 'two webhooks for the order');
    expect(eventsFor(order.id).map((e) => [e.event, e.signed])).toEqual([
      ['payment.captured', true],
      ['order.paid', true],
    ]);
    expect(eventsFor(order.id)[1].body.payload.order.entity.status).toBe('paid');
  });

  it('fails a payment as the checkout’s Failure does, and a paid order cannot be paid again', async () => {
    const order = await rzp.orders.create({ amount: 20000, currency: 'INR' });
    const failed = await controls.payOrder(order.id, 'failure');
    expect(failed).toEqual({
      error: expect.objectContaining({
        code: 'BAD_REQUEST_ERROR',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      }),
    });
    await until(() => eventsFor(order.id).some((e) => e.event === 'payment.failed'), 'payment.failed');
    expect(await rzp.orders.fetch(order.id)).toMatchObject({ status: 'attempted', attempts: 1 });
    await controls.payOrder(order.id);
    await expect(controls.payOrder(order.id)).rejects.toThrow(/already been paid/);
  });

  it('refunds once per idempotency key, never more than was captured, and sends refund.processed', async () => {
    const order = await rzp.orders.create({ amount: 50000, currency: 'INR' });
    const paid = await controls.payOrder(order.id);
    const paymentId = 'razorpay_payment_id' in paid ? paid.razorpay_payment_id : '';
    const refund = (body: unknown, key: string) => rq().post(`/v1/payments/${paymentId}/refund`, body, { headers: { 'X-Refund-Idempotency': key } });

    const first = (await refund({ amount: 20000, notes: { reason: 'bruised mangoes' } }, 'refund-key-0001')).data;
    const again = (await refund({ notes: { reason: 'bruised mangoes' }, amount: 20000 }, 'refund-key-0001')).data;
    expect(first).toMatchObject({ id: expect.stringMatching(/^rfnd_/), entity: 'refund', amount: 20000, payment_id: paymentId, status: 'pending' });
    expect(again.id).toBe(first.id);
    await expect(refund({ amount: 10000 }, 'refund-key-0001')).rejects.toMatchObject({
      response: { status: 400, data: { error: { description: 'Different request with the same idempotency key has already been processed.' } } },
    });
    await expect(rzp.payments.refund(paymentId, { amount: 30001 })).rejects.toMatchObject({ statusCode: 400, error: { code: 'BAD_REQUEST_ERROR' } });

    await until(() => eventsFor(first.id).length === 1, 'refund.processed');
    expect(eventsFor(first.id)[0]).toMatchObject({ event: 'refund.processed', signed: true });
    expect(await rzp.refunds.fetch(first.id)).toMatchObject({ status: 'processed' });
    expect(await rzp.payments.fetch(paymentId)).toMatchObject({ amount_refunded: 20000, refund_status: 'partial' });
    expect((await rzp.payments.fetchMultipleRefund(paymentId)).items.map((r) => r.id)).toEqual([first.id]);

    await controls.failNextRefund();
    const failing = await rzp.payments.refund(paymentId, { amount: 30000 });
    await until(() => eventsFor(failing.id).some((e) => e.event === 'refund.failed'), 'refund.failed');
    expect(await rzp.payments.fetch(paymentId)).toMatchObject({ amount_refunded: 20000 });
  });

  it('holds webhooks, releases them in reverse order and twice, re-sends one with the same id, and retries a failed delivery', async () => {
    await controls.holdWebhooks();
    const order = await rzp.orders.create({ amount: 30000, currency: 'INR' });
    await controls.payOrder(order.id);
    expect(eventsFor(order.id)).toEqual([]);
    await controls.releaseWebhooks('reverse', 2);
    expect(eventsFor(order.id).map((e) => e.event)).toEqual(['order.paid', 'order.paid', 'payment.captured', 'payment.captured']);
    const [paidEvent] = eventsFor(order.id);
    expect(eventsFor(order.id)[1].id).toBe(paidEvent.id);

    await controls.resendWebhook(paidEvent.id, 1);
    expect(eventsFor(order.id).filter((e) => e.id === paidEvent.id)).toHaveLength(3);
    expect((await controls.events()).find((e) => e.id === paidEvent.id)).toMatchObject({ event: 'order.paid', delivered: true });

    answer = 500;
    const later = await rzp.orders.create({ amount: 30000, currency: 'INR' });
    await controls.payOrder(later.id);
    await until(async () => (await controls.events()).filter((e) => JSON.stringify(e.payload).includes(later.id) && e.attempts >= 2).length === 2, 'retries');
    answer = 200;
    await until(() => eventsFor(later.id).length === 2, 'the retried webhooks');
  });

  it('makes a single-use UPI QR code with a real QR image, paid by a scan: qr_code.credited with its notes', async () => {
    const closeBy = Math.floor(Date.now() / 1000) + 15 * 60;
    const qr = await rzp.qrCode.create({
      type: 'upi_qr',
      name: 'Farm store',
      usage: 'single_use',
      fixed_amount: true,
      payment_amount: 45050,
      description: 'Order FS-1002',
      close_by: closeBy,
      notes: { orderId: 'def' },
    });
    expect(qr).toMatchObject({ id: expect.stringMatching(/^qr_/), status: 'active', image_url: `${standIn.url}/qr/${qr.id}.png`, close_by: closeBy });
    const image = await fetch(qr.image_url);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await image.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The image is the QR code of the UPI link a payment app reads: the amount and the QR's id as the reference.
    const link = `upi://pay?pa=farmstore.standin%40razorpay&pn=Farm+store&tr=${qr.id}&am=450.50&cu=INR&tn=Order+FS-1002`;
    expect(png.equals(await QRCode.toBuffer(link, { type: 'png', width: 320, margin: 2 }))).toBe(true);

    const { payment } = await controls.payQr(qr.id);
    expect(payment).toMatchObject({ status: 'captured', method: 'upi', vpa: 'success@razorpay', amount: 45050, notes: { orderId: 'def' } });
    expect(await rzp.qrCode.fetch(qr.id)).toMatchObject({
      status: 'closed',
      close_reason: 'paid',
      payments_amount_received: 45050,
      payments_count_received: 1,
    });
    await until(() => eventsFor(qr.id).length === 1, 'qr_code.credited');
    expect(eventsFor(qr.id)[0]).toMatchObject({ event: 'qr_code.credited', signed: true, body: { contains: ['payment', 'qr_code'] } });
    expect(eventsFor(qr.id)[0].body.payload.payment.entity.id).toBe(payment.id);
    await expect(controls.payQr(qr.id)).rejects.toThrow(/closed/);
  });

  it('settles captured payments less 2 % fee and GST when asked, once', async () => {
    const before = (await rzp.settlements.all({})).items.length;
    const { settlements } = await controls.settle();
    expect(settlements).toHaveLength(1);
    const captured = (await rzp.payments.all({ count: 100 })).items.filter((p) => p.status !== 'failed');
    const net = captured.reduce((sum, p) => sum + Number(p.amount) - Number(p.fee), 0);
    expect(settlements[0]).toMatchObject({ id: expect.stringMatching(/^setl_/), entity: 'settlement', status: 'processed', amount: net });
    const listed = await rzp.settlements.all({});
    expect(listed.items).toHaveLength(before + 1);
    expect(listed.items[0]).toMatchObject({ id: settlements[0].id, amount: net, utr: expect.any(String) });
    expect((await controls.settle()).settlements).toEqual([]);
  });
});
