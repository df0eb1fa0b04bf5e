import { Schema, model, type InferSchemaType } from 'mongoose';
import { keyedSchema } from '../../lib/mongo';

import { DELIVERY_STATUSES, DELIVERY_TYPES } from '@farm-store/contracts/enums';

export { DELIVERY_STATUSES, DELIVERY_TYPES, type DeliveryStatus } from '@farm-store/contracts/enums';

const orderItemSchema = new Schema(
  {
    product_id: { type: String, required: true },
    variant_id: { type: String, required: true },
    name: { type: String, required: true },
    variantLabel: { type: String, required: true },
    quantity: { type: Number, required: true },
    /** Unit price at the time of ordering, paise. */
    price_paise: { type: Number, required: true },
    image_url: { type: String, default: null },
    /** Shipping weight of one unit when ordered (for packing lists); unset on orders from before it was kept. */
    weight_grams: { type: Number, default: undefined },
    /**
     * Whether placing the order took this line's stock (its variant was counted then). A cancel gives back only
     * what was taken. Orders placed before this was recorded leave it unset: theirs is given back when counted.
     */
    stock_taken: { type: Boolean, default: undefined },
    /**
     * A line sold by weight (docs/weights.md), as the customer saw it at checkout: price per kg, tolerance and the
     * line's nominal grams (unit weight × quantity). Once packed: the grams packed (0 = removed) and the line's
     * re-priced total. Unset on lines sold by the piece.
     */
    sold_by_weight: { type: Boolean, default: undefined },
    price_per_kg_paise: { type: Number, default: undefined },
    tolerance_pct: { type: Number, default: undefined },
    nominal_grams: { type: Number, default: undefined },
    packed_grams: { type: Number, default: undefined },
    packed_total_paise: { type: Number, default: undefined },
    /** What its bill prints (docs/bills.md), as the product was when ordered: its Telugu name and tax class. */
    name_te: { type: String, default: undefined },
    hsn: { type: String, default: undefined },
    gst_rates: { type: [new Schema({ rate: Number, from: String }, { _id: false })], default: undefined },
  },
  { _id: false },
);

const historySchema = new Schema(
  {
    status: { type: String, required: true },
    at: { type: Date, required: true },
    /** Who moved it: 'customer:<id>', 'admin:<id>', 'partner:<id>' or 'system'. */
    by: { type: String, required: true },
    /** Why, when the mover gave a reason (an admin cancelling, a delivery slot moved). */
    reason: { type: String, default: undefined },
    /** A move to another delivery slot (the status stays): the slot moved to. */
    slot_to: { type: String, default: undefined },
    /**
     * A change of the order's money (the status stays): 'paid_at_door', 'refund_started', 'refund_processed',
     * 'refund_failed', or 'final_bill' (the order was packed: `amount_paise` is its final total).
     */
    payment: { type: String, default: undefined },
    /** The amount of that change, paise. */
    amount_paise: { type: Number, default: undefined },
    /** A step of the rider (the status stays): 'picked_up', 'arrived'; or 'arriving_soon', the one SMS when they come near. */
    step: { type: String, default: undefined },
    /** On the Delivered entry of a rider's order: 'code', 'override' (with `photo_url`) or 'no_code'. */
    confirmed_by: { type: String, default: undefined },
    photo_url: { type: String, default: undefined },
    /** A complaint about the delivered order was decided (the status stays): 'approved_<original|credit|replacement>' or 'declined'. */
    complaint: { type: String, default: undefined },
  },
  { _id: false },
);

const refundEntrySchema = new Schema(
  {
    /** The refund's key in the refunds ledger (payments module): one per reason, so never two for one reason. */
    key: { type: String, required: true },
    amount_paise: { type: Number, required: true },
    reason: { type: String, required: true },
    state: { type: String, enum: ['pending', 'processed', 'failed'], required: true },
    created_at: { type: Date, required: true },
    processed_at: { type: Date, default: null },
  },
  { _id: false },
);

