import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParamsSchema } from '../../lib/schemas';
import { callerId } from '../../plugins/auth';
import { acceptOrder, completeOrder } from '../orders/transitions';
import { partnerOrderView } from '../orders/views';
import { PartnerOrderListSchema, PartnerOrderSchema } from './schemas';
import { listPartnerOrders } from './service';
import { audited } from '../audit/plugin';

const security = [{ partner: [] }];
const tags = ['delivery'];

/**
 * The delivery partner's orders (SPEC §7, issue 4). Partner token in `x-partner-token`; a disabled partner
 * is refused at once. An admin token never reaches these routes (403): the dashboard's view-only admin
 * mode lists orders through GET /api/admin/orders and has no accept or complete.
 */
const deliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/delivery/orders',
    {
      preHandler: app.requirePartner,
      schema: {
        tags,
        security,
        summary: "The signed-in partner's orders",
        description:
          'Orders assigned to this partner that are Assigned or Out for Delivery, plus those they delivered today (Hyderabad ' +
          'time), newest first, with the customer\'s name and phone, the cash to collect (`total_amount`) and the address.',
        response: { 200: PartnerOrderListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listPartnerOrders(callerId(request)),
  );

  app.put(
    '/delivery/orders/:id/accept',
    {
      preHandler: app.requirePartner, config: audited('order.accept', 'order'),
      schema: {
        tags,
        security,
        summary: 'Accept an assigned order: Assigned → Out for Delivery',
        description:
          'Only the partner the order is assigned to (any other order answers 404), only from Assigned (else 409). ' +
          'Of many simultaneous accepts exactly one succeeds.',
        params: IdParamsSchema,
        response: { 200: PartnerOrderSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => partnerOrderView(await acceptOrder(request.params.id, callerId(request))),
  );

  app.put(
    '/delivery/orders/:id/complete',
    {
      preHandler: app.requirePartner, config: audited('order.complete', 'order'),
      schema: {
        tags,
        security,
        summary: 'Hand over an order: Out for Delivery → Delivered (order Completed)',
        description: 'Only the assigned partner (else 404), only from Out for Delivery (else 409).',
        params: IdParamsSchema,
        response: { 200: PartnerOrderSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => partnerOrderView(await completeOrder(request.params.id, callerId(request))),
  );
};

export default deliveryRoutes;
