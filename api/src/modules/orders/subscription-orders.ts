import { kolkataDay } from '../../lib/calendar';
import { clock } from '../../lib/clock';
import { insertNew, isDuplicateKeyError } from '../../lib/mongo';
import type { SignedInCustomer } from '../../plugins/auth';
import { forgetOrderChange, noteOrderChange, noteOrderChanges } from '../notifications/service';
import type { OrderSlot } from '../slots/checkout';
import { OrderModel } from './model';
import { afterOrderStored, afterOrdersStored, orderLines, weighedOrderFields, type PricedItem } from './new-order';
import type { StoredOrder } from './views';

/**
 * A subscription's delivery as an order (docs/subscriptions.md "Orders at each cut-off"): a normal new rider order,
 * priced by the caller at that day's prices, free to deliver and without discounts, paid from store credit when it is
 * delivered (payment `subscription`, `due` until then: nothing to collect at the door).
 */

export interface SubscriptionOrderInput {
  /** Chosen before anything was taken for it: a retry stores (or finds) the same order. */
  orderId: string;
  userId: string;
  customer: SignedInCustomer;
  subscriptionId: string;
  /** The delivery day, YYYY-MM-DD. */
  date: string;
  items: PricedItem[];
  /** The variants whose stock was taken for it. */
  counted: Set<string>;
  address: { label: string; value: string; pincode?: string | null; landmark?: string | null; pin?: { lat: number; lng: number } | null };
  slot: OrderSlot;
  /** The subscription's own slot when it had no room and the order went to another. */
  movedFromSlot: string | null;
  leftOut: Array<{ name: string; quantity: number }>;
}

/** The order document of a subscription's delivery. */
function orderDoc(input: SubscriptionOrderInput, now: Date) {
  const subtotal = input.items.reduce((sum, i) => sum + i.line_total_paise, 0);
  const grams = input.items.reduce((sum, i) => sum + i.weight_grams * i.quantity, 0);
  return {
    _id: input.orderId,
    user_id: input.userId,
    customer_name: input.customer.name,
    customer_phone: input.customer.phone,
    items: orderLines(input.items, input.counted),
    shipping_address: {
      label: input.address.label,
      value: input.address.value,
      pincode: input.address.pincode ?? undefined,
      landmark: input.address.landmark ?? undefined,
      pin: input.address.pin ?? undefined,
    },
    slot: input.slot,
    subtotal_paise: subtotal,
    first_order_discount_paise: 0,
    coupon_discount_paise: 0,
    shipping_paise: 0,
    total_paise: subtotal,
    store_credit_paise: 0,
    credit_returnable_paise: 0,
    weight_grams: grams,
    coupon_code: null,
    ...weighedOrderFields(input.items, subtotal),
    coupon_use_taken: false,
    payment_method: 'Subscription',
    payment: { method: 'subscription' as const, state: 'due' as const },
    delivery_status: 'Pending' as const,
    status: 'Placed',
    delivery_type: 'partner' as const,
    is_outstation: false,
    expected_delivery_date: null,
    status_history: [{ status: 'Pending', at: now, by: `subscription:${input.subscriptionId}` }],
    language: input.customer.preferences.language ?? null,
    created_at: now,
    day: kolkataDay(now),
    subscription: { id: input.subscriptionId, date: input.date, moved_from_slot: input.movedFromSlot, left_out: input.leftOut },
  };
}

/**
 * Stores the order under its id, with its "placed" message; when an earlier try already stored it (its process
 * stopped before finishing), that order is answered as it is and nothing is counted twice.
 */
export async function storeSubscriptionOrder(input: SubscriptionOrderInput): Promise<{ order: StoredOrder; created: boolean }> {
  const note = await noteOrderChange(input.orderId);
  let order: StoredOrder;
  try {
    order = (await OrderModel.create(orderDoc(input, new Date(clock.now())))).toObject();
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    await forgetOrderChange(note).catch(() => undefined);
    const stored = await OrderModel.findById(input.orderId).lean<StoredOrder>();
    if (!stored) throw err;
    return { order: stored, created: false };
  }
  await afterOrderStored(order, note, input.customer.preferences);
  return { order, created: true };
}

/**
 * `storeSubscriptionOrder` for many orders at once (the run at a cut-off): their notes, then the orders in one insert,
 * then their counters and messages in bulk. An order already stored under its id is answered as it is, uncounted.
 * A failure half way throws: the orders stored stay, as after a stopped process (a retry finds them).
 */
export async function storeSubscriptionOrders(inputs: SubscriptionOrderInput[]): Promise<Array<{ order: StoredOrder; created: boolean }>> {
  const notes = await noteOrderChanges(inputs.map((i) => i.orderId));
  const now = new Date(clock.now());
  const docs = inputs.map((input) => new OrderModel(orderDoc(input, now)).toObject<StoredOrder>());
  const taken = await insertNew(OrderModel, docs);
  const created = inputs.flatMap((input, i) => (taken.has(i) ? [] : [{ order: docs[i], noteId: notes[i], preferences: input.customer.preferences }]));
  await afterOrdersStored(created);
  const answers: Array<{ order: StoredOrder; created: boolean }> = [];
  for (const [i, order] of docs.entries()) {
    if (!taken.has(i)) {
      answers.push({ order, created: true });
      continue;
    }
    await forgetOrderChange(notes[i]).catch(() => undefined);
    const stored = await OrderModel.findById(order._id).lean<StoredOrder>();
    if (!stored) throw new Error(`The order ${String(order._id)} was neither stored nor found.`);
    answers.push({ order: stored, created: false });
  }
  return answers;
}
