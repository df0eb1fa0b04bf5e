import { billAfter } from './billing';
import { paySubscriptionAfter } from './subscription-payment';
import { randomInt } from 'node:crypto';
import { HANDOVER_MAX_WRONG } from '@farm-store/contracts/doorstep';
import { clock } from '../../lib/clock';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { transition } from '../../lib/state-transition';
import { deliverySettings } from '../doorstep/service';
import { storeImage } from '../images/service';
import { DeliveryUnderWayModel, DoorPhotoModel, OrderModel } from './model';
import { findOrder, move, partnersOrder } from './order-moves';
import type { StoredOrder } from './views';

/**
 * The handover at the door (docs/delivery.md "Proof of delivery"): a 4-digit code issued when a rider's order goes out
 * for delivery, which its customer shows and the rider types to complete it; five wrong codes lock the order, and a
 * photo at the door with a manager's approval completes it instead. The rider's steps (picked up, arrived) are
 * timeline entries, the status stays Out for Delivery.
 */

const OUT = 'Out for Delivery' as const;

/** A fresh code and the store's rule for this order, fixed when it goes out (a setting changed later does not apply to it). */
export async function issueHandover() {
  const { handoverCode } = await deliverySettings();
  return {
    code: String(randomInt(0, 10_000)).padStart(4, '0'),
    required: handoverCode === 'required',
    wrong_codes: 0,
    picked_up_at: null,
    arrived_at: null,
    override: null,
  };
}

type Step = 'picked_up' | 'arrived';
const STEP_FIELD = { picked_up: 'handover.picked_up_at', arrived: 'handover.arrived_at' } as const;
const STEP_WORDS = { picked_up: 'picked up', arrived: 'arrived' } as const;

/** The rider's step (theirs, out for delivery, not done yet): a timeline entry, the status stays. */
export async function recordStep(orderId: string, partnerId: string, step: Step): Promise<StoredOrder> {
  const seen = await partnersOrder(orderId, partnerId);
  if (seen.delivery_status !== OUT || !seen.handover) throw new ConflictError('Accept the order first: it is not out for delivery.');
  const field = STEP_FIELD[step];
  const moved = await move(
    orderId,
    { partner_id: partnerId, delivery_status: OUT, [field]: null },
    { delivery_status: OUT },
    `partner:${partnerId}`,
    { [field]: new Date(clock.now()) },
    { step },
  );
  if (moved) return moved;
  const now = await partnersOrder(orderId, partnerId);
  if (now.delivery_status === OUT && now.handover?.[step === 'picked_up' ? 'picked_up_at' : 'arrived_at']) return now;
  throw new ConflictError(`This order is ${now.delivery_status}; it can no longer be marked ${STEP_WORDS[step]}.`);
}

export const LOCKED = 'Too many wrong codes. Please call the store: a manager can approve this delivery.';

/**
 * Before completing: the customer's code when the order asks for one. A wrong code is counted with one conditional
 * $inc (five lock the order, also when typed at the same moment on two phones); a locked order is completed only
 * by a manager's override. Answers how the handover was confirmed.
 */
export async function checkHandoverCode(order: StoredOrder, code: string | undefined): Promise<'code' | 'no_code'> {
  const h = order.handover;
  if (!h || !h.required) return 'no_code';
  if ((h.wrong_codes ?? 0) >= HANDOVER_MAX_WRONG) throw new ConflictError(LOCKED);
  if (!code) throw new BadRequestError('Ask the customer for the 4-digit handover code.');
  if (code === h.code) return 'code';
  const counted = await transition(
    OrderModel,
    order._id.toString(),
    { delivery_status: OUT, 'handover.wrong_codes': { $lt: HANDOVER_MAX_WRONG } },
    { $inc: { 'handover.wrong_codes': 1 } },
  );
  const wrong = counted?.handover?.wrong_codes ?? HANDOVER_MAX_WRONG;
  const left = HANDOVER_MAX_WRONG - wrong;
  if (left <= 0) throw new ConflictError(LOCKED);
  throw new BadRequestError(`That code does not match. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
}

/** The partner could not get the code: a photo at the door, kept with the order, and a manager is asked to approve. */
export async function requestOverride(orderId: string, partnerId: string, photo: Buffer, filename: string): Promise<StoredOrder> {
  const seen = await partnersOrder(orderId, partnerId);
  if (seen.delivery_status !== OUT || !seen.handover) throw new ConflictError('Accept the order first: it is not out for delivery.');
  const stored = await storeImage(photo, filename); // 400 when the bytes are not an image: nothing stored
  await DoorPhotoModel.create({ _id: stored.id, order_id: orderId, created_at: new Date(clock.now()) });
  const updated = await transition(
    OrderModel,
    orderId,
    { partner_id: partnerId, delivery_status: OUT },
    { $set: { 'handover.override': { photo_url: stored.url, requested_at: new Date(clock.now()) } } },
  );
  if (!updated) throw new ConflictError('This order is no longer out for delivery.');
  await DeliveryUnderWayModel.updateOne({ _id: orderId }, { $set: { override_requested: true } });
  return updated.toObject();
}

/** Owner or manager: completes a delivery whose partner sent a photo at the door, without the code. */
export async function approveOverride(orderId: string, adminId: string): Promise<StoredOrder> {
  const seen = await findOrder(orderId);
  const photo = seen.handover?.override?.photo_url;
  if (!photo) throw new ConflictError('The partner has not asked for an override on this order.');
  const moved = await move(
    orderId,
    { delivery_status: OUT, 'handover.override.photo_url': photo },
    { delivery_status: 'Delivered', status: 'Completed' },
    `admin:${adminId}`,
    {},
    { confirmed_by: 'override', photo_url: photo },
  );
  if (moved) return billAfter(await paySubscriptionAfter(moved));
  const now = await findOrder(orderId);
  throw new ConflictError(`This order is ${now.delivery_status} and can no longer be approved.`);
}

/** Deliveries waiting for a manager's approval, oldest request first. */
export async function pendingOverrides(): Promise<StoredOrder[]> {
  const rows = await DeliveryUnderWayModel.find({ override_requested: true }, { _id: 1 }).lean<Array<{ _id: string }>>();
  const orders = await Promise.all(rows.map((r) => OrderModel.findById(r._id).lean<StoredOrder>()));
  return orders
    .filter((o): o is StoredOrder => o !== null && o.delivery_status === OUT && !!o.handover?.override)
    .sort((a, b) => a.handover!.override!.requested_at.getTime() - b.handover!.override!.requested_at.getTime());
}

/** Door photos among these image URLs: they stay with their orders (the unused-image sweep keeps them). */
export async function doorPhotosInUse(urls: string[]): Promise<Set<string>> {
  const ids = urls.map((u) => u.split('/').pop() ?? '');
  const kept = await DoorPhotoModel.find({ _id: { $in: ids } }, { _id: 1 }).lean<Array<{ _id: string }>>();
  const keptIds = new Set(kept.map((k) => k._id));
  return new Set(urls.filter((u) => keptIds.has(u.split('/').pop() ?? '')));
}
