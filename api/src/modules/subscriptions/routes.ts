import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParamsSchema } from '@farm-store/contracts/common';
import {
  CALENDAR_DAYS_DEFAULT,
  CalendarQuerySchema,
  CalendarSchema,
  CreateSubscriptionSchema,
  DayChangeSchema,
  DayParamsSchema,
  PauseBodySchema,
  SubscriptionBalanceSchema,
  SubscriptionClockAnswerSchema,
  SubscriptionClockBodySchema,
  SubscriptionListSchema,
  SubscriptionOptionsSchema,
  SubscriptionSchema,
  UpdateSubscriptionSchema,
} from '@farm-store/contracts/subscriptions';
import { callerId } from '../../plugins/auth';
import { subscriptionBalance } from './balance';
import { setSubscriptionClockOffset, subscriptionNow } from './clock';
import { runDueDays } from './generation';
import {
  cancelSubscription,
  clockTime,
  changeDay,
  createSubscription,
  DEFAULT_SUBSCRIPTION_SETTINGS,
  getSubscription,
  listSubscriptions,
  pauseSubscription,
  resumeSubscription,
  subscriptionCalendar,
  subscriptionOptions,
  updateSubscription,
  type SubscriptionSettings,
} from './service';

export type SubscriptionRoutesOptions = Partial<SubscriptionSettings>;

const tags = ['subscriptions'];
const security = [{ customer: [] }];
const now = subscriptionNow;

