import { randomUUID } from 'node:crypto';
import { isDuplicateKeyError } from '../../lib/mongo';
import { messagePreferences, type Preferences } from '../accounts/preferences';
import { NotificationMetaModel, OrderChangeNoteModel, OutboxModel, type OutboxMessage } from './model';
import {
  customerArea,
  messageLanguage,
  orderRef,
  renderCustomerMessage,
  renderMessage,
  weighedText,
  type CustomerEvent,
  type Language,
  type OrderEvent,
} from './templates';

/**
 * The outbox: every order change that customers or partners hear about becomes rows here, keyed by the
 * order's `status_history` entry it reports (the history is the source of truth). The request that made the
 * change notes it before and records the rows right after it; a reconciliation (at start and every minute)
 * records the rows of changes whose note is still there — the change of a process that died in between — and
 * the deterministic `_id` makes a second recording of the same entry a no-op (its insert is refused). The worker (worker.ts) sends what is pending.
 */

type HistoryEntry = {
  status: string;
  at: Date;
  by: string;
  slot_to?: string | null;
  payment?: string | null;
  amount_paise?: number | null;
  step?: string | null;
  complaint?: string | null;
  reason?: string | null;
};

/** The fields of a stored order its messages are made from (the orders module hands its orders over as they are). */
export interface OrderForMessages {
  _id: { toString(): string };
  user_id: string;
  customer_phone: string;
  total_paise: number;
  /** Store credit spent on it: not collected at the door. */
  store_credit_paise?: number | null;
  delivery_type: string;
  expected_delivery_date?: Date | null;
  partner_id?: string | null;
  partner_name?: string | null;
  partner_phone?: string | null;
  shipping_address: { value?: string | null };
  status_history: HistoryEntry[];
  language?: string | null;
  courier?: string | null;
  tracking_number?: string | null;
  slot?: { id: string } | null;
  /** Orders from before online payment have none (cash on delivery). */
  payment?: { method?: string | null; state: string; paid_via?: string | null } | null;
  /** A rider's order out for delivery: the code its customer shows at the door (when the store asks for one). */
  handover?: { code: string; required: boolean } | null;
  /** The lines, for the final bill of an order sold by weight (packed_grams: 0 = removed). */
  items?: Array<{ name: string; sold_by_weight?: boolean | null; packed_grams?: number | null }>;
  /** A free replacement for a complaint: the order it replaces (the complaint's own message tells the customer). */
  replacement_of?: string | null;
}

/** Reads an order by id; the orders module's, given at app build (orders tell the outbox of changes, so it cannot import them). */
export type OrderReader = (orderId: string) => Promise<OrderForMessages | null>;

interface Draft {
  audience: 'customer' | 'partner';
  event: OrderEvent;
  to: string;
  partnerId: string | null;
}

