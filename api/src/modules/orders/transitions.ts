import type { QueryFilter, UpdateQuery } from 'mongoose';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { toObjectId } from '../../lib/mongo';
import { transition } from '../../lib/state-transition';
import { countCancelledOrder, counterWriteFailed } from './counters';
import { rememberOrderWrite } from './newest-page';
import { notifyOrderChange } from '../notifications/service';
import { OrderModel, type DeliveryStatus, type Order } from './model';
import type { StoredOrder } from './views';

/**
 * The delivery state machine (SPEC §4), every move a single conditional update through transition():
 *
 *   Pending ──assign (admin, partner orders only)──▶ Assigned ──accept (that partner)──▶ Out for Delivery
 *   Out for Delivery ──complete (that partner)──▶ Delivered (status Completed)
 *   automated, not finished ──confirm receipt (the customer)──▶ Delivered (status Completed)
 *   Pending | Processing | Assigned ──cancel (admin)──▶ Cancelled (status Cancelled)
 *
 * When the conditional update matches nothing the order is re-read only to choose the answer
 * (404 for someone else's or a missing order, 409 with the reason otherwise); it is never changed.
 */

const NOT_FINISHED: DeliveryStatus[] = ['Pending', 'Processing', 'Assigned', 'Out for Delivery'];
const CANCELLABLE: DeliveryStatus[] = ['Pending', 'Processing', 'Assigned'];

const ORDER_NOT_FOUND = 'We could not find that order.';

type Actor = `admin:${string}` | `partner:${string}` | `customer:${string}`;

async function move(
  orderId: string,
  expected: QueryFilter<Order>,
  to: { delivery_status: DeliveryStatus; status?: string },
  by: Actor,
  extra: Record<string, unknown> = {},
): Promise<StoredOrder | null> {
  const id = toObjectId(orderId, ORDER_NOT_FOUND).toString();
  const at = new Date();
  const set: Record<string, unknown> = { ...extra, delivery_status: to.delivery_status };
  if (to.status) set.status = to.status;
  if (to.delivery_status === 'Delivered') set.delivered_at = at;
  const update: UpdateQuery<Order> = {
    $set: set,
    $push: { status_history: { status: to.delivery_status, at, by } },
  };
  const updated = await transition(OrderModel, id, expected, update);
  if (!updated) return null;
  const order = updated.toObject() as StoredOrder;
  rememberOrderWrite(order);
  await notifyOrderChange(order);
  return order;
}

async function current(orderId: string): Promise<StoredOrder> {
  const order = await OrderModel.findById(toObjectId(orderId, ORDER_NOT_FOUND)).lean<StoredOrder>();
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

function isFinished(order: StoredOrder): boolean {
  return order.delivery_status === 'Delivered' || order.delivery_status === 'Completed' || order.status === 'Completed';
}

export interface AssignablePartner {
  id: string;
  name: string;
  phone: string;
}

/** Admin: Pending partner order → Assigned to an (already checked active) partner. */
export async function assignOrder(orderId: string, partner: AssignablePartner, adminId: string): Promise<StoredOrder> {
  const moved = await move(
    orderId,
    { delivery_status: 'Pending', delivery_type: 'partner' },
    { delivery_status: 'Assigned' },
    `admin:${adminId}`,
    { partner_id: partner.id, partner_name: partner.name, partner_phone: partner.phone },
  );
  if (moved) return moved;
  const order = await current(orderId);
  if (order.delivery_type === 'automated') throw new ConflictError('This order is handled automatically.');
  if (order.delivery_status === 'Assigned') throw new ConflictError('This order has already been assigned to a partner.');
  throw new ConflictError(`This order is ${order.delivery_status} and can no longer be assigned.`);
}

/** Partner: their Assigned order → Out for Delivery. */
export async function acceptOrder(orderId: string, partnerId: string): Promise<StoredOrder> {
  const moved = await move(
    orderId,
    { partner_id: partnerId, delivery_status: 'Assigned' },
    { delivery_status: 'Out for Delivery' },
    `partner:${partnerId}`,
  );
  if (moved) return moved;
  const order = await partnersOrder(orderId, partnerId);
  throw new ConflictError(`This order is ${order.delivery_status}; only an Assigned order can be accepted.`);
}

/** Partner: their Out for Delivery order → Delivered, and the order is Completed. */
export async function completeOrder(orderId: string, partnerId: string): Promise<StoredOrder> {
  const moved = await move(
    orderId,
    { partner_id: partnerId, delivery_status: 'Out for Delivery' },
    { delivery_status: 'Delivered', status: 'Completed' },
    `partner:${partnerId}`,
  );
  if (moved) return moved;
  const order = await partnersOrder(orderId, partnerId);
  throw new ConflictError(`This order is ${order.delivery_status}; accept it before completing the delivery.`);
}

/** Another partner's order is answered like a missing one: partners never learn about others' orders. */
async function partnersOrder(orderId: string, partnerId: string): Promise<StoredOrder> {
  const order = await current(orderId);
  if (order.partner_id !== partnerId) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** Admin: cancel an order that has not left with a partner yet. */
export async function cancelOrder(orderId: string, adminId: string): Promise<StoredOrder> {
  const moved = await move(
    orderId,
    { delivery_status: { $in: CANCELLABLE }, status: { $nin: ['Completed', 'Cancelled'] } },
    { delivery_status: 'Cancelled', status: 'Cancelled' },
    `admin:${adminId}`,
  );
  if (moved) {
    await countCancelledOrder(moved).catch(counterWriteFailed);
    return moved;
  }
  const order = await current(orderId);
  if (order.delivery_status === 'Cancelled') throw new ConflictError('This order is already cancelled.');
  if (isFinished(order)) throw new ConflictError('This order has already been delivered and cannot be cancelled.');
  throw new ConflictError('This order is already out for delivery and can no longer be cancelled.');
}

/** Customer: confirm receipt of their own courier (automated) order that is not finished yet. */
export async function confirmDelivery(orderId: string, userId: string): Promise<StoredOrder> {
  const moved = await move(
    orderId,
    {
      user_id: userId,
      delivery_type: 'automated',
      delivery_status: { $in: NOT_FINISHED },
      status: { $nin: ['Completed', 'Cancelled'] },
    },
    { delivery_status: 'Delivered', status: 'Completed' },
    `customer:${userId}`,
  );
  if (moved) return moved;
  const order = await current(orderId);
  if (order.user_id !== userId) throw new NotFoundError(ORDER_NOT_FOUND);
  if (order.delivery_type !== 'automated') {
    throw new ConflictError('Your delivery partner confirms this delivery when they hand it over.');
  }
  if (order.delivery_status === 'Cancelled' || order.status === 'Cancelled') {
    throw new ConflictError('This order was cancelled.');
  }
  throw new ConflictError('This order is already marked as delivered.');
}
