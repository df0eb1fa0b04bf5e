import { OrderBillSchema, OrderCreditNoteSchema } from './bills';
import { Type } from 'typebox';
import { DELIVERY_STATUSES } from './enums';
import { ID_PATTERN, INVALID_MESSAGE, PincodeSchema } from './common';
import { MapPinSchema, ZoneSchema } from './addresses';
import { OrderSlotSchema, SlotIdSchema, SlotSchema } from './slots';
import { CheckoutHandoffSchema, OrderPaymentSchema, PaymentMethodSchema } from './payments';
import { OverrideRequestSchema, TimelineNoteSchema } from './doorstep';

const Rupees = (description: string) => Type.Number({ description: `${description} (rupees).` });
const IsoDate = Type.String({ format: 'date-time' });

/**
 * A cart line as the shop sends it. Only `id` (the VARIANT id) and `quantity` are read. The spec's client
 * sends whole cart lines (product fields, variant, variantLabel, price, details …); those other fields are
 * tolerated so that client works unchanged, but never read — prices, names and labels always come from
 * the catalogue in the database.
 */
export const CartLineSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64, description: 'Variant id.' }),
    quantity: Type.Integer({ minimum: 1, maximum: 99 }),
  },
  { additionalProperties: true, description: 'Only id and quantity are read; any other field is ignored.' },
);

export const CartItemsSchema = Type.Array(CartLineSchema, { minItems: 1, maxItems: 50 });

/** A saved address (its `id` is accepted and ignored) or a new one; the text is snapshotted on the order. */
export const ShippingAddressSchema = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 64 })),
    label: Type.String({ maxLength: 200 }),
    value: Type.String({ maxLength: 2000 }),
    pincode: Type.Optional(
      Type.Union([PincodeSchema, Type.Null()], {
        description: 'Optional 6-digit pincode; when given it decides the delivery zone (Hyderabad by partner, else courier) and the shipping rate.',
      }),
    ),
    landmark: Type.Optional(Type.Union([Type.String({ maxLength: 400 }), Type.Null()], { description: "A saved address's landmark, for the rider." })),
    pin: Type.Optional(Type.Union([MapPinSchema, Type.Null()], { description: "A saved address's map pin, for the rider." })),
  },
  { additionalProperties: false },
);

const CouponCodeSchema = Type.String({ maxLength: 40, description: 'Optional coupon; blank means none.' });

const OrderSlotIdSchema = Type.Optional(
  Type.Union([SlotIdSchema, Type.Null()], {
    description:
      "The delivery slot (GET /api/slots) for an address our riders deliver to; the customer's checkout hold on it is taken. Left out: the earliest open slot. Ignored for courier addresses.",
  }),
);

export const QuoteBodySchema = Type.Object(
  {
    cartItems: CartItemsSchema,
    shippingAddress: Type.Union([ShippingAddressSchema, Type.Null()]),
    couponCode: Type.Optional(Type.Union([CouponCodeSchema, Type.Null()])),
    slotId: OrderSlotIdSchema,
    useStoreCredit: Type.Optional(Type.Boolean({ description: 'Price with the store credit that would apply (see QuoteSchema store_credit).' })),
  },
  { additionalProperties: false },
);

export const CreateOrderBodySchema = Type.Object(
  {
    userId: Type.String({ minLength: 1, maxLength: 64 }),
    cartItems: CartItemsSchema,
    shippingAddress: ShippingAddressSchema,
    totalAmount: Type.Number({ minimum: 0, maximum: 10_000_000, description: 'The total the customer saw (rupees).' }),
    couponCode: Type.Optional(Type.Union([CouponCodeSchema, Type.Null()])),
    slotId: OrderSlotIdSchema,
    paymentMethod: Type.Optional(PaymentMethodSchema),
    useStoreCredit: Type.Optional(
      Type.Boolean({
        default: false,
        description: "Pay with the customer's store credit first: the server applies the balance, up to the total; the rest is paid online or in cash.",
      }),
    ),
    language: Type.Optional(
      Type.Union([Type.Literal('en'), Type.Literal('te')], {
        description: "The shop's language (English or Telugu): the order's SMS are written in it.",
      }),
    ),
  },
  { additionalProperties: false },
);

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'Any unique text per checkout attempt; a retry with the same key returns the first order.',
    }),
  ),
});

