import { kolkataDay } from '../../lib/calendar';
import { clock } from '../../lib/clock';
import { castAll, insertNew } from '../../lib/mongo';
import type { SignedInCustomer } from '../../plugins/auth';
import type { OrderSlot } from '../slots/checkout';
import { OrderModel } from './model';
import { recordSubscriptionDues } from './subscription-dues';
import { afterOrdersStored, orderLines, weighedOrderFields, type PricedItem } from './new-order';
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
 * Stores many subscription orders at once (the run at a cut-off): inserted together, then their counters in bulk. An order
 * already stored under its id (an earlier try whose process stopped) is answered as it is, uncounted. A failure half
 * way throws: the orders stored stay, as after a stopped process (a retry finds them). No "placed" text is sent: the
 * day's delivery is what the customer planned; they are told only what differs (docs/subscriptions.md).
 */
export async function storeSubscriptionOrders(inputs: SubscriptionOrderInput[]): Promise<StoredOrder[]> {
  const now = new Date(clock.now());
  const docs = await castAll<StoredOrder>(
    OrderModel,
    inputs.map((input) => orderDoc(input, now)),
  );
  const taken = await insertNew(OrderModel, docs, { cast: false });
  const answers: StoredOrder[] = [];
  for (const [i, order] of docs.entries()) {
    if (!taken.has(i)) {
      answers.push(order);
      continue;
    }
    const stored = await OrderModel.findById(order._id).lean<StoredOrder>();
    if (!stored) throw new Error(`The order ${String(order._id)} was neither stored nor found.`);
    answers.push(stored);
  }
  // Also the rows of orders an earlier try stored and did not get to (a row there already stays as it is).
  await recordSubscriptionDues(answers);
  await afterOrdersStored(docs.filter((_, i) => !taken.has(i)));
  return answers;
}
