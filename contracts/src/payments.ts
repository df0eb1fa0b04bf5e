import { Type } from 'typebox';

/**
 * Paying for an order: online through Razorpay (UPI, cards, netbanking, wallets) or on delivery (cash, or UPI to a
 * QR code the partner shows), refunds, and the day's money for staff. docs/payments.md says what each state means.
 * Amounts handed to Razorpay are integer paise (as its API takes them); amounts shown to people are rupees.
 */

const Rupees = (description: string) => Type.Number({ description: `${description} (rupees).` });
const IsoDate = Type.String({ format: 'date-time' });

/** How the customer chose to pay at checkout. */
export const PAYMENT_METHODS = ['cod', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PaymentMethodSchema = Type.Union([Type.Literal('cod'), Type.Literal('online')], {
  description: "'online': pay now through Razorpay; 'cod' (the default): pay on delivery, in cash or by UPI to the partner's QR code.",
});

/** How an order is paid: a checkout's method, or 'subscription' for a subscription's delivery (docs/subscriptions.md). */
export const OrderPaymentMethodSchema = Type.Union([Type.Literal('cod'), Type.Literal('online'), Type.Literal('subscription')], {
  description:
    "'online': paid through Razorpay; 'cod': paid on delivery, in cash or by UPI to the partner's QR code; 'subscription': a subscription's delivery, " +
    'paid from store credit when delivered (nothing to collect at the door).',
});

/**
 * Where an order's money is:
 * - `due`: to be paid at the door (cash on delivery, not yet collected), or a subscription's delivery not yet paid from store credit;
 * - `awaiting`: an online order waiting for its payment (its stock, coupon use and slot are held until `expires_at`);
 * - `paid`: the money was received (online, by UPI at the door, or cash the partner collected), or store credit covered it all;
 * - `expired`: an online order that was not paid in time (cancelled; everything held was released).
 */
export const PAYMENT_STATES = ['due', 'awaiting', 'paid', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How a paid order was paid; 'store_credit': the customer's store credit covered all of it (docs/store-credit.md). */
export const PAID_VIA = ['online', 'upi_qr', 'cash', 'store_credit'] as const;
export type PaidVia = (typeof PAID_VIA)[number];

/** A refund's progress at Razorpay: started (`pending`), money sent back (`processed`) or refused (`failed`). */
export const REFUND_STATES = ['pending', 'processed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const RefundSchema = Type.Object(
  {
    id: Type.String({ description: "The refund's key: one per reason it was made (a cancelled order is refunded once)." }),
    amount: Rupees('Refunded amount'),
    state: Type.Enum(REFUND_STATES),
    reason: Type.String({ description: 'Why, in words the customer reads (e.g. "Order cancelled").' }),
    created_at: IsoDate,
    processed_at: Type.Union([IsoDate, Type.Null()]),
  },
  { additionalProperties: false },
);

/** An order's payment as its customer, staff and its partner see it. */
export const OrderPaymentSchema = Type.Object(
  {
    method: OrderPaymentMethodSchema,
    state: Type.Enum(PAYMENT_STATES),
    paid_via: Type.Union([Type.Enum(PAID_VIA), Type.Null()]),
    /** e.g. "UPI", "Card ending 4242": the method's name and at most the last four digits, nothing else is kept. */
    instrument: Type.Union([Type.String(), Type.Null()], { description: 'How it was paid online: "UPI", "Card ending 4242", "Netbanking", "Wallet".' }),
    paid: Rupees('Received online or by UPI at the door'),
    refunded: Rupees('Refunds completed'),
    refund_pending: Rupees('Refunds started and not yet completed'),
    refunds: Type.Array(RefundSchema, { description: 'Every refund of the order, oldest first.' }),
    expires_at: Type.Union([IsoDate, Type.Null()], { description: 'An order awaiting payment is cancelled when unpaid at this time.' }),
  },
  { additionalProperties: false },
);

/** What the shop needs to open Razorpay Checkout for an order awaiting payment. */
export const CheckoutHandoffSchema = Type.Object(
  {
    razorpayOrderId: Type.String({ description: "Razorpay's order for the server's total." }),
    keyId: Type.String({ description: "The store's public Razorpay key id (never the secret)." }),
    amount: Type.Integer({ description: 'The amount to pay, in paise.' }),
    currency: Type.Literal('INR'),
    expires_at: IsoDate,
  },
  { additionalProperties: false },
);

/** The payment options the shop offers, public. */
export const PaymentOptionsSchema = Type.Object(
  {
    online: Type.Boolean({ description: 'true when Pay now is offered (the store has Razorpay keys).' }),
    key_id: Type.Union([Type.String(), Type.Null()]),
    checkout_script: Type.Union([Type.String(), Type.Null()], { description: "Where Razorpay Checkout's script is loaded from." }),
    cash_limit: Type.Union([Rupees('Orders above this total cannot be paid in cash'), Type.Null()], {
      description: 'null: no limit (online payment is not offered, so cash is the only way).',
    }),
    courier_cash: Type.Boolean({ description: 'Whether courier (outstation) orders may be paid in cash.' }),
    payment_window_minutes: Type.Integer({ description: 'An online order unpaid this long is cancelled.' }),
  },
  { additionalProperties: false },
);

/** What Razorpay Checkout's success handler gives the shop, passed on as it is. */
export const PaymentConfirmationBodySchema = Type.Object(
  {
    razorpay_order_id: Type.String({ minLength: 1, maxLength: 64 }),
    razorpay_payment_id: Type.String({ minLength: 1, maxLength: 64 }),
    razorpay_signature: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);

/** The customer gives up paying online and pays on delivery instead (where cash is allowed for the order). */
export const PaymentMethodBodySchema = Type.Object({ method: Type.Literal('cod') }, { additionalProperties: false });

/** Staff settings of payments. */
export const PaymentSettingsSchema = Type.Object(
  {
    cash_limit: Type.Integer({
      minimum: 0,
      maximum: 1_000_000,
      description: 'Orders above this total (rupees) must be paid online while online payment is offered.',
    }),
    courier_cash: Type.Boolean({ description: 'Whether courier (outstation) orders may be paid in cash.' }),
    payment_window_minutes: Type.Integer({ minimum: 5, maximum: 120, description: 'How long an online order waits for its payment.' }),
  },
  { additionalProperties: false },
);

/** A partial refund (staff, and later features: final weights, complaints). */
export const RefundBodySchema = Type.Object(
  {
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000, description: 'Rupees, at most what is still refundable.' }),
    reason: Type.String({ minLength: 3, maxLength: 200 }),
  },
  { additionalProperties: false },
);

/** The UPI QR code a partner shows at the door, fixed to the amount due. */
export const UpiQrSchema = Type.Object(
  {
    qr_id: Type.String(),
    image_url: Type.String({ description: 'The QR code image (Razorpay hosts it).' }),
    amount: Rupees('The amount the code asks for'),
    close_by: IsoDate,
  },
  { additionalProperties: false },
);

/** `top_up`: a payment for a customer's store-credit top-up (no order: it became store credit). */
export const PAYMENT_KINDS = ['payment', 'refund', 'top_up'] as const;

/** One row of the day's money: a payment received (for an order, or a store-credit top-up) or a refund sent. */
export const PaymentRowSchema = Type.Object(
  {
    kind: Type.Enum(PAYMENT_KINDS),
    id: Type.String({ description: "Razorpay's payment id, or the refund's key." }),
    order_id: Type.Union([Type.String(), Type.Null()]),
    amount: Rupees('Amount'),
    method: Type.String({ description: 'upi, card, netbanking, wallet; for refunds the payment method.' }),
    via: Type.Union([Type.Enum(PAID_VIA), Type.Null()], { description: "Checkout (online) or the partner's QR code (upi_qr)." }),
    state: Type.String({ description: 'captured or failed (payments); pending, processed or failed (refunds).' }),
    at: IsoDate,
  },
  { additionalProperties: false },
);

export const MISMATCH_KINDS = ['captured_without_order', 'order_without_payment', 'amount_differs', 'refund_pending_too_long', 'settlement_differs'] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export const MismatchSchema = Type.Object(
  {
    kind: Type.Enum(MISMATCH_KINDS),
    order_id: Type.Union([Type.String(), Type.Null()]),
    reference: Type.String({ description: 'The payment, refund or settlement it is about.' }),
    detail: Type.String({ description: 'What does not match, in words staff read.' }),
  },
  { additionalProperties: false },
);

export const SettlementSchema = Type.Object(
  {
    id: Type.String(),
    amount: Rupees('Paid into the bank'),
    fees: Rupees("Razorpay's fees and tax"),
    payments: Rupees('The payments it settles, before fees'),
    utr: Type.Union([Type.String(), Type.Null()], { description: "The bank transfer's reference." }),
    state: Type.String(),
    at: IsoDate,
  },
  { additionalProperties: false },
);

export const PaymentsReportQuerySchema = Type.Object(
  {
    from: Type.String({ format: 'date', description: 'First day (YYYY-MM-DD, Hyderabad), inclusive.' }),
    to: Type.String({ format: 'date', description: 'Last day, inclusive (at most 92 days after from).' }),
  },
  { additionalProperties: false },
);

export const PaymentsReportSchema = Type.Object(
  {
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    totals: Type.Object(
      {
        received: Rupees('Payments captured'),
        refunded: Rupees('Refunds processed'),
        refund_pending: Rupees('Refunds started, not yet processed'),
        settled: Rupees('Paid into the bank'),
        cash: Rupees('Cash partners collected on orders delivered in the range'),
        by_method: Type.Array(Type.Object({ method: Type.String(), count: Type.Integer(), amount: Rupees('Captured') }, { additionalProperties: false })),
      },
      { additionalProperties: false },
    ),
    rows: Type.Array(PaymentRowSchema, { description: 'Payments and refunds, newest first.' }),
    settlements: Type.Array(SettlementSchema),
    mismatches: Type.Array(MismatchSchema),
  },
  { additionalProperties: false },
);
