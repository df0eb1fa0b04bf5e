import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@farm-store/contracts/common';
import { DashboardStatsSchema, StatsPeriodQuerySchema } from '@farm-store/contracts/admin-stats';
import { dashboardStats } from './service';

/** The admin dashboard's cards and charts, computed in the database instead of in the browser. */
const adminStatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/stats',
    {
      preHandler: app.requireStaff('dashboard'),
      schema: {
        tags: ['admin: dashboard'],
        security: [{ admin: [] }],
        summary: 'Revenue, order, user and product counts for the dashboard',
        description:
          'Revenue sums order totals of every order that is not Cancelled (the spec says "sum of all order totals"; counting ' +
          'cancelled orders would overstate takings). Order counts include cancelled orders. Days are Hyderabad calendar days ' +
          '(Asia/Kolkata), oldest first, only days with orders. Product counts per stored category, a missing one as "Uncategorized". ' +
          'Order figures come from per-day counters updated as orders are placed and cancelled (eventually consistent with the ' +
          'orders; `npm run rebuild-stats -w api` recomputes them). `from` and `to` (given together, from ≤ to, at most 366 ' +
          'days) narrow `orders_per_day` to that period with every day listed, zeros included; the totals stay all-time. ' +
          'One end alone, from after to, or a longer period → 400 `{msg}`.',
        querystring: StatsPeriodQuerySchema,
        response: { 200: DashboardStatsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => dashboardStats(request.query),
  );
};

export default adminStatsRoutes;
