import { Schema, model } from 'mongoose';
import { keyedSchema } from '../../lib/mongo';

/**
 * One entry of a customer's store credit: an amount in paise (positive credits, negative spends) with its reason and
 * its source. `key` is the source (`complaint:<id>`, `weight:<order id>`, `spend:<order id>`, `return:<order id>`,
 * `goodwill:<id>`): one entry per source, so the same source never moves credit twice.
 */
const creditEntrySchema = new Schema(
  {
    key: { type: String, required: true },
    amount_paise: { type: Number, required: true },
    reason: { type: String, required: true },
    /** The order the entry is about, when there is one (shown as a link in Account). */
    order_id: { type: String, default: null },
    /** Who gave it: 'system', 'admin:<id>' or 'customer:<id>'. */
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * A customer's store credit (`_id` = the customer's id): the append-only ledger of entries and its balance, in one
 * document so that each entry and the balance change together in one conditional write — the balance always equals
 * the sum of the entries and never goes below zero, whatever runs at the same time (service.ts).
 */
const storeCreditSchema = keyedSchema(
  {
    balance_paise: { type: Number, required: true, default: 0 },
    entries: { type: [creditEntrySchema], default: [] },
    /** Every key in `entries`, marked by lib/key-marks.ts: "this key has not moved credit yet" is its mark not existing. */
    applied: { type: Schema.Types.Mixed, default: {} },
  },
  'store_credits',
);
export const StoreCreditModel = model('StoreCredit', storeCreditSchema);

/**
 * A top-up: the customer adds credit by paying online (UPI through Razorpay Checkout). `_id` a new ObjectId string.
 * `awaiting` its payment until `expires_at`, then `expired`; `paid` once a captured payment was taken for it (by
 * `payment_id`, one only), which credits the ledger under `topup:<id>` (top-ups.ts).
 */
const topUpSchema = keyedSchema(
  {
    user_id: { type: String, required: true },
    amount_paise: { type: Number, required: true },
    state: { type: String, enum: ['awaiting', 'paid', 'expired'], required: true },
    /** Null only until Razorpay answered (a retry with the same Idempotency-Key finishes it). */
    razorpay_order_id: { type: String, default: null },
    payment_id: { type: String, default: null },
    /** What the payment brought: the credit added. */
    paid_paise: { type: Number, default: null },
    created_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
    paid_at: { type: Date, default: null },
  },
  'top_ups',
);
export const TopUpModel = model('TopUp', topUpSchema);

/** A customer's Idempotency-Key for a top-up (`_id` = a hash of customer and key): the top-up it made. */
const topUpKeySchema = keyedSchema({ top_up_id: { type: String, required: true }, created_at: { type: Date, required: true } }, 'top_up_keys');
export const TopUpKeyModel = model('TopUpKey', topUpKeySchema);

/** Top-ups awaiting payment, by their deadline: the sweep reads this small collection, not every top-up. */
const topUpDeadlineSchema = keyedSchema({ expires_at: { type: Date, required: true } }, 'top_up_deadlines');
export const TopUpDeadlineModel = model('TopUpDeadline', topUpDeadlineSchema);
