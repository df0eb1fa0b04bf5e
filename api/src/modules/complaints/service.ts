import { Types } from 'mongoose';
import type { Static } from 'typebox';
import type {
  AdminComplaintSchema,
  ComplaintDecisionBodySchema,
  ComplaintItemsInputSchema,
  ComplaintReason,
  ComplaintRemedy,
  ComplaintSchema,
  OrderProblemsSchema,
} from '@farm-store/contracts/complaints';
import { toPaise, toRupees } from '../../domain/money';
import { clock } from '../../lib/clock';
import { BadRequestError, ConflictError, DomainError, NotFoundError } from '../../lib/errors';
import { isDuplicateKeyError } from '../../lib/mongo';
import { getPreferences } from '../accounts/preferences';
import { detectImageType } from '../images/image-type';
import { storeImage } from '../images/service';
import { orderRef } from '../notifications/templates';
import { onlinePaymentOf, paymentOf, refundOrder } from '../orders/payments';
import { customersStoredOrder, findStoredOrder } from '../orders/queries';
import { noteComplaintDecision, placeReplacementOrder } from '../orders/remedies';
import { creditNoteAfter } from '../orders/billing';
import type { StoredOrder } from '../orders/views';
import { creditFromOrder, creditSourcesFor } from '../orders/store-credit';
import { ComplainedItemModel, ComplaintModel, ComplaintPhotoModel, type StoredComplaint, type StoredState } from './model';

/**
 * "Report a problem" with a delivered order and the store's answer (docs/complaints.md). The store's rules are
 * applied here: only within the window after delivery, each ordered item complained about once, transit damage of a
 * courier order answered with the courier-claim help, and an approval never giving back more than the items cost
 * (nor, to an online payment, more than is left to refund).
 */

/** The store's answer to transit damage of a courier order (the Privacy page's "Damage in transit"). */
export const COURIER_CLAIM_HELP =
  'Orders outside Hyderabad travel by courier, and damage in transit is the courier’s responsibility. Keep the parcel and its ' +
  'packing, and we will help you file a claim with the courier: call or WhatsApp us with your order number.';

/** The reason in the words a refund or a credit entry shows the customer. */
const REASON_WORDS: Record<ComplaintReason, string> = {
  spoiled: 'spoiled or rotten',
  wrong_item: 'wrong item',
  missing: 'missing item',
  damaged_in_transit: 'damaged in transit',
  other: 'other problem',
};

const NOT_FOUND = 'We could not find that complaint.';
const HOUR_MS = 60 * 60 * 1000;

export interface ProblemReport {
  orderId: string;
  userId: string;
  items: Static<typeof ComplaintItemsInputSchema>;
  reason: ComplaintReason;
  note: string;
  photos: Array<{ bytes: Buffer; filename: string }>;
  windowHours: number;
}

/** When the window for reporting a problem with this order closes (null: not delivered). */
function windowClosesAt(order: StoredOrder, windowHours: number): Date | null {
  return order.delivery_status === 'Delivered' && order.delivered_at ? new Date(order.delivered_at.getTime() + windowHours * HOUR_MS) : null;
}