/** The signed-in customer's subscriptions (docs/subscriptions.md). Another customer's subscription answers 404. */
const subscriptionRoutes: FastifyPluginAsyncTypebox<SubscriptionRoutesOptions> = async (app, options) => {
  const settings: SubscriptionSettings = { ...DEFAULT_SUBSCRIPTION_SETTINGS, ...options };
  const cutoff = clockTime(settings.cutoffMinutes);
  const run = () => runDueDays(now(), { cutoffMinutes: settings.cutoffMinutes });

  // Every process makes the orders whose cut-off passed; the claim per subscription-day keeps each made once.
  let ticker: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= run()
      .catch((err: unknown) => app.log.error({ err }, 'subscriptions: the run at the cut-off failed (the next tick tries again)'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    if (app.config.SUBSCRIPTION_RUN_MS === 0) return;
    ticker = setInterval(() => void tick(), app.config.SUBSCRIPTION_RUN_MS);
    ticker.unref();
  });
  app.addHook('preClose', async () => {
    if (ticker) clearInterval(ticker);
    await running;
  });

  app.get(
    '/subscriptions/balance',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Store credit against the subscriptions',
        description:
          'The balance, what the deliveries ordered and unpaid plus the next 3 delivery days come to, whether the balance falls ' +
          'short of it (`low`: the shop asks for a top-up), and the delivery days of today and tomorrow that made no order, with why.',
        response: { 200: SubscriptionBalanceSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => subscriptionBalance(callerId(request), now(), settings.cutoffMinutes),
  );

  if (app.config.SUBSCRIPTION_TEST_CLOCK) {
    app.put(
      '/test/subscription-clock',
      {
        schema: {
          tags,
          summary: 'Test stacks only: move the subscriptions’ clock and run the cut-off',
          description:
            'Only with SUBSCRIPTION_TEST_CLOCK=1 (never in production). Sets how far the subscriptions’ clock runs ahead of the ' +
            'API clock, then makes the orders whose cut-off passed at that time, at once.',
          body: SubscriptionClockBodySchema,
          response: { 200: SubscriptionClockAnswerSchema },
        },
      },
      async (request) => {
        setSubscriptionClockOffset(request.body.offsetMs);
        const report = await runDueDays(now(), { cutoffMinutes: settings.cutoffMinutes });
        return { now: now().toISOString(), days: report.days, ordered: report.ordered, skipped: report.skipped };
      },
    );
  }

  app.get(
    '/subscriptions',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: "The signed-in customer's subscriptions",
        description: 'Newest first, cancelled ones included.',
        response: { 200: SubscriptionListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listSubscriptions(callerId(request)),
  );

  app.get(
    '/subscriptions/options',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'What a new subscription can choose',
        description: `The store's morning slot templates (starting before 12:00) with their times, the ${cutoff} cut-off and the first day a subscription can start.`,
        response: { 200: SubscriptionOptionsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => subscriptionOptions(now(), settings),
  );

  app.post(
    '/subscriptions',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Subscribe to daily items',
        description:
          'Items (variants of products the store marked subscribable, each once), a schedule (`daily`, `alternate` days from the ' +
          'start day, or chosen `weekdays`), the start day (whose changes must still be open: before ' +
          `${cutoff} the evening before), a morning slot template of the store and one of the customer's addresses.`,
        body: CreateSubscriptionSchema,
        response: { 201: SubscriptionSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await createSubscription(callerId(request), request.body, now(), settings)),
  );

  app.get(
    '/subscriptions/:id',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'One of the customer’s subscriptions',
        params: IdParamsSchema,
        response: { 200: SubscriptionSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getSubscription(callerId(request), request.params.id),
  );

  app.put(
    '/subscriptions/:id',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Change a subscription',
        description:
          'Items, schedule, slot or address (each optional). `status: paused` pauses from the first day still open until ' +
          '`status: active` resumes it. A cancelled subscription → 409.',
        params: IdParamsSchema,
        body: UpdateSubscriptionSchema,
        response: { 200: SubscriptionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateSubscription(callerId(request), request.params.id, request.body, now(), settings),
  );

  app.delete(
    '/subscriptions/:id',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Cancel a subscription',
        description: `No deliveries from the first day still open (days whose ${cutoff} cut-off passed still come). Cancelling again changes nothing.`,
        params: IdParamsSchema,
        response: { 200: SubscriptionSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => cancelSubscription(callerId(request), request.params.id, now(), settings),
  );

  app.put(
    '/subscriptions/:id/days/:date',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Skip a day, change a quantity or add products that day',
        description:
          '`{ skip: true }` (`false` brings the day back), `{ quantity, variantId? }` (0: none of that item that day; ' +
          '`variantId` needed when the subscription has several items) or `{ extras: [{ variantId, quantity }] }`: any ' +
          "products of the shop added to that day only, replacing the day's earlier extras (an empty list removes them). " +
          `Until ${cutoff} the evening before; after it → 409. A day the schedule does not deliver on → 409.`,
        params: DayParamsSchema,
        body: DayChangeSchema,
        response: { 200: SubscriptionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => changeDay(callerId(request), request.params.id, request.params.date, request.body, now(), settings),
  );

  app.post(
    '/subscriptions/:id/pause',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Pause deliveries for some days',
        description: `From \`from\` to \`to\`, both included. \`from\` must still be open (before ${cutoff} the evening before), else 409.`,
        params: IdParamsSchema,
        body: PauseBodySchema,
        response: { 200: SubscriptionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => pauseSubscription(callerId(request), request.params.id, request.body, now(), settings),
  );

  app.post(
    '/subscriptions/:id/resume',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Resume deliveries',
        description: 'Ends every pause from the first day still open; days already closed stay as they were.',
        params: IdParamsSchema,
        response: { 200: SubscriptionSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => resumeSubscription(callerId(request), request.params.id, now(), settings),
  );

  app.get(
    '/subscriptions/:id/calendar',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'What comes each day',
        description: `From today (India time), \`days\` days (default ${CALENDAR_DAYS_DEFAULT}): each day's items, or why nothing comes, and whether it can still be changed.`,
        params: IdParamsSchema,
        querystring: CalendarQuerySchema,
        response: { 200: CalendarSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => subscriptionCalendar(callerId(request), request.params.id, request.query.days ?? CALENDAR_DAYS_DEFAULT, now(), settings),
  );
};

export default subscriptionRoutes;
