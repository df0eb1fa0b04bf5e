import { ConflictError } from '../../lib/errors';
import { keyMark } from '../../lib/key-marks';
import { findOrder, move } from './order-moves';
import type { StoredOrder } from './views';
import { creditMovedBy, moveCredit } from '../store-credit/service';

/**
 * An order's store credit (docs/store-credit.md): spent once when it is placed (`spend:<order id>`) and returned once
 * when it is cancelled, or when placing it failed after the spend (`return:<order id>`).
 */

export const SPENT_REASON = 'Used on an order';
export const RETURNED_REASON = 'Order cancelled: credit returned';

/**
 * Takes the credit an order uses (409 when the balance no longer covers it). A retry of a placement under the same
 * order id finds the spend already made and goes on, unless that attempt gave the credit back.
 */
export async function spendCredit(userId: string, orderId: string, amountPaise: number): Promise<void> {
  const outcome = await moveCredit({ userId, key: `spend:${orderId}`, amountPaise: -amountPaise, reason: SPENT_REASON, orderId });
  if (!outcome.applied && (await creditMovedBy(userId, `return:${orderId}`)) !== 0) {
    throw new ConflictError('Your store credit changed while this order was being placed. Please review your order and confirm again.');
  }
}

/** Gives back what an order spent, once however often it is called. */
export async function returnCredit(userId: string, orderId: string, amountPaise: number): Promise<void> {
  await moveCredit({ userId, key: `return:${orderId}`, amountPaise, reason: RETURNED_REASON, orderId });
}

/**
 * Where money put into store credit comes from: the credit the order spent, its online payment still refundable, or
 * cash paid at the door (not held by the order: the caller caps it, as a complaint by the value of its items).
 */
export interface CreditSources {
  fromCredit: number;
  fromPayment: number;
  fromCash?: number;
}

/** Splits an amount over an order's sources: its own credit first, then its online payment, then cash paid at the door. */
export function creditSourcesFor(order: StoredOrder, amountPaise: number, refundablePaise: number, cashPaid: boolean): CreditSources | null {
  const fromCredit = Math.min(amountPaise, creditReturnablePaise(order));
  const fromPayment = Math.min(amountPaise - fromCredit, refundablePaise);
  const fromCash = cashPaid ? amountPaise - fromCredit - fromPayment : 0;
  return fromCredit + fromPayment + fromCash === amountPaise ? { fromCredit, fromPayment, fromCash } : null;
}

/**
 * Puts part of what a customer paid for an order into their store credit, once per key: one conditional write on the
 * order takes it from its sources (never more than is left of each) and marks the key with the amount, then the ledger
 * is credited under the same key. A repeat — a retry, or a crash between the two writes — finds the key marked and only
 * completes the credit. Answers the order, or null when its sources no longer cover the amount (nothing changed).
 */
export async function creditFromOrder(order: StoredOrder, sources: CreditSources, key: string, reason: string): Promise<StoredOrder | null> {
  const orderId = order._id.toString();
  const amountPaise = sources.fromCredit + sources.fromPayment + (sources.fromCash ?? 0);
  if (amountPaise <= 0) return order;
  const mark = keyMark('credit_keys', key);
  const take: Record<string, number> = {};
  if (sources.fromPayment > 0) take['payment.refundable_paise'] = -sources.fromPayment;
  if (sources.fromCredit > 0) take.credit_returnable_paise = -sources.fromCredit;
  const moved = await move(
    orderId,
    {
      delivery_status: order.delivery_status,
      [mark]: { $exists: false },
      ...(sources.fromPayment > 0 && { 'payment.refundable_paise': { $gte: sources.fromPayment } }),
      ...(sources.fromCredit > 0 && { credit_returnable_paise: { $gte: sources.fromCredit } }),
    },
    { delivery_status: order.delivery_status },
    'system',
    { [mark]: amountPaise },
    { payment: 'credited', amount_paise: amountPaise, reason },
    { $inc: take },
  );
  const now = moved ?? (await findOrder(orderId));
  const marked = markedAmount(now, mark);
  if (marked === null) {
    if (now.delivery_status !== order.delivery_status) return creditFromOrder(now, sources, key, reason);
    return null;
  }
  await moveCredit({ userId: order.user_id, key, amountPaise: marked, reason, orderId });
  return now;
}

function markedAmount(order: StoredOrder, mark: string): number | null {
  const value = mark.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), order);
  return typeof value === 'number' ? value : null;
}

/** What of an order's spent credit may still go back to the customer. */
export const creditReturnablePaise = (order: StoredOrder) => order.credit_returnable_paise ?? 0;

/** After a cancel: what is left of the credit the order spent goes back, once (a failure is reported; the cancel stands). */
export async function returnOrderCredit(order: StoredOrder): Promise<void> {
  const left = creditReturnablePaise(order);
  if (left <= 0) return;
  await creditFromOrder(order, { fromCredit: left, fromPayment: 0 }, `return:${order._id.toString()}`, RETURNED_REASON).catch((err: unknown) =>
    process.emitWarning(`store credit of cancelled order ${order._id.toString()} not returned: ${String(err)}`, 'OrderCancel'),
  );
}