/** The customer reports a problem with their delivered order: stored open, or answered at once for courier transit damage. */
export async function reportProblem(r: ProblemReport): Promise<Static<typeof ComplaintSchema>> {
  const order = await customersStoredOrder(r.orderId, r.userId);
  const closesAt = windowClosesAt(order, r.windowHours);
  if (!closesAt) throw new ConflictError('You can report a problem once the order is delivered.');
  if (clock.now() > closesAt.getTime()) throw new ConflictError(`Problems can be reported within ${r.windowHours} hours of delivery.`);
  const items = r.items.map(({ variantId, quantity }) => {
    const line = order.items.find((i) => i.variant_id === variantId);
    if (!line) throw new BadRequestError('Pick items from this order.');
    if (quantity > line.quantity) throw new BadRequestError(`You ordered ${line.quantity} of ${line.name} (${line.variantLabel}).`);
    return { variant_id: variantId, name: line.name, variantLabel: line.variantLabel, quantity, value_paise: line.price_paise * quantity };
  });
  if (new Set(items.map((i) => i.variant_id)).size !== items.length) throw new BadRequestError('Pick each item once, with its quantity.');
  r.photos.forEach((photo, i) => {
    if (!detectImageType(photo.bytes)) throw new BadRequestError(`Photo ${i + 1} is not a picture we can read: send a JPEG, PNG, WebP or GIF photo.`);
  });

  const id = new Types.ObjectId().toString();
  await claimItems(r.orderId, id, items);
  let photos: string[];
  try {
    photos = [];
    for (const photo of r.photos) {
      const stored = await storeImage(photo.bytes, photo.filename);
      await ComplaintPhotoModel.create({ _id: stored.id, complaint_id: id });
      photos.push(stored.url);
    }
  } catch (err) {
    await ComplainedItemModel.deleteMany({ complaint_id: id, _id: { $in: items.map((i) => itemKey(r.orderId, i.variant_id)) } });
    throw err;
  }
  const courierDamage = r.reason === 'damaged_in_transit' && order.is_outstation;
  const now = new Date(clock.now());
  const doc = await ComplaintModel.create({
    _id: id,
    user_id: r.userId,
    order_id: r.orderId,
    items,
    reason: r.reason,
    note: r.note.trim(),
    photos,
    state: courierDamage ? 'answered' : 'open',
    value_paise: items.reduce((sum, i) => sum + i.value_paise, 0),
    answer: courierDamage ? COURIER_CLAIM_HELP : null,
    created_at: now,
    decided_at: courierDamage ? now : null,
  });
  return complaintView(doc.toObject() as StoredComplaint);
}

const itemKey = (orderId: string, variantId: string) => `${orderId}:${variantId}`;

/** Claims each item for this complaint; one already complained about releases the others and is refused. */
async function claimItems(orderId: string, complaintId: string, items: StoredComplaint['items']): Promise<void> {
  const claimed: string[] = [];
  for (const item of items) {
    const key = itemKey(orderId, item.variant_id);
    try {
      await ComplainedItemModel.create({ _id: key, complaint_id: complaintId });
      claimed.push(key);
    } catch (err) {
      if (claimed.length > 0) await ComplainedItemModel.deleteMany({ _id: { $in: claimed } });
      if (!isDuplicateKeyError(err)) throw err;
      throw new ConflictError(`You have already reported a problem with ${item.name} (${item.variantLabel}) on this order.`);
    }
  }
}

/** The complaints about an order (by its items' claims: lookups by `_id` only), newest first. */
async function complaintsOfOrder(order: StoredOrder): Promise<StoredComplaint[]> {
  const orderId = order._id.toString();
  const claims = await ComplainedItemModel.find({ _id: { $in: order.items.map((i) => itemKey(orderId, i.variant_id)) } }).lean<
    Array<{ complaint_id: string }>
  >();
  const ids = [...new Set(claims.map((c) => c.complaint_id))];
  const found = ids.length > 0 ? await ComplaintModel.find({ _id: { $in: ids } }).lean<StoredComplaint[]>() : [];
  return found.sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
}

/** The customer's view of their order's complaints, and whether they may report another now. */
export async function orderProblems(orderId: string, userId: string, windowHours: number): Promise<Static<typeof OrderProblemsSchema>> {
  const order = await customersStoredOrder(orderId, userId);
  const closesAt = windowClosesAt(order, windowHours);
  const complaints = closesAt ? await complaintsOfOrder(order) : [];
  const complained = new Set(complaints.flatMap((c) => c.items.map((i) => i.variant_id)));
  return {
    can_report: !!closesAt && clock.now() <= closesAt.getTime() && order.items.some((i) => !complained.has(i.variant_id)),
    window_hours: windowHours,
    closes_at: closesAt?.toISOString() ?? null,
    complaints: complaints.map(complaintView),
  };
}