/** How the order is paid (docs/payments.md "Payment states"); every change is one conditional write on the order. */
const paymentSchema = new Schema(
  {
    method: { type: String, enum: ['cod', 'online', 'subscription'], required: true },
    state: { type: String, enum: ['due', 'awaiting', 'paid', 'expired'], required: true },
    paid_via: { type: String, enum: ['online', 'upi_qr', 'cash', 'store_credit', null], default: null },
    /** Razorpay's order for an online payment. */
    razorpay_order_id: { type: String, default: null },
    /** The payment that paid it (Razorpay's id), online or by the UPI QR code at the door. */
    payment_id: { type: String, default: null },
    instrument: { type: String, default: null },
    paid_paise: { type: Number, default: 0 },
    /** What may still be refunded: paid minus every refund started. Refunds take from it with a conditional $inc. */
    refundable_paise: { type: Number, default: 0 },
    refunds: { type: [refundEntrySchema], default: [] },
    /** The key of every refund listed, marked by lib/key-marks.ts: a key is listed (and taken from refundable) once. */
    refund_keys: { type: Schema.Types.Mixed, default: undefined },
    /** An order awaiting payment is cancelled (state expired) when unpaid at this time. */
    expires_at: { type: Date, default: null },
  },
  { _id: false },
);

/**
 * The handover of a rider's order, issued when it goes out for delivery (orders/handover.ts): the code its customer
 * shows, whether the store asked for one then, wrong tries, the rider's steps, and an override request with its photo.
 */
const handoverSchema = new Schema(
  {
    code: { type: String, required: true },
    required: { type: Boolean, required: true },
    wrong_codes: { type: Number, default: 0 },
    picked_up_at: { type: Date, default: null },
    arrived_at: { type: Date, default: null },
    override: {
      type: new Schema({ photo_url: { type: String, required: true }, requested_at: { type: Date, required: true } }, { _id: false }),
      default: null,
    },
  },
  { _id: false },
);

/**
 * An order snapshots everything it was sold with (names, prices, address, breakdown), so later catalogue
 * or address changes never alter it. Partner fields are embedded because they are read with the order.
 */
