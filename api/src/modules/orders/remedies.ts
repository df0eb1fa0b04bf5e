import { Types } from 'mongoose';
import { kolkataDay } from '../../lib/calendar';
import { clock } from '../../lib/clock';
import { ConflictError } from '../../lib/errors';
import { isDuplicateKeyError } from '../../lib/mongo';
import { noteOrderChange, notifyOrderChange } from '../notifications/service';
import { orderRef } from '../notifications/templates';
import { countPlacedOrder, counterWriteFailed } from './counters';
import { OrderModel } from './model';
import { rememberOrderWrite } from './newest-page';
import { findOrder, move, type Actor, type ComplaintOutcome } from './order-moves';
import type { StoredOrder } from './views';
import { trackWaiting } from './waiting';

/**
 * What the orders module does for a complaint about a delivered order (the complaints module decides it,
 * docs/complaints.md): the decision noted on the order, which texts the customer, and a free replacement order.
 */

/** The decision, as a history entry of the delivered order (the status stays): the customer's SMS is made from it. */
export async function noteComplaintDecision(
  orderId: string,
  by: Actor,
  outcome: ComplaintOutcome,
  amountPaise: number | null,
  reason: string | null,
): Promise<void> {
  const order = await findOrder(orderId);
  const noted = await move(
    orderId,
    { delivery_status: order.delivery_status },
    { delivery_status: order.delivery_status },
    by,
    {},
    { complaint: outcome, ...(amountPaise !== null && { amount_paise: amountPaise }), ...(reason && { reason }) },
  );
  // Only a concurrent move of the same order gets in the way (the complaint was decided already): note it on the order as it is now.
  if (!noted) return noteComplaintDecision(orderId, by, outcome, amountPaise, reason);
}

export interface Replacement {
  /** The new order's id, fixed by the caller before placing it: placing it again finds it instead of a second one. */
  orderId: string;
  originalId: string;
  items: Array<{ variantId: string; quantity: number }>;
  by: Actor;
}

/**
 * A free order of the complained items to the same address, in the same way (rider or courier), waiting for the
 * store like any new order. Priced 0 (nothing to collect), no slot (staff assign it), stock not taken (the goods
 * replace ones already counted out), and marked `replacement_of` the original order.
 */
export async function placeReplacementOrder(r: Replacement): Promise<StoredOrder> {
  const original = await findOrder(r.originalId);
  const existing = await OrderModel.findById(r.orderId).lean<StoredOrder>();
  if (existing) return existing;
  const items = r.items.map(({ variantId, quantity }) => {
    const line = original.items.find((i) => i.variant_id === variantId);
    if (!line) throw new ConflictError('That item is not on the order.');
    return { ...line, quantity, price_paise: 0, stock_taken: false };
  });
  const now = new Date(clock.now());
  const note = await noteOrderChange(r.orderId);
  try {
    const doc = await OrderModel.create({
      _id: new Types.ObjectId(r.orderId),
      user_id: original.user_id,
      customer_name: original.customer_name,
      customer_phone: original.customer_phone,
      items,
      shipping_address: original.shipping_address,
      subtotal_paise: 0,
      total_paise: 0,
      weight_grams: items.reduce((sum, i) => sum + (i.weight_grams ?? 0) * i.quantity, 0),
      payment_method: 'Cash on Delivery',
      payment: { method: 'cod', state: 'due' },
      delivery_status: 'Pending',
      status: 'Placed',
      delivery_type: original.delivery_type,
      is_outstation: original.is_outstation,
      status_history: [{ status: 'Pending', at: now, by: r.by, reason: `Replacement for order #${orderRef(r.originalId)}` }],
      language: original.language ?? null,
      replacement_of: r.originalId,
      created_at: now,
      day: kolkataDay(now),
    });
    const order = doc.toObject() as StoredOrder;
    rememberOrderWrite(order);
    await Promise.all([countPlacedOrder(order).catch(counterWriteFailed), trackWaiting(order).catch(counterWriteFailed)]);
    await notifyOrderChange(order, note);
    return order;
  } catch (err) {
    // A retry racing the first placement: the order is there.
    if (isDuplicateKeyError(err)) return findOrder(r.orderId);
    throw err;
  }
}
