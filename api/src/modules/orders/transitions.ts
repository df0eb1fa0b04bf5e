import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { slotText } from '../notifications/templates';
import { clock } from '../../lib/clock';
import { moveOrderSlot } from '../slots/checkout';
import { checkCashCollected, type CashReport } from './cash-collected';
import type { DeliveryStatus } from './model';
import { findOrder, giveBack, move, ORDER_NOT_FOUND, partnersOrder, type Actor } from './order-moves';
import { returnOrderCredit } from './store-credit';
import { amountDuePaise, paymentOf, refundCancelledOrder } from './payments';
import { checkHandoverCode, issueHandover, LOCKED } from './handover';
import { HANDOVER_MAX_WRONG } from '@farm-store/contracts/doorstep';
import type { StoredOrder } from './views';
import { NOT_PACKED, settleWeightsAfter } from './packing';
import { billAfter, creditNoteAfter } from './billing';
import { paySubscriptionAfter } from './subscription-payment';

/**
 * The delivery state machine (docs/business-rules.md "Orders: states and who moves them"), every move a single conditional update through transition():
 *
 *   Pending ──assign (admin, partner orders only)──▶ Assigned ──accept (that partner)──▶ Out for Delivery
 *   Out for Delivery ──complete (that partner, with the customer's handover code: handover.ts)──▶ Delivered (status Completed)
 *   Out for Delivery ──override approved (owner or manager, the partner's photo at the door)──▶ Delivered (status Completed)
 *   Assigned | Out for Delivery ──unassign (admin)──▶ Pending, partner fields cleared
 *   Assigned | Out for Delivery ──reassign (admin, to another active partner)──▶ Assigned to that partner
 *   automated, Pending | Processing ──ship (admin, courier + tracking number)──▶ Shipped
 *   automated, Shipped ──confirm receipt (the customer)──▶ Delivered (status Completed)
 *   Pending | Processing | Assigned | Out for Delivery | Shipped ──cancel (admin, optional reason)──▶ Cancelled
 *   Pending | Assigned ──cancel (the customer, before the order has left)──▶ Cancelled
 *   Awaiting Payment ──cancel (the customer or an admin)──▶ Cancelled
 *
 * An order with lines sold by weight is packed first (packing.ts, the status stays): until each weighed line has its
 * packed weight it is neither assigned nor shipped (409), and leaving packing settles what a prepaid order is owed back.
 *
 * Paying online adds (payments.ts): Awaiting Payment ──paid──▶ Pending; ──switched to cash (the customer)──▶ Pending;
 * ──unpaid at its deadline (the store)──▶ Cancelled, payment expired. A paid order that is cancelled is refunded.
 *
 * Every move to Cancelled gives back what the order took (stock, its coupon use, the customer's active-order
 * count that decides the first-order discount) exactly once: only the call whose conditional update moved it.
 *
 * Unassign, reassign and cancel of an order in a partner's hands are how an admin frees an order whose
 * partner was disabled (or cannot go on): nothing else may move it then.
 * When the conditional update matches nothing the order is re-read only to choose the answer
 * (404 for someone else's or a missing order, 409 with the reason otherwise); it is never changed.
 * Assigning or reassigning an order to the partner it is already Assigned to answers 200 with the order
 * unchanged: it is what a repeated click asked for (no second history entry).
 */

const NOT_FINISHED: DeliveryStatus[] = ['Pending', 'Processing', 'Assigned', 'Out for Delivery', 'Shipped'];
const CANCELLABLE: DeliveryStatus[] = ['Awaiting Payment', ...NOT_FINISHED];
/** The customer may cancel until the order has left the store (out with a partner or shipped). */
const CUSTOMER_CANCELLABLE: DeliveryStatus[] = ['Awaiting Payment', 'Pending', 'Assigned'];
/** A courier order not yet handed to the courier. */
const SHIPPABLE: DeliveryStatus[] = ['Pending', 'Processing'];
const FINISHED_STATUSES = ['Completed', 'Cancelled'];
/** A partner order in a partner's hands: what unassign and reassign free. */
export const IN_HAND: DeliveryStatus[] = ['Assigned', 'Out for Delivery'];

export interface AssignablePartner {
  id: string;
  name: string;
  phone: string;
}

/**
 * What completing the delivery records of the order's money: the cash collected, and a cash order is then paid. A
 * subscription's delivery records no cash: store credit pays it once delivered (subscription-payment.ts).
 */
