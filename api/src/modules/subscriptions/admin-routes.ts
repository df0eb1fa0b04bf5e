import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParamsSchema } from '@farm-store/contracts/common';
import {
  ADMIN_SUBSCRIPTIONS_PER_PAGE,
  AdminSubscriptionPageSchema,
  AdminSubscriptionsQuerySchema,
  PauseBodySchema,
  SubscriptionLoadQuerySchema,
  SubscriptionLoadSchema,
  SubscriptionSchema,
} from '@farm-store/contracts/subscriptions';
import { clock } from '../../lib/clock';
import { audited } from '../audit/plugin';
import { listAllSubscriptions, subscriptionLoad } from './admin-reads';
import type { SubscriptionRoutesOptions } from './routes';
import { firstChangeableDay } from '../../domain/subscriptions/schedule';
import { tellCustomerOfStaffChange } from './staff-notices';
import { DEFAULT_SUBSCRIPTION_SETTINGS, pauseSubscription, resumeSubscription, type SubscriptionSettings } from './service';

const tags = ['subscriptions'];
const security = [{ admin: [] }];
const now = () => new Date(clock.now());

/**
 * The staff Subscriptions tab (docs/subscriptions.md "For staff"): owners and managers list every customer's
 * subscriptions, read what a day brings, and pause or resume one on the customer's behalf — by the customer's own
 * rules (the same cut-off), recorded in the audit log.
 */
const adminSubscriptionRoutes: FastifyPluginAsyncTypebox<SubscriptionRoutesOptions> = async (app, options) => {
  const settings: SubscriptionSettings = { ...DEFAULT_SUBSCRIPTION_SETTINGS, ...options };

  app.get(
    '/admin/subscriptions',
    {
      preHandler: app.requireStaff('subscriptions'),
      schema: {
        tags,
        security,
        summary: "Customers' subscriptions",
        description:
          `Newest first, ${ADMIN_SUBSCRIPTIONS_PER_PAGE} a page, each with its customer, items, schedule, slot, address and the ` +
          'pause running today or next. `q` searches the customer’s name or phone, `status` narrows; `counts` are of the whole store.',
        querystring: AdminSubscriptionsQuerySchema,
        response: { 200: AdminSubscriptionPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAllSubscriptions(request.query, now()),
  );

  app.get(
    '/admin/subscriptions/load',
    {
      preHandler: app.requireStaff('subscriptions'),
      schema: {
        tags,
        security,
        summary: 'What subscriptions bring on a day',
        description:
          'Units of each variant that every subscription brings on `date` (default tomorrow, India time), with pauses, skips ' +
          'and per-day quantities applied, in total and per delivery zone, and how many deliveries: what to source from the ' +
          'farm. From the plans as they are now; a day before today or more than 90 days ahead → 400.',
        querystring: SubscriptionLoadQuerySchema,
        response: { 200: SubscriptionLoadSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => subscriptionLoad(request.query.date, now()),
  );

  app.post(
    '/admin/subscriptions/:id/pause',
    {
      preHandler: app.requireStaff('subscriptions'),
      config: audited('subscription.pause', 'subscription'),
      schema: {
        tags,
        security,
        summary: "Pause a customer's subscription",
        description:
          'On the customer’s behalf, by their rules: no deliveries from `from` to `to`, both included; `from` must still be ' +
          'open (before the cut-off the evening before), else 409. The customer sees the pause in their calendar.',
        params: IdParamsSchema,
        body: PauseBodySchema,
        response: { 200: SubscriptionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const paused = await pauseSubscription(null, request.params.id, request.body, now(), settings);
      const { from, to } = request.body;
      await tellCustomerOfStaffChange(paused.id, `${from}:${to}`, { kind: 'subscription_paused_by_store', from, to });
      return paused;
    },
  );

  app.post(
    '/admin/subscriptions/:id/resume',
    {
      preHandler: app.requireStaff('subscriptions'),
      config: audited('subscription.resume', 'subscription'),
      schema: {
        tags,
        security,
        summary: "Resume a customer's subscription",
        description: 'On the customer’s behalf: ends every pause from the first day still open; closed days stay as they were. Cancelled → 409.',
        params: IdParamsSchema,
        response: { 200: SubscriptionSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const resumed = await resumeSubscription(null, request.params.id, now(), settings);
      const from = firstChangeableDay(now(), settings.cutoffMinutes);
      await tellCustomerOfStaffChange(resumed.id, from, { kind: 'subscription_resumed_by_store', from });
      return resumed;
    },
  );
};

export default adminSubscriptionRoutes;