const orderSchema = new Schema(
  {
    user_id: { type: String, required: true },
    customer_name: { type: String, required: true },
    customer_phone: { type: String, required: true },
    items: { type: [orderItemSchema], required: true },
    shipping_address: {
      type: new Schema(
        {
          label: String,
          value: String,
          pincode: { type: String, default: undefined },
          landmark: { type: String, default: undefined },
          pin: { type: new Schema({ lat: { type: Number, required: true }, lng: { type: Number, required: true } }, { _id: false }), default: undefined },
        },
        { _id: false },
      ),
      required: true,
    },
    subtotal_paise: { type: Number, required: true },
    first_order_discount_paise: { type: Number, required: true, default: 0 },
    coupon_discount_paise: { type: Number, required: true, default: 0 },
    shipping_paise: { type: Number, required: true, default: 0 },
    total_paise: { type: Number, required: true },
    /** Store credit spent on the order at checkout (key `spend:<order id>`); the rest is paid online or in cash. */
    store_credit_paise: { type: Number, default: 0 },
    /**
     * What of that credit may still go back to the customer (set when placed; taken with a conditional $inc by
     * orders/store-credit.ts creditFromOrder). Orders from before it was kept return their whole credit on cancel.
     */
    credit_returnable_paise: { type: Number, default: undefined },
    /** The key of every move of this order's money into store credit, marked by lib/key-marks.ts with its amount. */
    credit_keys: { type: Schema.Types.Mixed, default: undefined },
    weight_grams: { type: Number, required: true, default: 0 },
    coupon_code: { type: String, default: null },
    /** The coupon's discount terms at checkout: packing re-applies them to the re-priced subtotal (weights). */
    coupon_terms: {
      type: new Schema(
        {
          discount_type: { type: String, enum: ['percentage', 'fixed'], required: true },
          percent_bp: { type: Number, required: true },
          amount_paise: { type: Number, required: true },
        },
        { _id: false },
      ),
      default: undefined,
    },
    /**
     * Orders with lines sold by weight: the total at the nominal weights (total_paise becomes the final total once
     * packed), whether a weighed line still waits for its packed weight (then the order cannot be assigned or
     * shipped), and how many times it was packed (each packing's one conditional write expects the last count).
     */
    nominal_total_paise: { type: Number, default: undefined },
    awaiting_weights: { type: Boolean, default: undefined },
    packings: { type: Number, default: undefined },
    payment_method: { type: String, required: true, default: 'Cash on Delivery' },
    handover: { type: handoverSchema, default: undefined },
    /** Orders from before online payment have none: they are cash on delivery (views.ts paymentOf). */
    payment: { type: paymentSchema, default: undefined },
    delivery_status: { type: String, enum: DELIVERY_STATUSES, required: true, default: 'Pending' },
    /** Overall order status: 'Placed' until finished, then 'Completed' or 'Cancelled'. */
    status: { type: String, required: true, default: 'Placed' },
    delivery_type: { type: String, enum: DELIVERY_TYPES, required: true },
    is_outstation: { type: Boolean, required: true },
    expected_delivery_date: { type: Date, default: null },
    /** The delivery slot promised (riders' orders in a zone with slots); its place is counted in slot_counts. */
    slot: {
      type: new Schema(
        {
          id: { type: String, required: true },
          starts_at: { type: Date, required: true },
          ends_at: { type: Date, required: true },
          cutoff_at: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    partner_id: { type: String, default: null },
    partner_name: { type: String, default: null },
    partner_phone: { type: String, default: null },
    /** Courier dispatch of an automated order (set when it moves to Shipped). */
    courier: { type: String, default: null },
    tracking_number: { type: String, default: null },
    shipped_at: { type: Date, default: null },
    /**
     * True when placing this order took a use of its coupon (coupons/usage.ts); cancelling gives that use back.
     * Orders from before coupon uses were counted have none to give back.
     */
    coupon_use_taken: { type: Boolean, default: false },
    status_history: { type: [historySchema], default: [] },
    /** When the order reached Delivered (partner completion or the customer's confirmation). */
    delivered_at: { type: Date, default: null },
    /** Cash the partner reported collecting at the door (paise), set when they complete the delivery. */
    cash_collected_paise: { type: Number, default: null },
    /** The partner's reason when the cash collected differs from the total. */
    cash_note: { type: String, default: null },
    /** Calendar day of creation in Asia/Kolkata (YYYY-MM-DD), for per-day statistics without $dateToString. */
    day: { type: String, required: true },
    /** The shop's language when the order was placed ('en' or 'te'): the language of its SMS. */
    language: { type: String, default: null },
    /** A free replacement sent for an approved complaint: the order it replaces (orders/remedies.ts). */
    replacement_of: { type: String, default: null },
    /**
     * A subscription's delivery, made at the cut-off the evening before (docs/subscriptions.md): its subscription and
     * day, the slot it was moved from when the subscription's was full, and the items not available that day.
     */
    subscription: {
      type: new Schema(
        {
          id: { type: String, required: true },
          date: { type: String, required: true },
          moved_from_slot: { type: String, default: null },
          left_out: { type: [new Schema({ name: String, quantity: Number }, { _id: false })], default: [] },
        },
        { _id: false },
      ),
      default: undefined,
    },
    /** Its GST bill once issued (orders/billing.ts; the document itself is in the bills module). */
    bill: {
      type: new Schema(
        {
          id: { type: String, required: true },
          number: { type: String, required: true },
          kind: { type: String, required: true },
          issued_at: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    /** The credit notes of money given back after the bill, each listed once (marked in credit_note_keys by lib/key-marks.ts). */
    credit_notes: {
      type: [new Schema({ id: String, number: String, amount_paise: Number, reason: String, issued_at: Date }, { _id: false })],
      default: undefined,
    },
    credit_note_keys: { type: Schema.Types.Mixed, default: undefined },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } as const },
);

// Sized for tens of thousands of orders: every list reads one index range already in its sort order
// (newest first, _id breaking ties so pages never overlap).
orderSchema.index({ created_at: -1, _id: -1 }); // admin list, and its date-range filter
orderSchema.index({ delivery_status: 1, created_at: -1, _id: -1 }); // admin list filtered by status
orderSchema.index({ is_outstation: 1, created_at: -1, _id: -1 }); // admin list filtered by outstation
orderSchema.index({ user_id: 1, created_at: -1, _id: -1 }); // a customer's own orders; isFirstOrder
orderSchema.index({ partner_id: 1, delivery_status: 1 }); // a partner's current orders
orderSchema.index({ day: 1, status: 1, total_paise: 1 }); // statistics per day: both groupings read only this index
orderSchema.index({ 'slot.id': 1, created_at: -1, _id: -1 }); // admin list filtered by slot; packing lists
orderSchema.index({ updated_at: 1 }); // the SMS outbox's reconciliation: orders changed lately

export type Order = InferSchemaType<typeof orderSchema>;
export const OrderModel = model('Order', orderSchema);

/**
 * One row per `Idempotency-Key` a customer sent with POST /api/orders. `_id` is `${userId}:${key}`, so the
 * database's own unique `_id` index lets exactly one submission reserve a key (on FerretDB and MongoDB
 * alike); `order_id` is the `_id` the key's order is (or will be) stored under, fixed when the key is
 * reserved; `holder` is the claim token of the submission placing it (see idempotency.ts).
 */
const orderIdempotencySchema = keyedSchema({
  order_id: { type: String, default: null },
  holder: { type: String, default: null },
  created_at: { type: Date, required: true },
});

export const OrderIdempotencyModel = model('OrderIdempotency', orderIdempotencySchema);

/**
 * Held while a customer with no active order places an order: one row per customer (`_id` = user id), so the
 * unique `_id` index lets one submission at a time price a first order, across API processes. See
 * first-order-hold.ts.
 */
const firstOrderHoldSchema = keyedSchema(
  {
    /** Claim token of the submission holding it (lib/claims.ts). */
    holder: { type: String, default: null },
    created_at: { type: Date, required: true },
  },
  'first_order_holds',
);

export const FirstOrderHoldModel = model('FirstOrderHold', firstOrderHoldSchema);

/**
 * One row per online order awaiting payment (`_id` = order id) with the time it expires: the expiry sweep reads this
 * small collection instead of the orders (orders/payments.ts expireUnpaidOrders). Deleted once the order is paid,
 * switched to cash or expired.
 */
const paymentDeadlineSchema = keyedSchema({ expires_at: { type: Date, required: true } }, 'payment_deadlines');
export const PaymentDeadlineModel = model('PaymentDeadline', paymentDeadlineSchema);

/**
 * One row per rider's order out for delivery (`_id` = order id): its partner and where it goes. Each position a partner
 * sends reads this small collection (never the orders) to send "arriving soon" and mark arrival (orders/tracking.ts).
 */
const deliveryUnderWaySchema = keyedSchema(
  {
    partner_id: { type: String, required: true },
    destination: { type: new Schema({ lat: Number, lng: Number }, { _id: false }), default: null },
    /** The destination is the customer's own pin (not a pincode's centre): close to it the rider has arrived. */
    pinned: { type: Boolean, default: false },
    arriving_soon_sent: { type: Boolean, default: false },
    /** The partner sent a photo at the door and waits for a manager (handover.ts pendingOverrides). */
    override_requested: { type: Boolean, default: false },
  },
  'deliveries_under_way',
);
export const DeliveryUnderWayModel = model('DeliveryUnderWay', deliveryUnderWaySchema);

/**
 * Each partner's orders out for delivery (`_id` = partner id), kept beside deliveries_under_way: a position reads this
 * row and then those orders' rows, each by `_id`. A query by `partner_id` would read every delivery under way on the
 * embedded database, which looks up only `_id` by index (devdb/third_party/ferretdb/PATCHES.md).
 */
const partnerUnderWaySchema = keyedSchema({ order_ids: { type: [String], default: [] } }, 'partners_under_way');
export const PartnerUnderWayModel = model('PartnerUnderWay', partnerUnderWaySchema);

/** The orders waiting for the store now (`_id` = order id; waiting.ts), counted by the dashboard. */
const orderWaitingSchema = keyedSchema({ since: { type: Date, required: true } }, 'orders_waiting');
export const OrderWaitingModel = model('OrderWaiting', orderWaitingSchema);

/** Photos taken at the door for an override (`_id` = the image id): kept with their order, never swept as unused. */
const doorPhotoSchema = keyedSchema({ order_id: { type: String, required: true }, created_at: { type: Date, required: true } }, 'door_photos');
export const DoorPhotoModel = model('DoorPhoto', doorPhotoSchema);