/** The messages one history entry of an order calls for (none for a status nobody is told about). */
export function draftsFor(order: OrderForMessages, index: number): Draft[] {
  const entry = order.status_history[index];
  if (!entry) return [];
  const ref = orderRef(order._id.toString());
  const customer = (event: OrderEvent): Draft => ({ audience: 'customer', event, to: order.customer_phone, partnerId: order.partner_id ?? null });
  // The partner fields describe the latest assignment: an earlier Assigned entry (since reassigned) has no partner to name.
  const laterMoves = order.status_history
    .slice(index + 1)
    .some((e) => !e.slot_to && !e.payment && !e.step && (e.status === 'Assigned' || e.status === 'Pending'));
  // A move to another delivery slot keeps the status; the entry names the slot it moved to.
  if (entry.slot_to) return [customer({ kind: 'slot_moved', ref, slot: entry.slot_to })];
  if (entry.payment) return moneyDrafts(order, entry, customer);
  if (entry.complaint) return [customer(complaintEvent(ref, entry))];
  const code = order.handover?.required ? order.handover.code : null;
  if (entry.step === 'arriving_soon') return [customer({ kind: 'arriving_soon', ref, partnerName: order.partner_name ?? '', code })];
  // The rider's other steps are for the timeline only.
  if (entry.step) return [];
  // A subscription's delivery is paid from store credit once delivered: nothing to collect at the door.
  const duePaise = order.payment?.state === 'paid' || order.payment?.method === 'subscription' ? 0 : order.total_paise - (order.store_credit_paise ?? 0);
  const previous = order.status_history[index - 1]?.status;
  const partner =
    !laterMoves && order.partner_id && order.partner_name && order.partner_phone
      ? { id: order.partner_id, name: order.partner_name, phone: order.partner_phone }
      : null;
  switch (entry.status) {
    case 'Pending':
      // The order is placed by its first entry, or when paid (or switched to cash) after awaiting payment; a later
      // Pending is an admin taking it back from a partner.
      // A subscription's day is what the customer planned: they are told only what differs (left out, skipped).
      if ((index !== 0 && previous !== 'Awaiting Payment') || order.replacement_of || order.payment?.method === 'subscription') return [];
      return [
        customer({
          kind: 'placed',
          ref,
          totalPaise: order.total_paise,
          courier: order.delivery_type === 'automated',
          expectedBy: order.expected_delivery_date ?? null,
          slot: order.slot?.id ?? null,
          paid: placedPaid(order.payment),
        }),
      ];
    case 'Assigned':
      if (!partner) return [];
      return [
        customer({ kind: 'assigned', ref, partnerName: partner.name, partnerPhone: partner.phone }),
        {
          audience: 'partner',
          event: { kind: 'partner_assigned', ref, area: customerArea(order.shipping_address.value ?? ''), duePaise },
          to: partner.phone,
          partnerId: partner.id,
        },
      ];
    case 'Out for Delivery':
      return [customer({ kind: 'out_for_delivery', ref, partnerName: order.partner_name ?? '', duePaise, code })];
    case 'Delivered':
      return [customer({ kind: 'delivered', ref })];
    case 'Cancelled':
      // An online order that was never paid was never placed: its customer closed the checkout or let it expire.
      if (previous === 'Awaiting Payment') return [];
      return [customer({ kind: 'cancelled', ref, by: entry.by.startsWith('customer:') ? 'customer' : 'store' })];
    case 'Shipped':
      return order.courier && order.tracking_number ? [customer({ kind: 'shipped', ref, courier: order.courier, tracking: order.tracking_number })] : [];
    default:
      return [];
  }
}

/** How a new order is paid, as its "placed" message says. */
function placedPaid(payment: OrderForMessages['payment']): Extract<OrderEvent, { kind: 'placed' }>['paid'] {
  if (payment?.state !== 'paid') return null;
  return payment.paid_via === 'store_credit' ? 'store_credit' : 'online';
}

/** The messages of a change of an order's money: refunds to the customer, a payment at the door to its partner. */
function moneyDrafts(order: OrderForMessages, entry: HistoryEntry, customer: (event: OrderEvent) => Draft): Draft[] {
  const ref = orderRef(order._id.toString());
  const amountPaise = entry.amount_paise ?? 0;
  switch (entry.payment) {
    case 'refund_started':
    case 'refund_processed':
      return [customer({ kind: entry.payment, ref, amountPaise })];
    case 'final_bill': {
      // Once per order: a re-pack corrects the bill the customer sees on the order page, without another SMS.
      const first = order.status_history.findIndex((e) => e.payment === 'final_bill');
      if (order.status_history[first] !== entry) return [];
      const weighed = (order.items ?? []).filter((i) => i.sold_by_weight && (i.packed_grams ?? 0) > 0);
      return [
        customer({ kind: 'final_bill', ref, totalPaise: amountPaise, weighed: weighedText(weighed.map((i) => ({ name: i.name, grams: i.packed_grams! }))) }),
      ];
    }
    case 'paid_at_door':
      return order.partner_id && order.partner_phone
        ? [{ audience: 'partner', event: { kind: 'paid_at_door', ref, amountPaise }, to: order.partner_phone, partnerId: order.partner_id }]
        : [];
    default:
      return [];
  }
}

