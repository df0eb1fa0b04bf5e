import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParamsSchema } from '@farm-store/contracts/common';
import { IdempotencyHeadersSchema } from '@farm-store/contracts/orders';
import { PaymentConfirmationBodySchema } from '@farm-store/contracts/payments';
import {
  GOODWILL_REASON_MAX,
  GoodwillAnswerSchema,
  GoodwillBodySchema,
  StoreCreditSchema,
  TopUpBodySchema,
  TopUpPaidSchema,
  TopUpSchema,
} from '@farm-store/contracts/store-credit';
import { toPaise, toRupees } from '../../domain/money';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { callerId } from '../../plugins/auth';
import { audited } from '../audit/plugin';
import { creditStatement, moveCredit } from './service';
import { confirmTopUpPayment, createTopUp, topUpView } from './top-ups';

export interface StoreCreditRoutesOptions {
  /** Whether a customer account has this id (accounts, handed down when the app is built). */
  isCustomer: (userId: string) => Promise<boolean>;
}

/** The customer's store credit, and goodwill credit staff add (docs/store-credit.md). */
const storeCreditRoutes: FastifyPluginAsyncTypebox<StoreCreditRoutesOptions> = async (app, { isCustomer }) => {
  app.get(
    '/me/store-credit',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['store credit'],
        security: [{ customer: [] }],
        summary: "The signed-in customer's store credit",
        description:
          'The balance (rupees) and every entry, newest first: what was added (goodwill, money owed back) and spent on ' +
          'orders, each with its reason and the order it is about. The balance is the sum of the entries and never below zero.',
        response: { 200: StoreCreditSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const statement = await creditStatement(callerId(request));
      return {
        balance: toRupees(statement.balancePaise),
        entries: statement.entries.map((e) => ({ amount: toRupees(e.amountPaise), reason: e.reason, order_id: e.orderId, at: e.at.toISOString() })),
      };
    },
  );

  app.post(
    '/me/store-credit/top-ups',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['store credit'],
        security: [{ customer: [] }],
        summary: 'Start a top-up of store credit by UPI',
        description:
          'Makes a top-up of `amount` (rupees: 500, 1000 or 2000; anything else → 400) and the Razorpay order for it, ' +
          'and answers what opens Razorpay Checkout (`checkout`, as for an order awaiting payment). It waits for its ' +
          'payment for the payment window of the payment settings, then expires; a payment that still arrives for it ' +
          'is credited all the same. An `Idempotency-Key` header makes a retry answer the same top-up. 400 when online ' +
          'payment is not offered.',
        headers: IdempotencyHeadersSchema,
        body: TopUpBodySchema,
        response: { 201: TopUpSchema, ...errorResponses(400, 401, 403, 409, 503) },
      },
    },
    async (request, reply) => {
      const topUp = await createTopUp(callerId(request), request.body.amount, request.headers['idempotency-key']);
      return reply.status(201).send(topUpView(topUp));
    },
  );

  app.post(
    '/me/store-credit/top-ups/:id/verify',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['store credit'],
        security: [{ customer: [] }],
        summary: "Confirm a top-up's payment (Razorpay Checkout's success handler)",
        description:
          'Passes on what Checkout gave. The signature (HMAC-SHA256 of `razorpay_order_id|razorpay_payment_id` with the ' +
          'key secret) must hold and the payment must be for this top-up, else 400 and nothing changes; a payment not ' +
          'captured yet → 409 (the webhook adds it when it is). The top-up becomes paid and the credit is added once, ' +
          'also when the webhook came first or an expired top-up is paid late. Answers the top-up and the balance. ' +
          "Another customer's top-up → 404.",
        params: IdParamsSchema,
        body: PaymentConfirmationBodySchema,
        response: { 200: TopUpPaidSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const { topUp, balancePaise } = await confirmTopUpPayment(request.params.id, callerId(request), request.body);
      return { topUp: topUpView(topUp), balance: toRupees(balancePaise) };
    },
  );

  app.post(
    '/admin/customers/:id/store-credit',
    {
      preHandler: app.requireStaff('store_credit'),
      config: audited('store_credit.goodwill', 'store_credit'),
      schema: {
        tags: ['store credit'],
        security: [{ admin: [] }],
        summary: 'Add goodwill store credit to a customer',
        description:
          'Owner or manager: adds `amount` (rupees, ₹1 to ₹10,000) to the customer’s store credit with the reason they will ' +
          'read in Account; the audit log records the balance before and after. An `Idempotency-Key` header makes a retry ' +
          'add nothing more (`applied: false`). An unknown customer → 404.',
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: GoodwillBodySchema,
        response: { 200: GoodwillAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.params.id;
      const reason = request.body.reason.trim();
      if (reason.length < 3) throw new BadRequestError(`Please give a reason of 3 to ${GOODWILL_REASON_MAX} characters.`);
      if (!(await isCustomer(userId))) throw new NotFoundError('We could not find that customer.');
      // The header is any text: its hash makes a ledger key (letters and digits only).
      const header = request.headers['idempotency-key'];
      const source = header ? createHash('sha256').update(header).digest('hex').slice(0, 32) : randomUUID();
      const outcome = await moveCredit({
        userId,
        key: `goodwill:${source}`,
        amountPaise: toPaise(request.body.amount),
        reason,
        by: `admin:${callerId(request)}`,
      });
      return { balance: toRupees(outcome.balancePaise), applied: outcome.applied };
    },
  );
};

export default storeCreditRoutes;
