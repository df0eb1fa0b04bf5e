import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { errorResponses, IdParamsSchema, type ErrorCode } from '@farm-store/contracts/common';
import { callerId } from '../../plugins/auth';
import {
  AdminOrderAnswerSchema,
  AdminOrderListQuerySchema,
  AdminOrderPageSchema,
  AdminOrderSchema,
  AssignBodySchema,
  BulkAssignBodySchema,
  BulkAssignResultSchema,
  CancelBodySchema,
  ExportQuerySchema,
  IdempotencyHeadersSchema,
  PackBodySchema,
  ReassignBodySchema,
  ShipBodySchema,
  UnassignBodySchema,
} from '@farm-store/contracts/orders';
import { bulkAssignOrders, MAX_BULK_ASSIGN } from './bulk-assign';
import { exportOrdersCsv, MAX_EXPORT_ORDERS } from './export';
import { assignOrderToPartner, getAdminOrder, listAdminOrders, reassignOrderToPartner } from './service';
import { cancelOrder, moveToSlot, shipOrder, unassignOrder } from './transitions';
import { refundOrder } from './payments';
import { creditNoteAfter } from './billing';
import { approveOverride, pendingOverrides } from './handover';
import { RefundBodySchema } from '@farm-store/contracts/payments';
import { toPaise } from '../../domain/money';
import { PackingListSchema, RescheduleBodySchema, SlotParamsSchema } from '@farm-store/contracts/slots';
import { packingList } from './packing-list';
import { packOrder } from './packing';
import { adminOrderView } from './views';
import { audited } from '../audit/plugin';

const security = [{ admin: [] }];
const tags = ['admin: orders'];