export const ShippingDetailSchema = Type.Object(
  {
    zone: ZoneSchema,
    delivery: Type.Union([Type.Literal('partner'), Type.Literal('courier')]),
    billed_kg: Type.Number({ description: 'The weight charged: the order weight, at least 1 kg.' }),
    rate_per_kg: Rupees('The zone rate per kg'),
    free_above: Type.Union([Rupees('Hyderabad delivery is free above this subtotal'), Type.Null()]),
    free: Type.Boolean({ description: 'true when the free-delivery threshold applied.' }),
    dispatch_date: Type.Union([Type.String({ format: 'date' }), Type.Null()], { description: 'Courier orders: the day it leaves the store (Hyderabad).' }),
    expected_date: Type.Union([Type.String({ format: 'date' }), Type.Null()], { description: 'Courier orders: the day it is expected.' }),
  },
  { additionalProperties: false },
);

/** A line sold by weight as the customer sees it: "≈ 1 kg (0.9–1.1 kg) · ₹450–₹550 · billed on packed weight". */
export const WeighedTermsSchema = Type.Object({
  price_per_kg: Rupees('Price per kg'),
  tolerance_pct: Type.Integer({ description: 'How far (±%) the packed weight may be from the nominal weight.' }),
  nominal_grams: Type.Integer({ description: "The line's nominal weight (unit weight × quantity)." }),
  min_grams: Type.Integer({ description: 'The lightest packed weight allowed.' }),
  max_grams: Type.Integer({ description: 'The heaviest packed weight allowed.' }),
  low: Rupees('The line at its lightest weight'),
  high: Rupees('The line at its heaviest weight: the most it can cost'),
});

export const QuoteSchema = Type.Object(
  {
    subtotal: Rupees('Sum of line totals'),
    first_order_discount: Rupees('10% of the subtotal on the first order'),
    coupon_discount: Rupees('What the coupon takes off'),
    shipping: Rupees('Shipping; 0 is shown as FREE'),
    total: Rupees('What the customer pays'),
    store_credit_balance: Rupees("The customer's store credit balance"),
    store_credit: Rupees('Store credit applied (with useStoreCredit): the balance, at most the total; else 0'),
    to_pay: Rupees('What is left to pay online or in cash: total less store credit'),
    weight_kg: Type.Number({ description: 'Total weight read from the variant labels.' }),
    is_first_order: Type.Boolean(),
    is_outstation: Type.Boolean(),
    coupon_code: Type.Union([Type.String(), Type.Null()]),
    shipping_detail: Type.Union([ShippingDetailSchema, Type.Null()], { description: 'Why shipping costs what it does; null before an address is chosen.' }),
    slot: Type.Union([SlotSchema, Type.Null()], {
      description: 'The slot the order would be delivered in: the one asked for, else the earliest open one; null for courier orders or a zone without slots.',
    }),
    items: Type.Array(
      Type.Object({
        variant_id: Type.String(),
        name: Type.String(),
        variantLabel: Type.String(),
        quantity: Type.Integer(),
        price: Rupees('Unit price from the catalogue'),
        line_total: Rupees('price × quantity'),
        weighed: Type.Union([WeighedTermsSchema, Type.Null()], {
          description: 'Sold by weight: charged at the nominal price now, billed on the weight packed (docs/weights.md); null for a line sold by the piece.',
        }),
      }),
    ),
  },
  { additionalProperties: false },
);

export const OrderItemSchema = Type.Object({
  product_id: Type.String({ description: 'The product as it was ordered (it may since be hidden or deleted).' }),
  variant_id: Type.String({ description: 'The size ordered; "Buy again" looks it up in today\'s catalogue.' }),
  name: Type.String(),
  variantLabel: Type.String(),
  quantity: Type.Integer(),
  price: Rupees('Unit price when ordered'),
  weighed: Type.Union(
    [
      Type.Object({
        ...WeighedTermsSchema.properties,
        packed_grams: Type.Union([Type.Integer(), Type.Null()], { description: 'Grams packed for the whole line; 0 = removed; null = not packed yet.' }),
        packed_total: Type.Union([Rupees('The line re-priced on its packed weight'), Type.Null()], { description: 'null until packed.' }),
      }),
      Type.Null(),
    ],
    { description: 'A line sold by weight, as ordered and as packed; null for a line sold by the piece.' },
  ),
});

