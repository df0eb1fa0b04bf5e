import { model, type InferSchemaType } from 'mongoose';
import { keyedSchema } from '../../lib/mongo';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * One SMS to send, written right after the order change it reports. `_id` is
 * `<order id>:<index of the status_history entry>:<customer|partner>`, so the same change can be recorded any
 * number of times (by the request that made it, by a reconciliation after a crash, by another process) and
 * the database's unique `_id` keeps exactly one row.
 */
const outboxSchema = keyedSchema(
  {
    order_id: { type: String, required: true },
    /** What happened (placed, assigned, …; see templates.ts). */
    event: { type: String, required: true },
    audience: { type: String, enum: ['customer', 'partner'], required: true },
    /** The partner the order was assigned to, for the partner app's live refresh. */
    partner_id: { type: String, default: null },
    to: { type: String, required: true },
    body: { type: String, required: true },
    language: { type: String, required: true },
    status: { type: String, enum: OUTBOX_STATUSES, required: true },
    /** Why a message is not sent: the customer turned order messages off. */
    skip_reason: { type: String, default: null },
    /** Sending attempts started; the next claim is `<_id>#<attempts>`. */
    attempts: { type: Number, required: true, default: 0 },
    /** Failed attempts since the message was written or staff retried it; at the limit it is `failed`. */
    failures: { type: Number, required: true, default: 0 },
    next_attempt_at: { type: Date, required: true },
    /** While `sending`: when the claim lapses (a process that died while sending lets go of it). */
    lease_until: { type: Date, default: null },
    last_error: { type: String, default: null },
    created_at: { type: Date, required: true },
    sent_at: { type: Date, default: null },
  },
  'outbox',
);
outboxSchema.index({ status: 1, next_attempt_at: 1 }); // the worker's next due message
outboxSchema.index({ created_at: 1 }); // the live feed of staff and partner events

export type OutboxMessage = InferSchemaType<typeof outboxSchema> & { _id: string };
export const OutboxModel = model('OutboxMessage', outboxSchema);

/**
 * One row per sending attempt (`_id` `<message id>#<attempt>`): the unique `_id` lets exactly one process
 * claim an attempt, on FerretDB (whose conditional updates are not atomic across processes) as on MongoDB.
 */
const outboxClaimSchema = keyedSchema({ worker: { type: String, required: true }, at: { type: Date, required: true } }, 'outbox_claims');

export const OutboxClaimModel = model('OutboxClaim', outboxClaimSchema);

/**
 * `_id: 'since'`: when this database first ran the notifications module. Reconciliation never reaches back
 * before it, so turning the feature on does not text customers about older orders.
 */
const notificationMetaSchema = keyedSchema({ at: { type: Date, required: true } }, 'notification_meta');

export const NotificationMetaModel = model('NotificationMeta', notificationMetaSchema);

/**
 * An order about to change (`_id` `<order id>:<random>`): written before the change and deleted once its outbox rows
 * are, so what is left belongs to a change whose process stopped in between, and the reconciliation reads only
 * these few notes instead of every order changed lately (a whole-collection read on the embedded database).
 */
const orderChangeNoteSchema = keyedSchema({ order_id: { type: String, required: true }, at: { type: Date, required: true } }, 'order_change_notes');
orderChangeNoteSchema.index({ at: 1 }); // the reconciliation's notes old enough to act on

export const OrderChangeNoteModel = model('OrderChangeNote', orderChangeNoteSchema);
