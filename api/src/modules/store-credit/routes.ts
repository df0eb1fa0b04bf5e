import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParamsSchema } from '@farm-store/contracts/common';
import { IdempotencyHeadersSchema } from '@farm-store/contracts/orders';
import { GOODWILL_REASON_MAX, GoodwillAnswerSchema, GoodwillBodySchema, StoreCreditSchema } from '@farm-store/contracts/store-credit';
import { toPaise, toRupees } from '../../domain/money';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { callerId } from '../../plugins/auth';
import { audited } from '../audit/plugin';
import { creditStatement, moveCredit } from './service';

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
