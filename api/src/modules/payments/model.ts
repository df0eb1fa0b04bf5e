import { model } from 'mongoose';
import { keyedSchema } from '../../lib/mongo';

/**
 * The store's money records, each keyed by where it came from so that a retry, a duplicate webhook or a second
 * API process never records it twice (docs/payments.md):
 *
 * - `payments`: money received, one row per Razorpay payment (`_id` = its id), captured or failed;
 * - `refunds`: money sent back, one row per reason to refund (`_id` = the refund key, e.g. `cancel:<order id>`);
 * - `payment_events`: every webhook event applied (`_id` = Razorpay's event id);
 * - `payment_links`: which of our orders or store-credit top-ups a Razorpay order or UPI QR code is for (`_id` = Razorpay's id);
 * - `payment_settings`: the store's payment settings, one document.
 */

const paymentSchema = keyedSchema(
  {
    /** Our order (null when Razorpay named none we know, and for a top-up). */
    order_id: { type: String, default: null },
    /** The store-credit top-up it paid (store-credit/top-ups.ts), instead of an order. */
    top_up_id: { type: String, default: null },
    /** The Razorpay order or QR code it paid. */
    link_id: { type: String, default: null },
    via: { type: String, enum: ['online', 'upi_qr'], required: true },
    amount_paise: { type: Number, required: true },
    status: { type: String, enum: ['captured', 'failed'], required: true },
    /** upi, card, netbanking, wallet. */
    method: { type: String, default: null },
    /** "UPI", "Card ending 4242": never more of an instrument than its name and last four digits. */
    instrument: { type: String, default: null },
    at: { type: Date, required: true },
  },
  'payments',
);
export const PaymentModel = model('Payment', paymentSchema);

const refundSchema = keyedSchema(
  {
    order_id: { type: String, default: null },
    payment_id: { type: String, required: true },
    amount_paise: { type: Number, required: true },
    reason: { type: String, required: true },
    state: { type: String, enum: ['pending', 'processed', 'failed'], required: true },
    /** Set once Razorpay answered; a refund without one is sent again (same idempotency key) by the sweep. */
    razorpay_refund_id: { type: String, default: null },
    created_at: { type: Date, required: true },
    processed_at: { type: Date, default: null },
  },
  'refunds',
);
export const RefundModel = model('Refund', refundSchema);

const paymentEventSchema = keyedSchema({ event: { type: String, required: true }, at: { type: Date, required: true } }, 'payment_events');
export const PaymentEventModel = model('PaymentEvent', paymentEventSchema);

const paymentLinkSchema = keyedSchema(
  {
    /** One of the two: the order it pays, or the store-credit top-up. */
    order_id: { type: String, default: null },
    top_up_id: { type: String, default: null },
    via: { type: String, enum: ['online', 'upi_qr'], required: true },
    amount_paise: { type: Number, required: true },
    created_at: { type: Date, required: true },
  },
  'payment_links',
);
export const PaymentLinkModel = model('PaymentLink', paymentLinkSchema);

const paymentSettingsSchema = keyedSchema(
  {
    cash_limit_paise: { type: Number, required: true },
    courier_cash: { type: Boolean, required: true },
    payment_window_minutes: { type: Number, required: true },
  },
  'payment_settings',
);
export const PaymentSettingsModel = model('PaymentSettings', paymentSettingsSchema);