export function complaintView(c: StoredComplaint): Static<typeof ComplaintSchema> {
  return {
    id: c._id,
    order_id: c.order_id,
    items: c.items.map((i) => ({ variant_id: i.variant_id, name: i.name, variantLabel: i.variantLabel, quantity: i.quantity, value: toRupees(i.value_paise) })),
    reason: c.reason,
    note: c.note,
    photos: c.photos,
    // An approval whose money is still moving is still under review for the customer.
    state: c.state === 'deciding' ? 'open' : c.state,
    value: toRupees(c.value_paise),
    amount: c.state === 'approved' && c.amount_paise !== null ? toRupees(c.amount_paise) : null,
    refund_to: c.state === 'approved' ? c.refund_to : null,
    answer: c.answer,
    replacement_order_id: c.state === 'approved' ? c.replacement_order_id : null,
    created_at: c.created_at.toISOString(),
    decided_at: c.decided_at?.toISOString() ?? null,
  };
}

/** The order's money as a decision needs it: what may go back to the payment, and to store credit. */
function moneyOf(order: StoredOrder) {
  const online = onlinePaymentOf(order);
  const paidOnline = online !== null;
  const refundablePaise = online?.refundablePaise ?? 0;
  // A delivered order not paid online (nor wholly with credit, nor a subscription's) was paid at the door: to its partner or the courier.
  const { paid_via: paidVia, method } = paymentOf(order);
  const cashPaid = !paidOnline && paidVia !== 'store_credit' && method !== 'subscription';
  return { paidOnline, cashPaid, refundablePaise, creditablePaise: (amount: number) => creditSourcesFor(order, amount, refundablePaise, cashPaid) !== null };
}

/** How many decided complaints the queue shows after the open ones. */
const DECIDED_SHOWN = 30;

/** Staff: the open complaints (oldest first), then the latest decided ones, each with its order and the customer's history. */
export async function complaintQueue(): Promise<Static<typeof AdminComplaintSchema>[]> {
  const [open, decided] = await Promise.all([
    ComplaintModel.find({ state: { $in: ['open', 'deciding'] } })
      .sort({ created_at: 1 })
      .lean<StoredComplaint[]>(),
    ComplaintModel.find({ state: { $in: ['approved', 'declined', 'answered'] } })
      .sort({ decided_at: -1 })
      .limit(DECIDED_SHOWN)
      .lean<StoredComplaint[]>(),
  ]);
  const shown = [...open, ...decided];
  const userIds = [...new Set(shown.map((c) => c.user_id))];
  const theirs = userIds.length > 0 ? await ComplaintModel.find({ user_id: { $in: userIds } }).lean<StoredComplaint[]>() : [];
  const views = [];
  for (const c of shown) {
    const order = await findStoredOrder(c.order_id);
    if (!order) continue;
    views.push(await adminComplaintView(c, order, theirs));
  }
  return views;
}

async function adminComplaintView(c: StoredComplaint, order: StoredOrder, theirs: StoredComplaint[]): Promise<Static<typeof AdminComplaintSchema>> {
  const { paidOnline, refundablePaise } = moneyOf(order);
  const preferences = await getPreferences(c.user_id).catch(() => null);
  return {
    ...complaintView(c),
    customer: { name: order.customer_name, phone: order.customer_phone },
    order: {
      total: toRupees(order.total_paise),
      paid_online: paidOnline,
      refundable: toRupees(refundablePaise),
      is_outstation: order.is_outstation,
      delivered_at: order.delivered_at?.toISOString() ?? null,
    },
    preferred_refund_to: preferences?.refundTo ?? 'original',
    history: theirs
      .filter((p) => p.user_id === c.user_id && p._id !== c._id)
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
      .map((p) => ({
        id: p._id,
        order_id: p.order_id,
        reason: p.reason,
        state: p.state === 'deciding' ? 'open' : p.state,
        amount: p.state === 'approved' && p.amount_paise !== null ? toRupees(p.amount_paise) : null,
        created_at: p.created_at.toISOString(),
      })),
  };
}