function completionPayment(order: StoredOrder, cash?: CashReport) {
  if (paymentOf(order).method === 'subscription') {
    if ((cash?.collectedPaise ?? 0) !== 0) {
      throw new BadRequestError("This is a subscription delivery, paid from the customer's store credit: there is no cash to collect.");
    }
    return {};
  }
  const recorded = checkCashCollected(amountDuePaise(order), cash);
  const cashOrderPaid = paymentOf(order).state === 'due' && recorded.cash_collected_paise > 0;
  return cashOrderPaid ? { ...recorded, payment: { ...paymentOf(order), state: 'paid', paid_via: 'cash' } } : recorded;
}

/** Admin: Pending partner order → Assigned to an (already checked active) partner. */
export async function assignOrder(orderId: string, partner: AssignablePartner, adminId: string): Promise<StoredOrder> {
  const moved = await move(
    orderId,
    { delivery_status: 'Pending', delivery_type: 'partner', awaiting_weights: { $ne: true } },
    { delivery_status: 'Assigned' },
    `admin:${adminId}`,
    { partner_id: partner.id, partner_name: partner.name, partner_phone: partner.phone },
  );
  if (moved) return settleWeightsAfter(moved);
  const order = await findOrder(orderId);
  if (order.delivery_type === 'automated') throw new ConflictError('This order is handled automatically.');
  if (isAssignedTo(order, partner.id)) return order;
  if (order.delivery_status === 'Pending' && order.awaiting_weights) throw new ConflictError(NOT_PACKED);
  if (order.delivery_status === 'Assigned') throw new ConflictError('This order has already been assigned to a partner.');
  throw new ConflictError(`This order is ${order.delivery_status} and can no longer be assigned.`);
}

/** Already where the admin wants it: Assigned to this partner (a repeated click, or two admins choosing alike). */
const isAssignedTo = (order: StoredOrder, partnerId: string) => order.delivery_status === 'Assigned' && order.partner_id === partnerId;

/**
 * Admin: an Assigned or Out for Delivery order → Pending, without a partner (to be assigned again). Like
 * reassign, it applies only while the order is still with `fromPartnerId`, the partner the admin saw on it.
 */
export async function unassignOrder(orderId: string, fromPartnerId: string, adminId: string): Promise<StoredOrder> {
  const moved = await move(
    orderId,
    { delivery_type: 'partner', delivery_status: { $in: IN_HAND }, partner_id: fromPartnerId },
    { delivery_status: 'Pending' },
    `admin:${adminId}`,
    { partner_id: null, partner_name: null, partner_phone: null },
  );
  if (moved) return moved;
  throw notInHand(await findOrder(orderId), 'unassigned');
}

/** Why an unassign or reassign matched nothing: the order is not (or no longer) with the partner the admin saw. */
function notInHand(order: StoredOrder, action: 'unassigned' | 'reassigned'): ConflictError {
  if (order.delivery_type === 'automated') return new ConflictError('This order is handled automatically.');
  if (order.delivery_status === 'Pending') return new ConflictError('This order has no delivery partner.');
  if (IN_HAND.includes(order.delivery_status)) {
    return new ConflictError('This order has just been given to another partner. Reload to see who has it.');
  }
  return new ConflictError(`This order is ${order.delivery_status} and can no longer be ${action}.`);
}

/**
 * Admin: an Assigned or Out for Delivery order → Assigned to another (already checked active, not
 * `fromPartnerId`) partner, who accepts it as usual. Applies only while the order is still with
 * `fromPartnerId`, the partner the admin saw on it: of two admins moving the same order at once exactly
 * one wins, the other gets 409.
 */
export async function reassignOrder(orderId: string, fromPartnerId: string, partner: AssignablePartner, adminId: string): Promise<StoredOrder> {
  const moved = await move(
    orderId,
    { delivery_type: 'partner', delivery_status: { $in: IN_HAND }, partner_id: fromPartnerId },
    { delivery_status: 'Assigned' },
    `admin:${adminId}`,
    { partner_id: partner.id, partner_name: partner.name, partner_phone: partner.phone },
  );
  if (moved) return moved;
  const order = await findOrder(orderId);
  if (isAssignedTo(order, partner.id)) return order;
  throw notInHand(order, 'reassigned');
}

/** Partner: their Assigned order → Out for Delivery. */
export async function acceptOrder(orderId: string, partnerId: string): Promise<StoredOrder> {
  // Going out, a rider's order gets its handover code (handover.ts): the customer sees it and the SMS carries it.
  const moved = await move(orderId, { partner_id: partnerId, delivery_status: 'Assigned' }, { delivery_status: 'Out for Delivery' }, `partner:${partnerId}`, {
    handover: await issueHandover(),
  });
  if (moved) return moved;
  const order = await partnersOrder(orderId, partnerId);
  throw new ConflictError(`This order is ${order.delivery_status}; only an Assigned order can be accepted.`);
}

