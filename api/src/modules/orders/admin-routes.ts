import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParamsSchema } from '../../lib/schemas';
import { callerId } from '../../plugins/auth';
import { AdminOrderListQuerySchema, AdminOrderPageSchema, AdminOrderSchema, AssignBodySchema } from './schemas';
import { assignOrderToPartner, listAdminOrders } from './service';
import { cancelOrder } from './transitions';
import { adminOrderView } from './views';

const security = [{ admin: [] }];
const tags = ['admin: orders'];

/** Every order for the admin dashboard, assignment to partners and cancellation (SPEC §7, issue 4). */
const adminOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/orders',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Every order, newest first, filtered and paginated',
        description:
          'Answers `{orders, total, page, totalPages}` — an OBJECT, not the bare array the original dashboard read: with ' +
          'tens of thousands of orders the list must be paged (default 50 per page, at most 200). Filters: `status` ' +
          '(delivery status), `outstation` (true/false) and `from`/`to` (order days, YYYY-MM-DD in Hyderabad time, inclusive). ' +
          'Each order carries the customer fields of GET /api/orders plus user_id, customer_phone, partner_id and status_history.',
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page = 1, limit = 50, ...filters } = request.query;
      return listAdminOrders({ ...filters, page, limit });
    },
  );

  app.put(
    '/admin/orders/:id/assign',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Assign a Pending partner order to a delivery partner',
        description:
          'Only a Pending, non-automated order; two admins assigning at once: exactly one wins, the other gets 409. ' +
          'Courier (automated) orders answer 409 "This order is handled automatically."; an unknown or disabled partner 400.',
        params: IdParamsSchema,
        body: AssignBodySchema,
        response: { 200: AdminOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      adminOrderView(await assignOrderToPartner(request.params.id, request.body.partnerId, callerId(request))),
  );

  app.put(
    '/admin/orders/:id/cancel',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Cancel an order that has not left yet',
        description:
          'Pending, Processing or Assigned orders become Cancelled (status Cancelled, with a history entry). Once Out for ' +
          'Delivery, Delivered, Completed or already Cancelled → 409. A cancelled order does not count as an earlier order ' +
          'for the first-order discount, nor towards revenue.',
        params: IdParamsSchema,
        response: { 200: AdminOrderSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => adminOrderView(await cancelOrder(request.params.id, callerId(request))),
  );
};

export default adminOrderRoutes;