/** Every order for the admin dashboard; assigning (one or several), reassigning and unassigning partners; shipping; cancelling; export. */
const adminOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * The options of a staff move of one order (`PUT /admin/orders/:id/<action>`): the orders permission, the audit
   * entry `order.<action>`, the body it takes and the order it answers in the admin view.
   */
  const orderMove = <Body extends TSchema>(
    action: string,
    body: Body,
    docs: { summary: string; description: string },
    errors: ErrorCode[] = [400, 401, 403, 404, 409],
  ) => ({
    preHandler: app.requireStaff('orders'),
    config: audited(`order.${action}`, 'order'),
    schema: { tags, security, ...docs, params: IdParamsSchema, body, response: { 200: AdminOrderSchema, ...errorResponses(...errors) } },
  });

  app.get(
    '/admin/orders',
    {
      preHandler: app.requireStaff('orders'),
      schema: {
        tags,
        security,
        summary: 'Every order, newest first, filtered and paginated',
        description:
          'Answers `{orders, total, page, totalPages}` — an OBJECT, not the bare array the original dashboard read: with ' +
          'tens of thousands of orders the list must be paged (default 50 per page, at most 200). Filters: `status` ' +
          '(delivery status), `partner` (partner id: the orders that partner carries or carried), `customer` (a user id: ' +
          "that customer's orders, the Users tab's View orders), `outstation` " +
          '(true/false), `slot` (a delivery slot id) and `from`/`to` (order days, YYYY-MM-DD in Hyderabad time, inclusive). ' +
          'Each order carries the customer fields of GET /api/orders plus user_id, customer_phone, partner_id, and ' +
          'status_history with who made each move (`by`) and, for a cancel with one, the `reason`.',
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page = 1, limit = 50, ...filters } = request.query;
      return listAdminOrders({ ...filters, page, limit });
    },
  );

  app.get(
    '/admin/orders/:id',
    {
      preHandler: app.requireStaff('orders'),
      schema: {
        tags,
        security,
        summary: 'One order, as in the admin list',
        description:
          'The same fields as an order of GET /api/admin/orders. The admin panel reads it when a link opens the ' +
          "details of an order (`/admin/orders?order=<id>`) that is not on the list's current page. 404: unknown order.",
        params: IdParamsSchema,
        response: { 200: AdminOrderSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getAdminOrder(request.params.id),
  );

  app.put(
    '/admin/orders/:id/assign',
    orderMove('assign', AssignBodySchema, {
      summary: 'Assign a Pending partner order to a delivery partner',
      description:
        'Only a Pending, non-automated order; two admins assigning it to different partners at once: exactly one wins, ' +
        'the other gets 409. Assigning it again to the partner it is already Assigned to answers 200 with the order ' +
        'unchanged (a repeated click is not an error; no second history entry). Courier (automated) orders answer 409 ' +
        '"This order is handled automatically."; an order Assigned to another partner, Out for Delivery or finished 409; ' +
        'an unknown or disabled partner 409 (400 for one that is not an id); an unknown order 404.',
    }),
    async (request) => adminOrderView(await assignOrderToPartner(request.params.id, request.body.partnerId, callerId(request))),
  );

  app.put(
    '/admin/orders/:id/pack',
    orderMove('pack', PackBodySchema, {
      summary: 'Record the packed weights of the lines sold by weight, and re-price the order',
      description:
        '`{lines: [{variantId, grams}]}`: the grams packed for each weighed line (the whole line); `grams: 0` removes the ' +
        'line (not charged; refunded when prepaid). Lines left out keep their earlier weight. Each line is re-priced at its ' +
        'price per kg to the paisa, the first-order discount and the coupon are applied again, and `total_amount` becomes ' +
        'the final total (a prepaid order never above what was paid). Only Pending or Processing orders with weighed lines ' +
        '(409 otherwise); packing again before the order is assigned or shipped replaces the weights. A weight outside the ' +
        'tolerance: 400 "Packed weight must be between 900 g and 1,100 g. Re-pack, or remove the line." Until every weighed ' +
        'line is packed the order cannot be assigned or shipped (409). docs/weights.md.',
    }),
    async (request) => adminOrderView(await packOrder(request.params.id, request.body.lines, callerId(request))),
  );

  app.put(
    '/admin/orders/assign',
    {
      preHandler: app.requireStaff('orders'),
      schema: {
        tags,
        security,
        summary: 'Assign several Pending partner orders to one delivery partner',
        description:
          `\`{order_ids: [...], partner_id}\` with 1 to ${MAX_BULK_ASSIGN} order ids. Each order is assigned exactly as by ` +
          'PUT /api/admin/orders/{id}/assign (the same single conditional move, the same `order.assign` audit entry), one ' +
          'after the other; an order that cannot be assigned any more (taken by another admin meanwhile, cancelled, a ' +
          'courier order, unknown) is left unchanged and reported in `failed` with the reason, and the others still go. ' +
          '200: `{assigned: [ids], failed: [{id, msg}]}`. 409: an unknown or disabled partner (nothing is assigned). 400: ' +
          `an empty list or more than ${MAX_BULK_ASSIGN} ids, or a bad body.`,
        body: BulkAssignBodySchema,
        response: { 200: BulkAssignResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const actor = { id: auth.id, name: auth.name ?? '', role: auth.staffRole ?? auth.role };
      return bulkAssignOrders(request.body.order_ids, request.body.partner_id, actor);
    },
  );

  app.put(
    '/admin/orders/:id/reassign',
    orderMove('reassign', ReassignBodySchema, {
      summary: 'Give an Assigned or Out for Delivery order to another partner',
      description:
        'For an order whose partner cannot carry it (for example a disabled partner). The order becomes Assigned to ' +
        '`partnerId`, who accepts it as usual; the history records `admin:<id>`. `fromPartnerId` is the partner the ' +
        'admin saw on the order: the change applies only while the order is still with them, so of two admins moving ' +
        'the order at once exactly one wins and the other gets 409. 200: the order (also when it is already Assigned ' +
        'to `partnerId`: a repeated click changes nothing). 400: a bad body. 404: unknown order. 409: `partnerId` ' +
        'unknown, disabled or the same as `fromPartnerId`; the order is Pending, finished, a courier order, or no ' +
        'longer with `fromPartnerId`.',
    }),
    async (request) => adminOrderView(await reassignOrderToPartner(request.params.id, request.body.fromPartnerId, request.body.partnerId, callerId(request))),
  );

  app.put(
    '/admin/orders/:id/unassign',
    orderMove('unassign', UnassignBodySchema, {
      summary: 'Take an Assigned or Out for Delivery order back from its partner (→ Pending)',
      description:
        'The order becomes Pending with no partner (partner_id, partner_name and partner_phone null), ready to be ' +
        'assigned again; the history records `admin:<id>`. The partner no longer sees it and the customer no longer ' +
        'sees their position. `fromPartnerId` is the partner the admin saw on the order: the change applies only ' +
        'while the order is still with them (two admins at once: exactly one wins, the other gets 409). 200: the ' +
        'order. 400: a bad body. 404: unknown order. 409: the order has no partner (Pending), is finished, a courier ' +
        'order, or is no longer with `fromPartnerId`.',
    }),
    async (request) => adminOrderView(await unassignOrder(request.params.id, request.body.fromPartnerId, callerId(request))),
  );

  app.get(
    '/admin/orders/export',
    {
      preHandler: app.requireStaff('orders'),
      schema: {
        tags,
        security,
        summary: 'The orders as a CSV file',
        description:
          'text/csv (UTF-8 with a byte-order mark), oldest first, one row per order line: order id, placed (Hyderabad ' +
          'time, YYYY-MM-DD HH:mm), customer, phone, address, delivery (Partner or Courier), delivery status, status, ' +
          "product, size, quantity, unit price and line total, then the order's subtotal, first-order discount, coupon, " +
          "coupon discount, shipping and total (rupees, on the order's first line only so column sums are right), " +
          'courier and tracking number. Filters as the list: `from`/`to` (order days, inclusive) and `status`. A cell ' +
          'starting with = + - @ (a spreadsheet formula) is written with a leading apostrophe. More than ' +
          `${MAX_EXPORT_ORDERS} orders, or \`from\` after \`to\`, → 400.`,
        querystring: ExportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: { description: 'The CSV file.', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const csv = await exportOrdersCsv(request.query);
      const { from = 'start', to = 'today' } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
        .send(csv);
    },
  );

  app.put(
    '/admin/orders/:id/ship',
    orderMove('ship', ShipBodySchema, {
      summary: 'Mark a courier order dispatched (→ Shipped)',
      description:
        'A courier (automated) order that is Pending or Processing becomes Shipped with `courier` and ' +
        '`trackingNumber`, which the customer sees in their order history with the expected date (and is sent by ' +
        'SMS); the history records `admin:<id>`. The customer then confirms receipt as before. Sent again with the ' +
        'same details: 200 with the order unchanged. 400: blank courier or tracking number. 404: unknown order. ' +
        '409: a partner order, already shipped with other details, finished or cancelled.',
    }),
    async (request) => adminOrderView(await shipOrder(request.params.id, request.body, callerId(request))),
  );

  app.put(
    '/admin/orders/:id/slot',
    orderMove('slot', RescheduleBodySchema, {
      summary: 'Move an order to another delivery slot',
      description:
        'A Pending, Processing or Assigned order in a slot moves to another slot of its zone that is open (not full, not ' +
        'past its cut-off: after it, that slot is planned); its place in the old slot is given back. The customer gets an ' +
        'SMS naming the new slot; the history gets an entry (`slot_to`, with the reason "Delivery moved to …") and the ' +
        'audit log the change. 409: full, closed, past cut-off, out for delivery or finished, or an order without a slot; 404: unknown order.',
    }),
    async (request) => adminOrderView(await moveToSlot(request.params.id, request.body.slotId, `admin:${callerId(request)}`)),
  );

  app.get(
    '/admin/slots/:slotId/packing-list',
    {
      preHandler: app.requireStaff('orders'),
      schema: {
        tags,
        security,
        summary: "A slot's packing list",
        description:
          'What to pack for one delivery slot: each size ordered in it (orders not cancelled), its total quantity and shipping ' +
          'weight, and the orders it goes to, by product name. An id that is not a slot id → 400; a slot without orders ' +
          'answers empty lines.',
        params: SlotParamsSchema,
        response: { 200: PackingListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => packingList(request.params.slotId),
  );

  app.put(
    '/admin/orders/:id/cancel',
    {
      ...orderMove(
        'cancel',
        CancelBodySchema,
        {
          summary: 'Cancel an order that is not finished',
          description:
            'Pending, Processing, Assigned, Out for Delivery and Shipped orders become Cancelled (status Cancelled, with a ' +
            'history entry `admin:<id>` carrying the optional `reason`); an order out with a partner who cannot go on, or ' +
            'a parcel the courier brought back, can be cancelled too. Delivered, Completed or already Cancelled → 409 (two ' +
            'admins at once: exactly one wins, and only that one gives back what the order took). 404: unknown order. ' +
            "The order's stock goes back to the catalogue and its coupon use to the coupon, once; a cancelled order does " +
            'not count as an earlier order for the first-order discount, nor towards revenue.',
        },
        [401, 403, 404, 409],
      ),
      // A cancel without a body (no reason) is still a cancel.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
    },
    async (request) => adminOrderView(await cancelOrder(request.params.id, callerId(request), request.body?.reason)),
  );

  app.get(
    '/admin/handover-overrides',
    {
      preHandler: app.requireStaff('handover'),
      schema: {
        tags,
        security,
        summary: 'Deliveries waiting for a manager to approve them without the code',
        description:
          "Orders out for delivery whose partner could not get the customer's code and sent a photo taken at the door " +
          '(`override_request`), oldest request first.',
        response: { 200: Type.Array(AdminOrderSchema), ...errorResponses(401, 403) },
      },
    },
    async () => (await pendingOverrides()).map(adminOrderView),
  );

  app.put(
    '/admin/orders/:id/handover-override',
    {
      preHandler: app.requireStaff('handover'),
      config: audited('order.handover_override', 'order'),
      schema: {
        tags,
        security,
        summary: "Approve a delivery without the customer's code",
        description:
          'Owner or manager: the order out for delivery whose partner sent a photo at the door becomes Delivered (status ' +
          'Completed); its history entry names the approver with `confirmed_by: "override"` and the photo, and the audit log ' +
          'records it. No photo asked for, or no longer out for delivery → 409; a dispatcher → 403.',
        params: IdParamsSchema,
        response: { 200: AdminOrderSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => adminOrderView(await approveOverride(request.params.id, callerId(request))),
  );

  app.post(
    '/admin/orders/:id/refunds',
    {
      preHandler: app.requireStaff('payments'),
      config: audited('order.refund', 'order'),
      schema: {
        tags,
        security,
        summary: 'Refund part of what an order was paid online',
        description:
          'Sends a refund of `amount` (rupees) through Razorpay with the reason the customer will read; the order lists it ' +
          '(`payment.refunds`, pending until Razorpay completes it) and the customer gets an SMS. Never more in total than ' +
          'was paid, whatever runs at the same time: more than what is left → 400 naming what is. An `Idempotency-Key` ' +
          'header makes a retry answer the same refund instead of a second one. An order not paid online → 409.',
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: RefundBodySchema,
        response: { 200: AdminOrderAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const key = `staff:${request.headers['idempotency-key'] ?? randomUUID()}`;
      const amountPaise = toPaise(request.body.amount);
      const reason = request.body.reason.trim();
      const order = await refundOrder(request.params.id, amountPaise, reason, key);
      return { order: adminOrderView(await creditNoteAfter(order, key, amountPaise, reason)) };
    },
  );
};

export default adminOrderRoutes;