/**
 * Partner: their Out for Delivery order → Delivered, and the order is Completed, with the cash they collected
 * (checked against the amount due, see checkCashCollected). The order is read first only to answer 404/409
 * and to check the cash; the move itself is the one conditional update.
 */
export async function completeOrder(orderId: string, partnerId: string, cash?: CashReport, code?: string): Promise<StoredOrder> {
  const notCompletable = (order: StoredOrder) => new ConflictError(`This order is ${order.delivery_status}; accept it before completing the delivery.`);
  const seen = await partnersOrder(orderId, partnerId);
  if (seen.delivery_status !== 'Out for Delivery') throw notCompletable(seen);
  // The cash is checked before the code, so a wrong amount does not cost the partner one of their tries.
  const payment = completionPayment(seen, cash);
  const confirmedBy = await checkHandoverCode(seen, code);
  const moved = await move(
    orderId,
    { partner_id: partnerId, delivery_status: 'Out for Delivery', ...(confirmedBy === 'code' && { 'handover.wrong_codes': { $lt: HANDOVER_MAX_WRONG } }) },
    { delivery_status: 'Delivered', status: 'Completed' },
    `partner:${partnerId}`,
    payment,
    seen.delivery_type === 'partner' ? { confirmed_by: confirmedBy } : {},
  );
  if (moved) return billAfter(await paySubscriptionAfter(moved));
  const now = await partnersOrder(orderId, partnerId);
  if (now.delivery_status === 'Out for Delivery' && (now.handover?.wrong_codes ?? 0) >= HANDOVER_MAX_WRONG) throw new ConflictError(LOCKED);
  throw notCompletable(now);
}

/** What the call that cancelled an order does once: give back what it took, return its credit, refund what it was paid. */
async function afterCancel(order: StoredOrder): Promise<StoredOrder> {
  await giveBack(order);
  await returnOrderCredit(order);
  const refunded = await refundCancelledOrder(order);
  // A courier order cancelled after it was shipped (and billed): the goods came back.
  return creditNoteAfter(refunded, `cancel:${order._id.toString()}`, order.total_paise, 'Order cancelled');
}

/**
 * Admin: cancel an order that is not finished, also one out with a partner (who may be unable to go on) or a
 * shipped one (the parcel came back). The reason, when given, is kept in the history entry.
 */
export async function cancelOrder(orderId: string, adminId: string, reason?: string): Promise<StoredOrder> {
  const moved = await move(
    orderId,
    { delivery_status: { $in: CANCELLABLE }, status: { $nin: FINISHED_STATUSES } },
    { delivery_status: 'Cancelled', status: 'Cancelled' },
    `admin:${adminId}`,
    {},
    { reason: reason?.trim() || undefined },
  );
  if (moved) return afterCancel(moved);
  const order = await findOrder(orderId);
  if (order.delivery_status === 'Cancelled') throw new ConflictError('This order is already cancelled.');
  throw new ConflictError('This order has already been delivered and cannot be cancelled.');
}

/** Customer: cancel their own order while it has not left the store (Pending or Assigned). */
export async function cancelByCustomer(orderId: string, userId: string): Promise<StoredOrder> {
  const moved = await move(
    orderId,
    { user_id: userId, delivery_status: { $in: CUSTOMER_CANCELLABLE }, status: { $nin: FINISHED_STATUSES } },
    { delivery_status: 'Cancelled', status: 'Cancelled' },
    `customer:${userId}`,
  );
  if (moved) return afterCancel(moved);
  const order = await findOrder(orderId);
  if (order.user_id !== userId) throw new NotFoundError(ORDER_NOT_FOUND);
  if (order.delivery_status === 'Cancelled') throw new ConflictError('This order is already cancelled.');
  if (order.delivery_status === 'Delivered' || order.status === 'Completed') {
    throw new ConflictError('This order has already been delivered and cannot be cancelled.');
  }
  throw new ConflictError(`This order is ${order.delivery_status} and has left our store, so it can no longer be cancelled. Please call us if you need help.`);
}

export interface Dispatch {
  courier: string;
  trackingNumber: string;
}

