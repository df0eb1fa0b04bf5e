import { Schema, model, type Types } from 'mongoose';
import { SKIP_REASONS } from '@farm-store/contracts/subscriptions';
import { keyedSchema } from '../../lib/mongo';

/**
 * A customer's subscription (docs/subscriptions.md): one document with everything its calendar is made from — the
 * items, the schedule from its start day, the slot template and address deliveries use, its pauses and the changes to
 * single days (`overrides`, keyed by day: `{ '2026-03-01': { skip: true } }`, `{ quantities: { <variant id>: 3 } }`, and
 * `extras: { <variant id>: 1 }` for other shop products added to that day).
 *
 * Every change is one conditional write on `version` (read, decide, then `updateOne({ _id, version })` with
 * `$inc: { version: 1 }`; service.ts): two changes at once never overwrite each other, the loser reads again. Nothing
 * here filters on a path inside an array of subdocuments.
 */
const itemSchema = new Schema({ variant_id: { type: String, required: true }, quantity: { type: Number, required: true } }, { _id: false });
const pauseSchema = new Schema({ from: { type: String, required: true }, to: { type: String, default: null } }, { _id: false });

const subscriptionSchema = new Schema(
  {
    user_id: { type: String, required: true },
    items: { type: [itemSchema], required: true },
    schedule: {
      type: new Schema({ kind: { type: String, required: true }, weekdays: { type: [Number], default: undefined } }, { _id: false }),
      required: true,
    },
    /** The first day that may bring a delivery, YYYY-MM-DD (India time). */
    start_date: { type: String, required: true },
    /** The slot template (slots module) deliveries come in. */
    slot_template_id: { type: String, required: true },
    /** The customer's address (addresses module) deliveries go to. */
    address_id: { type: String, required: true },
    status: { type: String, required: true, enum: ['active', 'paused', 'cancelled'], default: 'active' },
    /** Inclusive day ranges without deliveries; `to: null` until resumed. Earliest first. */
    pauses: { type: [pauseSchema], default: [] },
    /** Changes to single days, by day. */
    overrides: { type: Schema.Types.Mixed, default: {} },
    /** Once cancelled: the first day without deliveries. */
    cancelled_from: { type: String, default: null },
    /** Bumped by every change: the condition of the next one. */
    version: { type: Number, required: true, default: 0 },
    created_at: { type: Date, required: true, default: () => new Date() },
    updated_at: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, minimize: false },
);
subscriptionSchema.index({ user_id: 1, created_at: -1 });

export interface SubscriptionDoc {
  _id: Types.ObjectId;
  user_id: string;
  items: Array<{ variant_id: string; quantity: number }>;
  schedule: { kind: 'daily' | 'alternate' | 'weekdays'; weekdays?: number[] | null };
  start_date: string;
  slot_template_id: string;
  address_id: string;
  status: 'active' | 'paused' | 'cancelled';
  pauses: Array<{ from: string; to: string | null }>;
  overrides: Record<string, { skip?: boolean; quantities?: Record<string, number>; extras?: Record<string, number> }>;
  cancelled_from: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export const SubscriptionModel = model('Subscription', subscriptionSchema);

const DAY_CLAIM_STATES = ['claimed', 'ordered', 'skipped'] as const;

/**
 * One row per subscription and delivery day the run at the cut-off took on (generation.ts): `_id`
 * `<subscription id>:<YYYY-MM-DD>`, inserted once, so of several runs (processes) exactly one makes that day's order.
 * The order's id is fixed in the row before anything is taken for it; `claimed` until the order is stored
 * (`ordered`) or the day is `skipped` for a `reason`. `holder` and `at`: the run working on it, taken over once stale.
 */
const subscriptionDaySchema = keyedSchema(
  {
    subscription_id: { type: String, required: true },
    user_id: { type: String, required: true },
    date: { type: String, required: true },
    order_id: { type: String, required: true },
    state: { type: String, enum: DAY_CLAIM_STATES, required: true },
    reason: { type: String, enum: [...SKIP_REASONS, null], default: null },
    /** The day's total (paise): of the order, or what the balance did not cover. */
    amount_paise: { type: Number, default: 0 },
    holder: { type: String, default: null },
    at: { type: Date, required: true },
  },
  'subscription_days',
);
subscriptionDaySchema.index({ date: 1 }); // a run's day

export interface SubscriptionDayDoc {
  _id: string;
  subscription_id: string;
  user_id: string;
  date: string;
  order_id: string;
  state: (typeof DAY_CLAIM_STATES)[number];
  reason: (typeof SKIP_REASONS)[number] | null;
  amount_paise: number;
  holder: string | null;
  at: Date;
}

export const SubscriptionDayModel = model('SubscriptionDay', subscriptionDaySchema);
