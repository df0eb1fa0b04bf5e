import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, IdParamsSchema } from '@farm-store/contracts/common';
import { callerId } from '../../plugins/auth';
import { acceptOrder, completeOrder } from '../orders/transitions';
import { partnerOrderView } from '../orders/views';
import { CompleteBodySchema, PartnerOrderListSchema, PartnerOrderSchema } from '@farm-store/contracts/delivery';
import { listPartnerOrders, ordersInHandOfPartner } from '../orders/queries';
import { upiQrFor } from '../orders/payments';
import { readUploadedFile, registerImageUploads } from '../images/upload';
import { recordStep, requestOverride } from '../orders/handover';
import { routeOf } from '../orders/tracking';
import { RouteSchema } from '@farm-store/contracts/doorstep';
import { UpiQrSchema } from '@farm-store/contracts/payments';
import { audited } from '../audit/plugin';

const security = [{ partner: [] }];
const tags = ['delivery'];

/**
 * The delivery partner's orders. Partner token in `x-partner-token`; a disabled partner
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
          "time), newest first, with the customer's name and phone, what is left to collect (`amount_due`: 0 once paid online " +
          'or by UPI) and the payment, the address, the ' +
          'items to hand over and, once delivered, the cash the partner reported collecting.',
        response: { 200: PartnerOrderListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listPartnerOrders(callerId(request)),
  );

  app.put(
    '/delivery/orders/:id/accept',
    {
      preHandler: app.requirePartner,
      config: audited('order.accept', 'order'),
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
      preHandler: app.requirePartner,
      config: audited('order.complete', 'order'),
      schema: {
        tags,
        security,
        summary: 'Hand over an order: Out for Delivery → Delivered (order Completed), with the cash collected',
        description:
          'Only the assigned partner (else 404), only from Out for Delivery (else 409, also for a second complete). ' +
          'The body says how much cash the partner collected, `{cash_collected_paise, note?}`: whole paise, 0 to 10× ' +
          'the amount due (nothing for an order paid online or by UPI); when it differs from the amount due a note of 3–300 characters saying why is required. ' +
          'A bad amount or a missing note is a 400 and changes nothing. Both are stored on the order (`cash_collected`, ' +
          '`cash_note` in the partner and admin views). A request without a cash amount is taken as "collected exactly the ' +
          "amount due\". With the store's handover codes on (the default), `code` must be the customer's 4-digit code: " +
          'missing → 400, wrong → 400 saying how many tries are left, after 5 wrong codes → 409 (locked: a manager approves ' +
          "the partner's photo instead). The Delivered entry of the history says how it was confirmed.",
        params: IdParamsSchema,
        body: CompleteBodySchema,
        response: { 200: PartnerOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const cash = { collectedPaise: body.cash_collected_paise, note: body.note };
      return partnerOrderView(await completeOrder(request.params.id, callerId(request), cash, body.code));
    },
  );

  const step = (path: string, which: 'picked_up' | 'arrived', summary: string) =>
    app.put(
      path,
      {
        preHandler: app.requirePartner,
        schema: {
          tags,
          security,
          summary,
          description:
            "A step of the partner's order out for delivery, kept in its timeline with the time (the status stays Out for " +
            'Delivery); the customer and staff see it. Again once done: 200, unchanged. Not out for delivery → 409; another ' +
            "partner's order 404.",
          params: IdParamsSchema,
          response: { 200: PartnerOrderSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => partnerOrderView(await recordStep(request.params.id, callerId(request), which)),
    );
  step('/delivery/orders/:id/picked-up', 'picked_up', 'Picked up at the store');
  step('/delivery/orders/:id/arrived', 'arrived', 'Arrived at the door');

  // Encapsulated: only the door photo accepts multipart bodies here.
  await app.register(async (scope) => {
    const photoRoute = scope.withTypeProvider<TypeBoxTypeProvider>();
    const { maxBytes } = app.imageUploads;
    await registerImageUploads(scope, maxBytes);
    photoRoute.post(
      '/delivery/orders/:id/handover-photo',
      {
        preHandler: app.requirePartner,
        schema: {
          tags,
          security,
          summary: "The customer can't show the code: a photo at the door, for a manager to approve",
          description:
            'multipart/form-data with one image (JPEG, PNG, WebP or GIF, by its bytes) in the field `photo`. It is kept with ' +
            'the order, and an owner or manager is asked to approve the delivery (PUT /api/admin/orders/:id/handover-override); ' +
            "the order stays Out for Delivery until then. Not an image → 400; not out for delivery → 409; another partner's order 404.",
          params: IdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: PartnerOrderSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request) => {
        const { bytes, filename } = await readUploadedFile(request, { field: 'photo', noun: 'photo', maxBytes });
        return partnerOrderView(await requestOverride(request.params.id, callerId(request), bytes, filename));
      },
    );
  });

  app.get(
    '/delivery/route',
    {
      preHandler: app.requirePartner,
      schema: {
        tags,
        security,
        summary: "Today's stops in route order",
        description:
          "The partner's Assigned and Out for Delivery orders: grouped by delivery slot (earliest first), and within each " +
          'slot from the store to the nearest next stop each time (by the address pins, else the pincode areas; stops ' +
          'without either come last), with a link that opens the way there in the map app.',
        response: { 200: RouteSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => routeOf(await ordersInHandOfPartner(callerId(request))),
  );

  app.post(
    '/delivery/orders/:id/upi-qr',
    {
      preHandler: app.requirePartner,
      schema: {
        tags,
        security,
        summary: 'A UPI QR code for what is due at the door',
        description:
          "The partner's cash order Out for Delivery: a single-use Razorpay UPI QR code fixed to the amount due, to show " +
          "the customer. When it is paid, Razorpay's webhook marks the order paid by UPI (`payment.paid_via` upi_qr, " +
          "`amount_due` 0) and the partner's live events say so; completing it then records no cash. Not out for " +
          "delivery, or already paid → 409; online payment not offered → 400; another partner's order 404.",
        params: IdParamsSchema,
        response: { 200: UpiQrSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => upiQrFor(request.params.id, callerId(request)),
  );
};

export default deliveryRoutes;