/** Admin: a courier (automated) order not yet shipped → Shipped, with the courier and its tracking number. */
export async function shipOrder(orderId: string, dispatch: Dispatch, adminId: string): Promise<StoredOrder> {
  const courier = dispatch.courier.trim();
  const tracking = dispatch.trackingNumber.trim();
  if (!courier || !tracking) throw new BadRequestError('Please enter the courier and the tracking number.');
  const moved = await move(
    orderId,
    { delivery_type: 'automated', delivery_status: { $in: SHIPPABLE }, status: { $nin: FINISHED_STATUSES }, awaiting_weights: { $ne: true } },
    { delivery_status: 'Shipped' },
    `admin:${adminId}`,
    { courier, tracking_number: tracking },
  );
  if (moved) return billAfter(await settleWeightsAfter(moved));
  const order = await findOrder(orderId);
  if (SHIPPABLE.includes(order.delivery_status) && order.awaiting_weights) throw new ConflictError(NOT_PACKED);
  if (order.delivery_type !== 'automated') {
    throw new ConflictError('This order is carried by a delivery partner, not sent by courier.');
  }
  // A repeated click with the same details: already what the admin asked for.
  if (order.delivery_status === 'Shipped' && order.courier === courier && order.tracking_number === tracking) return order;
  if (order.delivery_status === 'Shipped') {
    throw new ConflictError(`This order has already been shipped with ${order.courier} (tracking number ${order.tracking_number}).`);
  }
  throw new ConflictError(`This order is ${order.delivery_status} and can no longer be shipped.`);
}

/**
 * Customer: confirm receipt of their own courier (automated) order once it is Shipped. Before that there is no parcel
 * to receive, and a confirmed order would leave the store's list of orders to ship (docs/decisions.md).
 */
export async function confirmDelivery(orderId: string, userId: string): Promise<StoredOrder> {
  const moved = await move(
    orderId,
    { user_id: userId, delivery_type: 'automated', delivery_status: 'Shipped', status: { $nin: FINISHED_STATUSES } },
    { delivery_status: 'Delivered', status: 'Completed' },
    `customer:${userId}`,
  );
  if (moved) return billAfter(await paySubscriptionAfter(moved));
  const order = await findOrder(orderId);
  if (order.user_id !== userId) throw new NotFoundError(ORDER_NOT_FOUND);
  if (order.delivery_type !== 'automated') {
    throw new ConflictError('Your delivery partner confirms this delivery when they hand it over.');
  }
  if (order.delivery_status === 'Cancelled' || order.status === 'Cancelled') {
    throw new ConflictError('This order was cancelled.');
  }
  if (order.delivery_status === 'Delivered' || order.status === 'Completed') throw new ConflictError('This order is already marked as delivered.');
  throw new ConflictError('This order has not been shipped yet. You can confirm receipt once the courier has it.');
}

/** Orders whose delivery slot can still change: not yet out with a partner. */
const SLOT_MOVABLE: DeliveryStatus[] = ['Pending', 'Processing', 'Assigned'];
export const NOT_RESCHEDULABLE = 'This order can no longer be rescheduled.';

/**
 * Moves an order to another open slot of its zone (409 when that slot is full, closed or past its cut-off). The
 * customer may until their current slot's cut-off; staff until the order is out for delivery. The move is a
 * history entry (`slot_to`) that the customer is sent an SMS about and staff see with its reason; the customer's
 * timeline leaves it out. Someone else's order (for a customer) is a 404.
 */
export async function moveToSlot(orderId: string, slotId: string, by: Actor): Promise<StoredOrder> {
  const order = await findOrder(orderId);
  const customerId = by.startsWith('customer:') ? by.slice('customer:'.length) : null;
  if (customerId !== null && order.user_id !== customerId) throw new NotFoundError(ORDER_NOT_FOUND);
  if (!order.slot) throw new ConflictError('This order is not delivered in a slot.');
  const tooLate = customerId !== null && clock.now() >= order.slot.cutoff_at.getTime();
  if (tooLate || !SLOT_MOVABLE.includes(order.delivery_status)) throw new ConflictError(NOT_RESCHEDULABLE);
  let moved: StoredOrder | null = null;
  await moveOrderSlot({
    userId: order.user_id,
    orderId,
    zone: 'hyderabad',
    from: order.slot.id,
    to: slotId,
    grams: order.weight_grams ?? 0,
    commit: async (slot) => {
      const to = { starts_at: new Date(slot.starts_at), ends_at: new Date(slot.ends_at), cutoff_at: new Date(slot.cutoff_at), id: slot.id };
      const reason = `Delivery moved to ${slotText(slot.id)}`;
      moved = await move(
        orderId,
        { 'slot.id': order.slot!.id, delivery_status: { $in: SLOT_MOVABLE } },
        { delivery_status: order.delivery_status },
        by,
        { slot: to },
        { reason, slot_to: slot.id },
      );
      return moved !== null;
    },
  });
  return moved!;
}