const AddressSnapshotSchema = Type.Object({
  label: Type.String(),
  value: Type.String(),
  pincode: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'The pincode that placed the address, when one did.' })),
  landmark: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  pin: Type.Optional(Type.Union([MapPinSchema, Type.Null()])),
});

/** A subscription's delivery: which subscription and day it is, and what changed from the plan (docs/subscriptions.md). */
export const OrderSubscriptionSchema = Type.Union(
  [
    Type.Object(
      {
        id: Type.String({ description: 'The subscription it was made from.' }),
        date: Type.String({ format: 'date', description: 'The delivery day (YYYY-MM-DD, India time).' }),
        movedFromSlot: Type.Union([Type.String(), Type.Null()], {
          description: 'The slot id of the subscription when it was full or closed that day and the order went to the next morning slot; null otherwise.',
        }),
        leftOut: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Integer() }, { additionalProperties: false }), {
          description: 'Items of that day not available (out of stock, no longer sold): not in the order, not charged.',
        }),
      },
      { additionalProperties: false },
    ),
    Type.Null(),
  ],
  { description: "A subscription's delivery: paid from store credit when delivered, nothing to collect at the door. null for other orders." },
);

/** Who cancelled an order, in the customer's terms, and the reason the store gave (only a store's cancel has one). */
export const CancellationSchema = Type.Object(
  {
    by: Type.Union([Type.Literal('customer'), Type.Literal('store'), Type.Literal('payment_expired')], {
      description: "'customer': they cancelled it; 'store': staff did; 'payment_expired': an online order not paid in time.",
    }),
    reason: Type.Union([Type.String(), Type.Null()], { description: "The store's reason, when staff gave one (null otherwise)." }),
  },
  { additionalProperties: false },
);

const customerOrderFields = {
  id: Type.String(),
  customer_name: Type.String(),
  created_at: IsoDate,
  delivery_status: Type.Enum(DELIVERY_STATUSES),
  status: Type.Unsafe<string>(Type.Enum(['Placed', 'Completed', 'Cancelled'], { description: "'Placed' until finished, then 'Completed' or 'Cancelled'." })),
  delivery_type: Type.Union([Type.Literal('partner'), Type.Literal('automated')]),
  expected_delivery_date: Type.Union([IsoDate, Type.Null()]),
  slot: Type.Union([OrderSlotSchema, Type.Null()], {
    description: 'The delivery slot (rider orders when the zone has slots); the customer may reschedule until its cutoff_at.',
  }),
  partner_name: Type.Union([Type.String(), Type.Null()]),
  partner_phone: Type.Union([Type.String(), Type.Null()]),
  items: Type.Array(OrderItemSchema),
  shipping_address: AddressSnapshotSchema,
  subtotal: Rupees('Subtotal'),
  first_order_discount: Rupees('First-order discount'),
  coupon_discount: Rupees('Coupon discount'),
  shipping: Rupees('Shipping'),
  total_amount: Rupees('Total of the order (for an order with lines sold by weight: the final total once packed)'),
  nominal_total: Type.Union([Rupees('The total at the nominal weights, as placed'), Type.Null()], {
    description: 'Orders with lines sold by weight: the total at checkout; null for other orders.',
  }),
  awaiting_weights: Type.Boolean({ description: 'A line sold by weight is not packed yet: the order cannot be assigned or shipped.' }),
  store_credit: Rupees('Store credit used on the order'),
  to_pay: Rupees('What is paid online or in cash: the total less store credit'),
  payment: OrderPaymentSchema,
  coupon_code: Type.Union([Type.String(), Type.Null()]),
  is_outstation: Type.Boolean(),
  courier: Type.Union([Type.String(), Type.Null()], { description: 'Courier company of a shipped courier order.' }),
  tracking_number: Type.Union([Type.String(), Type.Null()], { description: "The courier's tracking number." }),
  shipped_at: Type.Union([IsoDate, Type.Null()], { description: 'When the order was handed to the courier.' }),
  status_history: Type.Array(Type.Object({ status: Type.String(), at: IsoDate, ...TimelineNoteSchema }), {
    description: "Every status the order went through, oldest first, with the rider's steps and how the handover was confirmed: its timeline.",
  }),
  handover_code: Type.Union([Type.String(), Type.Null()], {
    description: 'The 4-digit code to show the rider at the door: only while the order is out for delivery, only to its customer.',
  }),
  cancellation: Type.Union([CancellationSchema, Type.Null()], { description: 'Who cancelled the order and why; null unless it is cancelled.' }),
  bill: Type.Union([OrderBillSchema, Type.Null()], {
    description: 'Its GST bill, issued when delivered (or shipped, by courier): download it from GET /api/orders/:id/bill. null before.',
  }),
  subscription: OrderSubscriptionSchema,
};

