import { settleSubscriptionDue } from './subscription-dues';
import type { QueryFilter, UpdateQuery } from 'mongoose';
import { NotFoundError } from '../../lib/errors';
import { toObjectId } from '../../lib/mongo';
import { transition } from '../../lib/state-transition';
import { countCancelledOrder, counterWriteFailed } from './counters';
import { rememberOrderWrite } from './newest-page';
import { forgetOrderChange, noteOrderChange, notifyOrderChange } from '../notifications/service';
import { returnStock } from '../catalogue/stock';
import { giveBackCouponUse } from '../coupons/usage';
import { giveBackOrderPlace } from '../slots/checkout';
import { OrderModel, type DeliveryStatus, type Order } from './model';
import type { StoredOrder } from './views';
import { trackDeliveryUnderWay } from './under-way';
import { trackWaiting } from './waiting';

/** The building blocks of every order move (transitions.ts, payments.ts): one conditional update, then its messages. */

export const ORDER_NOT_FOUND = 'We could not find that order.';

/** Who moved an order: a person, or the store itself (a payment arriving, an unpaid order expiring). */
export type Actor = `admin:${string}` | `partner:${string}` | `customer:${string}` | 'system';

/** What a history entry says besides the status it moved to (docs/business-rules.md "Orders: states and who moves them"). */
export interface HistoryNote {
  reason?: string;
  /** A move to another delivery slot: the slot moved to. */
  slot_to?: string;
  /** A change of the order's money (the status stays), and its amount. */
  payment?: 'paid_at_door' | 'refund_started' | 'refund_processed' | 'refund_failed' | 'final_bill' | 'credited';
  amount_paise?: number;
  /** A step of the rider (the status stays), or the one "arriving soon" message. */
  step?: 'picked_up' | 'arrived' | 'arriving_soon';
  /** How a delivery was confirmed at the door, and the override's photo. */
  confirmed_by?: 'code' | 'override' | 'no_code';
  photo_url?: string;
  /** A complaint about the delivered order was decided (the status stays), with the amount approved. */
  complaint?: ComplaintOutcome;
}

export type ComplaintOutcome = 'approved_original' | 'approved_credit' | 'approved_replacement' | 'declined';

/**
 * Moves an order while `expected` still matches (else null, nothing changed): sets `to` and `extra`, adds a history
 * entry, and records the messages that entry calls for. `more` adds other operators to the same single update
 * (a refund's `$inc` and `$push`).
 */
export async function move(
  orderId: string,
  expected: QueryFilter<Order>,
  to: { delivery_status: DeliveryStatus; status?: string },
  by: Actor,
  extra: Record<string, unknown> = {},
  note: HistoryNote = {},
  more: { $inc?: Record<string, number>; $push?: Record<string, unknown> } = {},
): Promise<StoredOrder | null> {
  const id = toObjectId(orderId, ORDER_NOT_FOUND).toString();
  const outboxNote = await noteOrderChange(id);
  const at = new Date();
  const set: Record<string, unknown> = { ...extra, delivery_status: to.delivery_status };
  if (to.status) set.status = to.status;
  // A note on a delivered order (a refund, a complaint's answer) keeps the time it was delivered.
  if (to.delivery_status === 'Delivered' && expected.delivery_status !== 'Delivered') set.delivered_at = at;
  if (to.delivery_status === 'Shipped') set.shipped_at = at;
  const entry = Object.fromEntries(Object.entries({ status: to.delivery_status, at, by, ...note }).filter(([, v]) => v !== undefined && v !== ''));
  const update: UpdateQuery<Order> = { $set: set, $push: { status_history: entry, ...more.$push }, ...(more.$inc && { $inc: more.$inc }) };
  const updated = await transition(OrderModel, id, expected, update);
  if (!updated) {
    await forgetOrderChange(outboxNote);
    return null;
  }
  const order = updated.toObject() as StoredOrder;
  rememberOrderWrite(order);
  await Promise.all([notifyOrderChange(order, outboxNote), trackDeliveryUnderWay(order), trackWaiting(order)]);
  return order;
}

export async function findOrder(orderId: string): Promise<StoredOrder> {
  const order = await OrderModel.findById(toObjectId(orderId, ORDER_NOT_FOUND)).lean<StoredOrder>();
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** A customer's own order; someone else's is answered like a missing one. */
export async function customersOrder(orderId: string, userId: string): Promise<StoredOrder> {
  const order = await findOrder(orderId);
  if (order.user_id !== userId) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** Another partner's order is answered like a missing one: partners never learn about others' orders. */
export async function partnersOrder(orderId: string, partnerId: string): Promise<StoredOrder> {
  const order = await findOrder(orderId);
  if (order.partner_id !== partnerId) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/**
 * After the one conditional update that moved an order to Cancelled (a cancel, or an unpaid order expiring): gives back
 * its stock, coupon use and slot place (its store credit: store-credit.ts returnOrderCredit) and takes it out of the counters (so a cancelled order is not an earlier order
 * for the first-order discount). The order is cancelled whatever happens here, so a failed write is reported and the
 * cancel still answers.
 */
export async function giveBack(order: StoredOrder): Promise<void> {
  await Promise.all([countCancelledOrder(order).catch(counterWriteFailed), settleSubscriptionDue(order)]);
  // Only what placing the order took (a variant an admin started counting since was never taken from).
  const lines = order.items.filter((i) => i.stock_taken !== false).map((i) => ({ variant_id: i.variant_id, quantity: i.quantity, name: i.name }));
  await returnStock(lines).catch((err: unknown) =>
    process.emitWarning(`stock of cancelled order ${order._id.toString()} not returned: ${String(err)}`, 'OrderCancel'),
  );
  if (order.coupon_use_taken && order.coupon_code) {
    await giveBackCouponUse(order.coupon_code, order.user_id).catch((err: unknown) =>
      process.emitWarning(`coupon use of cancelled order ${order._id.toString()} not given back: ${String(err)}`, 'OrderCancel'),
    );
  }
  if (order.slot) {
    await giveBackOrderPlace(order._id.toString(), order.slot.id).catch((err: unknown) =>
      process.emitWarning(`slot place of cancelled order ${order._id.toString()} not given back: ${String(err)}`, 'OrderCancel'),
    );
  }
}
