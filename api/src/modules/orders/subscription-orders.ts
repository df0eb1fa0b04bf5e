import { kolkataDay } from '../../lib/calendar';
import { clock } from '../../lib/clock';
import { isDuplicateKeyError } from '../../lib/mongo';
import type { SignedInCustomer } from '../../plugins/auth';
import { forgetOrderChange, noteOrderChange } from '../notifications/service';
import type { OrderSlot } from '../slots/checkout';
import { OrderModel } from './model';
import { afterOrderStored, orderLines, weighedOrderFields, type PricedItem } from './new-order';
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

/**
 * Stores the order under its id, with its "placed" message; when an earlier try already stored it (its process
 * stopped before finishing), that order is answered as it is and nothing is counted twice.
 */
export async function storeSubscriptionOrder(input: SubscriptionOrderInput): Promise<{ order: StoredOrder; created: boolean }> {
  const subtotal = input.items.reduce((sum, i) => sum + i.line_total_paise, 0);
  const grams = input.items.reduce((sum, i) => sum + i.weight_grams * i.quantity, 0);
  const now = new Date(clock.now());
  const note = await noteOrderChange(input.orderId);
  let order: StoredOrder;
  try {
    const doc = await OrderModel.create({
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
      payment: { method: 'subscription', state: 'due' },
      delivery_status: 'Pending',
      status: 'Placed',
      delivery_type: 'partner',
      is_outstation: false,
      expected_delivery_date: null,
      status_history: [{ status: 'Pending', at: now, by: `subscription:${input.subscriptionId}` }],
      language: input.customer.preferences.language ?? null,
      created_at: now,
      day: kolkataDay(now),
      subscription: { id: input.subscriptionId, date: input.date, moved_from_slot: input.movedFromSlot, left_out: input.leftOut },
    });
    order = doc.toObject();
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
