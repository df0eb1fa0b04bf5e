import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParamsSchema } from '@farm-store/contracts/common';
import { callerId, signedInCustomer } from '../../plugins/auth';
import { placeOrder, priceCart, quoteView } from './place-order';
import {
  CreatedOrderSchema,
  CreateOrderBodySchema,
  CustomerOrderAnswerSchema,
  CustomerOrderListSchema,
  CustomerOrderSchema,
  IdempotencyHeadersSchema,
  LocationSchema,
  QuoteBodySchema,
  QuoteSchema,
} from '@farm-store/contracts/orders';
import { getOrderLocation, listCustomerOrders } from './service';
import { cancelByCustomer, confirmDelivery, moveToSlot } from './transitions';
import { RescheduleBodySchema } from '@farm-store/contracts/slots';
import { quoteSlot } from '../slots/checkout';
import { customerOrderView, type StoredOrder } from './views';
import { CheckoutHandoffSchema, PaymentConfirmationBodySchema, PaymentMethodBodySchema } from '@farm-store/contracts/payments';
import { checkoutHandoff, confirmCheckoutPayment, handoffOf, payCashInstead } from './payments';
import { streamTrack, trackOrder } from './tracking';
import { TrackSchema } from '@farm-store/contracts/doorstep';
import { Type } from 'typebox';
import { BadRequestError } from '../../lib/errors';

const security = [{ customer: [] }];
const tags = ['orders'];

const CART_NOTE =
  'Each cart line needs only `id` (the variant id) and `quantity` (1–99). Other fields the shop keeps on a ' +
  'cart line (name, price, variantLabel, details …) are accepted and ignored: names and prices always come ' +
  'from the catalogue, never from the client.';