/** A complaint about the order was decided: approved (and where the amount went) or declined with the staff's reason. */
function complaintEvent(ref: string, entry: HistoryEntry): OrderEvent {
  if (entry.complaint === 'declined') return { kind: 'complaint_declined', ref, reason: entry.reason ?? '' };
  const to = entry.complaint === 'approved_original' ? 'original' : entry.complaint === 'approved_credit' ? 'credit' : 'replacement';
  return { kind: 'complaint_approved', ref, amountPaise: entry.amount_paise ?? 0, to };
}

const messageId = (orderId: string, index: number, audience: Draft['audience']) => `${orderId}:${index}:${audience}`;

/**
 * Writes the rows of these history entries that do not exist yet; a row another writer beat us to (its `_id` is
 * taken) is left alone. Returns the rows it wrote. `known`: the customer's preferences when the caller has them.
 */
async function record(order: OrderForMessages, indexes: number[], known?: Preferences): Promise<OutboxMessage[]> {
  const orderId = order._id.toString();
  const drafts = indexes.flatMap((index) => draftsFor(order, index).map((d) => ({ ...d, id: messageId(orderId, index, d.audience) })));
  if (drafts.length === 0) return [];
  const prefs = drafts.some((d) => d.audience === 'customer') ? (known ?? (await messagePreferences(order.user_id))) : null;
  const customerLanguage: Language = prefs?.language ?? (order.language === 'te' ? 'te' : 'en');
  const now = new Date();
  const written: OutboxMessage[] = [];
  for (const d of drafts) {
    const optedOut = d.audience === 'customer' && !prefs?.orderMessages;
    const language = messageLanguage(d.event, customerLanguage);
    try {
      const row = await OutboxModel.create({
        _id: d.id,
        order_id: orderId,
        event: d.event.kind,
        audience: d.audience,
        partner_id: d.partnerId,
        to: d.to,
        body: renderMessage(d.event, language),
        language,
        status: optedOut ? 'skipped' : 'pending',
        skip_reason: optedOut ? (prefs ? 'The customer turned order messages off.' : 'The account no longer exists.') : null,
        attempts: 0,
        failures: 0,
        next_attempt_at: now,
        created_at: now,
      });
      written.push(row.toObject<OutboxMessage>());
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
  return written;
}

/** A text to a customer that is not about one change of an order (their subscriptions). */
export interface CustomerMessage {
  /** Unique per thing told: the same message recorded twice (two processes, a retry) is one row. */
  id: string;
  /** The order (or would-be order) it is about, else the customer's id: for their data export and erasure. */
  refId: string;
  userId: string;
  to: string;
  event: CustomerEvent;
  /** The customer's preferences when the caller has them (else read here). */
  preferences?: Preferences;
}

/** Records a customer message once (by its `id`); answers the row when this call wrote it. */
export async function recordCustomerMessage(message: CustomerMessage): Promise<OutboxMessage | null> {
  const prefs = message.preferences ?? (await messagePreferences(message.userId));
  const language: Language = prefs?.language ?? 'en';
  const now = new Date();
  try {
    const row = await OutboxModel.create({
      _id: message.id,
      order_id: message.refId,
      event: message.event.kind,
      audience: 'customer',
      to: message.to,
      body: renderCustomerMessage(message.event, language),
      language,
      status: prefs?.orderMessages ? 'pending' : 'skipped',
      skip_reason: prefs?.orderMessages ? null : prefs ? 'The customer turned order messages off.' : 'The account no longer exists.',
      attempts: 0,
      failures: 0,
      next_attempt_at: now,
      created_at: now,
    });
    return row.toObject<OutboxMessage>();
  } catch (err) {
    if (isDuplicateKeyError(err)) return null;
    throw err;
  }
}

/**
 * Notes that an order is about to change, before the change is written: if the process stops between the change
 * and its outbox rows, the note is what the reconciliation finds. Returns the note's `_id`, for
 * `recordLatestChange` (or `forgetChange` when the change was not made).
 */
export async function noteChange(orderId: string): Promise<string> {
  const id = `${orderId}:${randomUUID()}`;
  await OrderChangeNoteModel.create({ _id: id, order_id: orderId, at: new Date() });
  return id;
}

/** The noted change was not made (the order was not in the expected state): nothing to reconcile. */
export async function forgetChange(noteId: string): Promise<void> {
  await OrderChangeNoteModel.deleteOne({ _id: noteId });
}

/**
 * Records the messages about an order's latest change, right after the change (order placement and every
 * transition call this), then deletes the change's note. It never fails the request: the change is stored, and
 * if this write is lost the note stays for the reconciliation. Returns the rows it wrote, for the sender.
 */
export async function recordLatestChange(
  order: OrderForMessages,
  noteId: string,
  onError: (err: unknown) => void,
  preferences?: Preferences,
): Promise<OutboxMessage[]> {
  try {
    const written = await record(order, [order.status_history.length - 1], preferences);
    await forgetChange(noteId);
    return written;
  } catch (err) {
    onError(err);
    return [];
  }
}

/** Notes older than this are dropped unanswered (a change this old is no news to text about). */
export const NOTE_MAX_AGE_MS = 24 * 3_600_000;
/** A younger note may belong to a change still on its way: left for the next reconciliation. */
const NOTE_GRACE_MS = 30_000;
/** A note whose order shows no change this long after it belongs to a change that never happened. */
const NOTE_GIVE_UP_MS = 10 * 60_000;
/** History entries a little older than their note still count as its change (clocks of several processes). */
const CLOCK_SLACK_MS = 5_000;
const NOTES_PER_RUN = 200;

/** When this database started keeping an outbox (set once, on the first call). */
async function outboxSince(now: Date): Promise<Date> {
  const meta = await NotificationMetaModel.findOneAndUpdate({ _id: 'since' }, { $setOnInsert: { at: now } }, { upsert: true, returnDocument: 'after' }).lean();
  return meta?.at ?? now;
}

/**
 * Records the messages of the changes whose process stopped before writing them: for every note older than a
 * grace period, the history entries of its order since the note (never before the outbox existed) that have no
 * row yet. A note is deleted once its order shows the change, or when it is too old to matter; any process may
 * do this for any note (the rows' `_id`s make a second recording a no-op). Returns how many rows it wrote.
 */
export async function reconcile(findOrder: OrderReader, now = new Date()): Promise<number> {
  // First, so that a database's first start marks when its outbox began.
  const since = (await outboxSince(now)).getTime();
  const notes = await OrderChangeNoteModel.find({ at: { $lte: new Date(now.getTime() - NOTE_GRACE_MS) } })
    .limit(NOTES_PER_RUN)
    .lean();
  let written = 0;
  for (const note of notes) {
    const age = now.getTime() - note.at.getTime();
    const from = Math.max(since, note.at.getTime() - CLOCK_SLACK_MS);
    const order = age < NOTE_MAX_AGE_MS ? await findOrder(note.order_id) : null;
    const indexes = order?.status_history.flatMap((e, i) => (e.at.getTime() >= from ? [i] : [])) ?? [];
    if (order && indexes.length > 0) written += (await record(order, indexes)).length;
    if (indexes.length > 0 || age >= NOTE_GIVE_UP_MS) await forgetChange(note._id);
  }
  return written;
}

export type FailedMessage = Pick<OutboxMessage, '_id' | 'order_id' | 'event' | 'audience' | 'to' | 'body' | 'attempts' | 'last_error' | 'created_at'>;

/** Messages that could not be sent after the last retry, newest first (at most 200), for staff. */
export async function listFailedMessages(): Promise<FailedMessage[]> {
  return OutboxModel.find({ status: 'failed' }, { _id: 1, order_id: 1, event: 1, audience: 1, to: 1, body: 1, attempts: 1, last_error: 1, created_at: 1 })
    .sort({ created_at: -1 })
    .limit(200)
    .lean<FailedMessage[]>();
}

/** Staff ask for a failed message to be tried again (as many times as at first). False when it is not failed. */
export async function retryFailedMessage(id: string): Promise<boolean> {
  const result = await OutboxModel.updateOne(
    { _id: id, status: 'failed' },
    { $set: { status: 'pending', failures: 0, next_attempt_at: new Date(), last_error: null } },
  );
  return result.modifiedCount === 1;
}