export const CustomerOrderSchema = Type.Object(customerOrderFields);
export const CustomerOrderListSchema = Type.Array(CustomerOrderSchema);

/** What the partner reported when completing the delivery (staff and the partner see it, the customer not). */
export const cashCollectedFields = {
  cash_collected: Type.Union([Rupees('Cash the partner collected at the door'), Type.Null()], {
    description: 'Cash the partner collected at the door (rupees); null until they complete the delivery.',
  }),
  cash_note: Type.Union([Type.String(), Type.Null()], {
    description: "Why the cash collected differs from the total, in the partner's words (null when it does not).",
  }),
};

export const CreatedOrderSchema = Type.Object({
  orderId: Type.String(),
  order: CustomerOrderSchema,
  payment: Type.Optional(Type.Union([CheckoutHandoffSchema, Type.Null()], { description: 'An online order: what opens Razorpay Checkout for it.' })),
});

export const AdminOrderSchema = Type.Object({
  ...customerOrderFields,
  user_id: Type.String(),
  customer_phone: Type.String(),
  payment_method: Type.String({ description: "How the customer pays, e.g. 'Cash on Delivery'." }),
  partner_id: Type.Union([Type.String(), Type.Null()]),
  override_request: Type.Union([OverrideRequestSchema, Type.Null()], {
    description: 'The partner could not get the code and sent a photo: an owner or manager approves to complete the delivery.',
  }),
  ...cashCollectedFields,
  credit_notes: Type.Array(OrderCreditNoteSchema, { description: 'Money given back after the bill, each with its credit note, oldest first.' }),
  status_history: Type.Array(
    Type.Object({
      status: Type.String(),
      at: IsoDate,
      by: Type.String({ description: "'customer:<id>', 'admin:<id>', 'partner:<id>' or 'system'." }),
      reason: Type.Union([Type.String(), Type.Null()], { description: 'Why, when given (an admin cancelling).' }),
      ...TimelineNoteSchema,
    }),
    { description: 'Every status the order went through, oldest first, with who moved it.' },
  ),
});

/** The answer of a change to a customer's own order's payment (confirming it, paying cash instead). */
export const CustomerOrderAnswerSchema = Type.Object({ order: CustomerOrderSchema });
/** The answer of a staff refund. */
export const AdminOrderAnswerSchema = Type.Object({ order: AdminOrderSchema });