/** The customer's checkout and orders. */
const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/orders/quote',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Price a cart for the signed-in customer',
        description:
          `The server's price of a cart: subtotal, first-order discount (10%, automatic), coupon discount, shipping and total. ${CART_NOTE} ` +
          'With `shippingAddress: null` shipping is 0 and the order is not outstation yet. A coupon that cannot be used answers 400 ' +
          "`{success: false, msg}` (the same messages as /api/coupons/apply); unknown codes count against the customer's budget of " +
          '/api/coupons/apply (5 in 15 minutes; 429 once used up, whatever the code). An unknown variant answers 400 with `unavailable` (the ids). ' +
          "Shipping is the zone's rate per kilogram times the total weight, to the paisa (1.5 kg at ₹50 is ₹75), at least 1 kg; " +
          '`shipping_detail` says so (zone, kilograms billed, rate, free-delivery threshold, and for courier orders the dispatch ' +
          'and expected days). An address the store cannot place (no pincode, and no place it knows named) → 400. ' +
          '`slot` is the delivery slot the order would take: `slotId` when given (400/409 as for POST /api/slots/hold when it ' +
          "cannot be chosen), else the customer's running hold, else the earliest open slot; null for courier orders. " +
          "`store_credit_balance` is the customer's store credit; with `useStoreCredit` `store_credit` is what the order would " +
          'use (the balance, at most the total) and `to_pay` what is left to pay online or in cash.',
        body: QuoteBodySchema,
        response: { 200: QuoteSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { cartItems, shippingAddress, couponCode, slotId, useStoreCredit } = request.body;
      const userId = callerId(request);
      const priced = await priceCart({ userId, cartItems, shippingAddress, couponCode, useStoreCredit, courierDays: app.config.OUTSTATION_DELIVERY_DAYS });
      return quoteView(priced, priced.address && (await quoteSlot(userId, priced.address.zone, slotId)));
    },
  );

  app.post(
    '/orders',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Place an order (paid on delivery, or online)',
        description:
          `Re-prices the cart from the database and stores the order. ${CART_NOTE} ` +
          '`userId` must be the signed-in customer (else 403). `totalAmount` must equal the server total to the paisa; ' +
          'otherwise 409 `{msg, quote}` with the fresh quote and nothing is stored. ' +
          'An `Idempotency-Key` header (at most 100 characters) makes a retry — even one sent while the first is still running — ' +
          "answer 200 with the first order instead of placing a second; the retry's body is not compared with the first. " +
          'A 503 (the database did not answer; Retry-After) may have stored the order or not: a retry with the same key ' +
          'answers the stored order or places it, never a second one. ' +
          'The first-order discount goes to one order: of orders a customer without one submits at the same moment ' +
          '(different keys), one is placed and the others are priced as later orders (409 with that quote). ' +
          'An address in the Hyderabad zone (by its pincode, else by its text naming Hyderabad) becomes a partner delivery ' +
          'waiting for assignment; others go by courier ' +
          '(`delivery_type` "automated") with an expected delivery date a configured number of days ahead. ' +
          'An address the store cannot place (no pincode, given or in the text, and no place it knows named) → 400 ' +
          '"Add the 6-digit pincode so we can work out delivery." and nothing is stored. ' +
          "A partner delivery in a zone with slots takes a place in a delivery slot: `slotId` (the customer's hold on it, " +
          'else a new place), or without one the running hold, else the earliest open slot; a full slot → 409 `{msg, ' +
          'next_open, quote}`, none open in the next 3 days → 409. Cancelling gives the place back. ' +
          "`paymentMethod: 'online'` stores the order as Awaiting Payment with a Razorpay order for the server's total and " +
          'answers `payment` (what opens Razorpay Checkout); its stock, coupon use, first-order discount and slot are held ' +
          'until it is paid or its payment window (a store setting, 15 minutes) ends. Online payment not offered → 400. ' +
          "A cash order above the store's cash limit, or a courier order when the store asks courier orders to be prepaid, " +
          'while online payment is offered → 400 saying so. ' +
          '`useStoreCredit: true` spends store credit first: the balance, at most the total, in one conditional write once ' +
          'per order; when another checkout spent it meanwhile → 409 `{msg, quote}` (the quote at the balance now) and ' +
          'nothing is stored. The rest is paid online (the Razorpay order is for it) or in cash (the cash limit applies to it); ' +
          "an order store credit covers in full is paid at once (`paid_via: 'store_credit'`), with no Razorpay order. " +
          'Cancelling the order returns its credit, once.',
        headers: IdempotencyHeadersSchema,
        body: CreateOrderBodySchema,
        response: { 201: CreatedOrderSchema, 200: CreatedOrderSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await placeOrder({
        callerId: callerId(request),
        customer: signedInCustomer(request),
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
        outstationDeliveryDays: app.config.OUTSTATION_DELIVERY_DAYS,
      });
      return reply.status(replayed ? 200 : 201).send({ orderId: order._id.toString(), order: customerOrderView(order), payment: handoffOf(order) });
    },
  );

  app.get(
    '/orders',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: "The signed-in customer's orders, newest first",
        description:
          "Only the caller's own orders; partner name and phone appear once a partner is assigned; courier, " +
          'tracking_number and shipped_at once a courier order is Shipped. `status_history` is the timeline ' +
          "(`{status, at}`, oldest first); a cancelled order's `cancellation` says who cancelled it and the store's reason. " +
          "Not paginated: a household's order history is short.",
        response: { 200: CustomerOrderListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listCustomerOrders(callerId(request)),
  );

  app.get(
    '/orders/:id/location',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: "Live location of the partner carrying the customer's order",
        description:
          "Only for the order's owner (anyone else gets 404, as for a missing order), only for partner deliveries that are " +
          "Out for Delivery (else 409: the rider's position is not shown before they set off with it). Always the " +
          "order's current partner: after a reassign only the new partner's position, never the earlier one's. 404 as well " +
          'while the partner is not sharing a location (none yet, or the last one is more than 2 minutes old: the app ' +
          'reports every 30 s, so location is off or denied) and while the partner is disabled. `updated_at` is when the ' +
          'partner sent the position.',
        params: IdParamsSchema,
        response: { 200: LocationSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => getOrderLocation(request.params.id, callerId(request)),
  );

  /**
   * A customer's move of their own order (`PUT /orders/:id/<move>`): someone else's order answers 404, one that cannot
   * make the move 409 with the reason; answers the order as the customer sees it.
   */
  const ownOrderMove = (path: string, move: (orderId: string, customerId: string) => Promise<StoredOrder>, docs: { summary: string; description: string }) =>
    app.put(
      path,
      {
        preHandler: app.requireCustomer,
        schema: { tags, security, ...docs, params: IdParamsSchema, response: { 200: CustomerOrderSchema, ...errorResponses(401, 403, 404, 409) } },
      },
      async (request) => customerOrderView(await move(request.params.id, callerId(request))),
    );

  ownOrderMove('/orders/:id/mark-delivered', confirmDelivery, {
    summary: 'Confirm receipt of a courier order',
    description:
      'The owner confirms an automated (courier) order once it is Shipped: it becomes Delivered with status Completed. ' +
      "Partner deliveries, courier orders not shipped yet, finished and cancelled orders answer 409 with the reason; someone else's order 404.",
  });

  app.put(
    '/orders/:id/slot',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Move an order to another delivery slot',
        description:
          "The owner moves a Pending, Processing or Assigned order to another open slot of its zone until the current slot's " +
          'cut-off (`slot.cutoff_at`); after it, or once out for delivery, 409 "This order can no longer be rescheduled.". The ' +
          'new slot is checked as at checkout (their hold on it is used; full, closed or past its cut-off → 409); the old ' +
          "place is given back. The customer gets an SMS naming the new slot. Someone else's order 404.",
        params: IdParamsSchema,
        body: RescheduleBodySchema,
        response: { 200: CustomerOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => customerOrderView(await moveToSlot(request.params.id, request.body.slotId, `customer:${callerId(request)}`)),
  );

  app.get(
    '/orders/:id/payment',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Open checkout again for an order awaiting payment',
        description:
          'The owner\'s order Awaiting Payment: what opens Razorpay Checkout for it again ("Try again"). An order paid, ' +
          "expired, cancelled or paid on delivery → 409 saying which; someone else's order 404.",
        params: IdParamsSchema,
        response: { 200: CheckoutHandoffSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => checkoutHandoff(request.params.id, callerId(request)),
  );

  app.post(
    '/orders/:id/payment',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: "Confirm an online payment (Razorpay Checkout's success handler)",
        description:
          'The three fields Razorpay Checkout hands the shop on success. The signature (HMAC-SHA256 of ' +
          '`razorpay_order_id|razorpay_payment_id` with the key secret) is checked in constant time first: a wrong one, or ' +
          'one for another order → 400 and nothing changes. The payment is then read from Razorpay; once captured the order ' +
          'is paid and becomes a new order (Pending: alerts, SMS, assignment). A repeat, or the webhook having confirmed it ' +
          'first, answers the same paid order. A payment for an order that expired or was cancelled meanwhile is refunded ' +
          "in full (409 saying so). Someone else's order 404.",
        params: IdParamsSchema,
        body: PaymentConfirmationBodySchema,
        response: { 200: CustomerOrderAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => ({ order: customerOrderView(await confirmCheckoutPayment(request.params.id, callerId(request), request.body)) }),
  );

  app.put(
    '/orders/:id/payment-method',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Pay on delivery instead ("Pay cash instead")',
        description:
          'The owner turns their order Awaiting Payment into a cash on delivery order (Pending), where cash is allowed for it ' +
          "(400 with the reason: the store's cash limit, or a courier order the store wants prepaid). Not awaiting payment → " +
          "409. A payment that still arrives for it is refunded in full. Someone else's order 404.",
        params: IdParamsSchema,
        body: PaymentMethodBodySchema,
        response: { 200: CustomerOrderAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ order: customerOrderView(await payCashInstead(request.params.id, callerId(request))) }),
  );

  app.get(
    '/orders/:id/track',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Where the rider is, and when they arrive',
        description:
          "The owner's order on the map: the rider's position (only while the order is out for delivery and the position is " +
          "fresh, else null), the destination (the address's pin, else its pincode's area centre, else null), the store, and the " +
          'road distance left and arrival time ("about N min": straight line × the road factor at the average speed of the ' +
          "delivery settings). `arrived` once the rider said so or came within 150 m of the pin. Someone else's order 404.",
        params: IdParamsSchema,
        response: { 200: TrackSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => trackOrder(request.params.id, callerId(request)),
  );

  app.get(
    '/orders/:id/track/events',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'The live map as a server-sent event stream',
        description:
          'Send `Accept: text/event-stream` (else 400). One `track` event (data: the answer of GET /api/orders/:id/track) at ' +
          'once and whenever the rider moves or the order changes (within a second, whichever API process kept the position); ' +
          "the stream ends when the order is no longer out for delivery. Someone else's order 404.",
        params: IdParamsSchema,
        response: { 200: Type.String({ description: 'text/event-stream' }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!/text\/event-stream/.test(request.headers.accept ?? '')) {
        throw new BadRequestError('This is an event stream: ask for it with Accept: text/event-stream.');
      }
      await streamTrack(request, reply, request.params.id, callerId(request));
    },
  );

  ownOrderMove('/orders/:id/cancel', cancelByCustomer, {
    summary: 'Cancel an order that has not left the store',
    description:
      'The owner cancels an order Awaiting Payment, Pending or Assigned: it becomes Cancelled (history entry `customer:<id>`), its ' +
      'stock goes back to the catalogue, its coupon use to the coupon, its store credit to the customer, and it stops counting as an earlier order ' +
      'for the first-order discount — each once, also when two cancels race. Out for Delivery, Shipped, delivered ' +
      "or already cancelled orders answer 409 with the reason; someone else's order 404. A paid order is refunded in full " +
      '(`payment.refunds`: "Refund of ₹X started", then completed when Razorpay says so; the customer gets an SMS).',
  });
};

export default orderRoutes;
