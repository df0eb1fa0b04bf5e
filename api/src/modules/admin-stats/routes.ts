import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { DashboardStatsSchema } from './schemas';
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
          'orders; `npm run rebuild-stats -w api` recomputes them).',
        response: { 200: DashboardStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => dashboardStats(),
  );
};

export default adminStatsRoutes;