export const AdminOrderListQuerySchema = Type.Object(
  {
    status: Type.Optional(Type.Enum(DELIVERY_STATUSES, { description: 'Delivery status.' })),
    partner: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Only orders whose partner (now, or when they ended) is this one.' })),
    customer: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "Only this customer's orders (their user id)." })),
    outstation: Type.Optional(Type.Boolean({ description: 'true: only outstation orders; false: only Hyderabad orders.' })),
    slot: Type.Optional(SlotIdSchema),
    from: Type.Optional(Type.String({ format: 'date', description: 'First order day (YYYY-MM-DD, Hyderabad time), inclusive.' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'Last order day (YYYY-MM-DD, Hyderabad time), inclusive.' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  },
  { additionalProperties: false },
);

export const AdminOrderPageSchema = Type.Object({
  orders: Type.Array(AdminOrderSchema),
  total: Type.Integer({ description: 'Orders matching the filters.' }),
  page: Type.Integer(),
  totalPages: Type.Integer(),
});

const PartnerIdSchema = (description: string) =>
  Type.String({ pattern: ID_PATTERN, maxLength: 24, description, [INVALID_MESSAGE]: 'Please choose an active delivery partner.' });

export const AssignBodySchema = Type.Object({ partnerId: PartnerIdSchema('The active partner to carry the order.') }, { additionalProperties: false });

const FromPartnerIdSchema = PartnerIdSchema(
  'The partner the admin saw on the order (its partner_id); the change applies only while the order is still with them.',
);

export const UnassignBodySchema = Type.Object({ fromPartnerId: FromPartnerIdSchema }, { additionalProperties: false });

export const ReassignBodySchema = Type.Object(
  { fromPartnerId: FromPartnerIdSchema, partnerId: PartnerIdSchema('Another active partner to carry the order.') },
  { additionalProperties: false },
);

export const BulkAssignBodySchema = Type.Object(
  {
    order_ids: Type.Array(Type.String({ minLength: 1, maxLength: 24, description: 'An order id; one that is not is listed as failed.' }), {
      minItems: 1,
      maxItems: 50,
      description: 'The Pending partner orders to assign (1 to 50; a repeated id counts once).',
    }),
    partner_id: PartnerIdSchema('The active partner to carry every one of them.'),
  },
  { additionalProperties: false },
);

export const BulkAssignResultSchema = Type.Object({
  assigned: Type.Array(Type.String(), { description: 'Orders now Assigned to the partner (or already were, to this partner).' }),
  failed: Type.Array(Type.Object({ id: Type.String(), msg: Type.String({ description: 'Why this order was left as it was.' }) }), {
    description: 'Orders that could not be assigned, each unchanged, with the reason.',
  }),
});

/** An order a partner holds (Assigned or Out for Delivery), as listed when the partner is disabled. */
export const OrderInHandSchema = Type.Object(
  {
    id: Type.String(),
    delivery_status: Type.Union([Type.Literal('Assigned'), Type.Literal('Out for Delivery')]),
    customer_name: Type.String(),
    created_at: IsoDate,
  },
  { additionalProperties: false },
);

export const LocationSchema = Type.Object({
  latitude: Type.Number(),
  longitude: Type.Number(),
  updated_at: IsoDate,
});

/** Courier tracking numbers are 8–20 characters in practice; 40 leaves room and fits the customer's screen and SMS. */
export const TRACKING_NUMBER_MAX = 40;

export const ShipBodySchema = Type.Object(
  {
    courier: Type.String({ minLength: 1, maxLength: 60, description: 'The courier company, e.g. "DTDC".' }),
    trackingNumber: Type.String({
      minLength: 1,
      maxLength: TRACKING_NUMBER_MAX,
      description: "The courier's tracking number.",
      [INVALID_MESSAGE]: {
        minLength: 'Please enter the tracking number.',
        maxLength: `The tracking number can have at most ${TRACKING_NUMBER_MAX} characters.`,
      },
    }),
  },
  { additionalProperties: false },
);

export const CancelBodySchema = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 300, description: 'Why the store cancels; kept in the history entry.' })) },
  { additionalProperties: false },
);

export const ExportQuerySchema = Type.Object(
  {
    from: Type.Optional(Type.String({ format: 'date', description: 'First order day (YYYY-MM-DD, Hyderabad time), inclusive.' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'Last order day (YYYY-MM-DD, Hyderabad time), inclusive.' })),
    status: Type.Optional(Type.Enum(DELIVERY_STATUSES, { description: 'Delivery status.' })),
  },
  { additionalProperties: false },
);

export const PackBodySchema = Type.Object(
  {
    lines: Type.Array(
      Type.Object(
        {
          variantId: Type.String({ pattern: ID_PATTERN, maxLength: 24, description: 'A weighed line of the order (its variant id).' }),
          grams: Type.Integer({
            minimum: 0,
            maximum: 1_000_000,
            description: 'Grams packed for the whole line; 0 removes the line (it is not charged, or refunded when prepaid).',
            [INVALID_MESSAGE]: 'Enter the packed weight in whole grams (0 removes the line).',
          }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50, description: 'The weighed lines packed now; lines left out keep their earlier weight (or stay unpacked).' },
    ),
  },
  { additionalProperties: false },
);