async function findComplaint(id: string): Promise<StoredComplaint> {
  const c = Types.ObjectId.isValid(id) ? await ComplaintModel.findById(id).lean<StoredComplaint>() : null;
  if (!c) throw new NotFoundError(NOT_FOUND);
  return c;
}

/** A complaint as the audit log reads it. */
export async function findComplaintOrNull(id: string): Promise<StoredComplaint | null> {
  return ComplaintModel.findById(id).lean<StoredComplaint>();
}

/** One conditional write: the complaint moves only from the state it is expected in (else null, nothing changed). */
async function moveComplaint(id: string, from: StoredState, update: { $set: Record<string, unknown> }): Promise<StoredComplaint | null> {
  return ComplaintModel.findOneAndUpdate({ _id: id, state: from }, update, { returnDocument: 'after' }).lean<StoredComplaint>();
}

const ALREADY_DECIDED = 'This complaint has already been decided.';

/**
 * Staff decide an open complaint, once: decline with the reason the customer reads, or approve an amount (at most the
 * value of the items) to the online payment, store credit or a free replacement. An approval is stored (`deciding`)
 * before its money moves, keyed `complaint:<id>`, so a retry after a failure finishes the same decision once.
 */
export async function decideComplaint(id: string, adminId: string, body: Static<typeof ComplaintDecisionBodySchema>) {
  const c = await findComplaint(id);
  const by = `admin:${adminId}` as const;
  if (c.state === 'deciding') {
    // A retry of the approval under way finishes it; any other decision arrived second and is refused.
    if (!repeatsApproval(c, body)) throw new ConflictError(ALREADY_DECIDED);
    return finishApproval(c);
  }
  if (c.state !== 'open') throw new ConflictError(ALREADY_DECIDED);
  const now = new Date(clock.now());
  if (body.decision === 'decline') {
    const reason = body.reason?.trim();
    if (!reason || reason.length < 3) throw new BadRequestError('Give the customer a reason for declining.');
    const declined = await moveComplaint(id, 'open', { $set: { state: 'declined', answer: reason, decided_at: now, decided_by: by } });
    if (!declined) throw new ConflictError(ALREADY_DECIDED);
    await noteComplaintDecision(c.order_id, by, 'declined', null, reason);
    return queueView(declined);
  }

  const order = await findStoredOrder(c.order_id);
  if (!order) throw new NotFoundError(NOT_FOUND);
  const money = moneyOf(order);
  const { paidOnline, refundablePaise } = money;
  const refundTo: ComplaintRemedy = body.refundTo ?? (paidOnline && (await getPreferences(c.user_id)).refundTo === 'original' ? 'original' : 'credit');
  const amountPaise = refundTo === 'replacement' ? c.value_paise : body.amount !== undefined ? toPaise(body.amount) : c.value_paise;
  if (amountPaise > c.value_paise) throw new BadRequestError(`At most ₹${toRupees(c.value_paise)}: what the reported items cost.`);
  if (refundTo === 'original' && !paidOnline) throw new BadRequestError('This order was not paid online: approve to store credit or a replacement.');
  // Money back to an order, to its payment or as credit, never adds up to more than it was given.
  if ((refundTo === 'original' && amountPaise > refundablePaise) || (refundTo === 'credit' && !money.creditablePaise(amountPaise))) {
    throw new BadRequestError(
      refundablePaise > 0 ? `At most ₹${toRupees(refundablePaise)} can still be refunded on this order.` : 'This order has already been refunded in full.',
    );
  }
  const deciding = await moveComplaint(id, 'open', {
    $set: {
      state: 'deciding',
      amount_paise: amountPaise,
      refund_to: refundTo,
      replacement_order_id: refundTo === 'replacement' ? new Types.ObjectId().toString() : null,
      decided_by: by,
    },
  });
  if (!deciding) throw new ConflictError(ALREADY_DECIDED);
  return finishApproval(deciding);
}

/** Whether a decision asks for what the stored approval already says (what it leaves out, it leaves to the store). */
function repeatsApproval(c: StoredComplaint, body: Static<typeof ComplaintDecisionBodySchema>): boolean {
  return (
    body.decision === 'approve' &&
    (body.refundTo === undefined || body.refundTo === c.refund_to) &&
    (body.amount === undefined || c.refund_to === 'replacement' || toPaise(body.amount) === c.amount_paise)
  );
}

/** Moves an approval's money (once per complaint, by its key), then marks it approved and texts the customer. */
async function finishApproval(c: StoredComplaint) {
  const by = c.decided_by as `admin:${string}`;
  const key = `complaint:${c._id}`;
  const amountPaise = c.amount_paise ?? 0;
  const words = `Complaint about order #${orderRef(c.order_id)}: ${REASON_WORDS[c.reason]}`;
  try {
    if (c.refund_to === 'original') await refundOrder(c.order_id, amountPaise, words, key);
    else if (c.refund_to === 'credit') await creditOrderMoney(c.order_id, amountPaise, key, words);
    else {
      const items = c.items.map((i) => ({ variantId: i.variant_id, quantity: i.quantity }));
      await placeReplacementOrder({ orderId: c.replacement_order_id!, originalId: c.order_id, items, by });
    }
  } catch (err) {
    // Refused before anything moved (say, a staff refund took what was left meanwhile): the complaint is open again.
    if (err instanceof DomainError && err.statusCode < 500) {
      await moveComplaint(c._id, 'deciding', { $set: { state: 'open', amount_paise: null, refund_to: null, replacement_order_id: null, decided_by: null } });
    }
    throw err;
  }
  if (c.refund_to !== 'replacement') {
    // Money given back after the bill: a credit note reversing the reported lines' tax.
    const order = await findStoredOrder(c.order_id);
    if (order) await creditNoteAfter(order, key, amountPaise, words, [...new Set(c.items.map((i) => i.variant_id))]);
  }
  const approved = await moveComplaint(c._id, 'deciding', { $set: { state: 'approved', decided_at: new Date(clock.now()) } });
  if (!approved) return queueView(await findComplaint(c._id));
  await noteComplaintDecision(c.order_id, by, `approved_${c.refund_to!}`, c.refund_to === 'replacement' ? null : amountPaise, null);
  return queueView(approved);
}

/** An approval to store credit: taken from what the order was given (its credit, online payment, cash), once per key. */
async function creditOrderMoney(orderId: string, amountPaise: number, key: string, reason: string) {
  const order = await findStoredOrder(orderId);
  if (!order) throw new NotFoundError(NOT_FOUND);
  const { refundablePaise, cashPaid } = moneyOf(order);
  const sources = creditSourcesFor(order, amountPaise, refundablePaise, cashPaid);
  // A repeat finds its key marked on the order and only completes the credit, whatever is left now.
  const done = await creditFromOrder(order, sources ?? { fromCredit: 0, fromPayment: amountPaise }, key, reason);
  if (!done) throw new ConflictError('This order has already been refunded in full.');
}

async function queueView(c: StoredComplaint) {
  const order = await findStoredOrder(c.order_id);
  if (!order) throw new NotFoundError(NOT_FOUND);
  const theirs = await ComplaintModel.find({ user_id: c.user_id }).lean<StoredComplaint[]>();
  return adminComplaintView(c, order, theirs);
}

/** Complaint photos among these image URLs: they stay with their complaints (the unused-image sweep keeps them). */
export async function complaintPhotosInUse(urls: string[]): Promise<Set<string>> {
  const ids = urls.map((u) => u.split('/').pop() ?? '');
  const kept = await ComplaintPhotoModel.find({ _id: { $in: ids } }, { _id: 1 }).lean<Array<{ _id: string }>>();
  const keptIds = new Set(kept.map((k) => k._id));
  return new Set(urls.filter((u) => keptIds.has(u.split('/').pop() ?? '')));
}
