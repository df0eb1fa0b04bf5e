import { model } from 'mongoose';
import { insertNew, keyedSchema, READ_BATCH } from '../../lib/mongo';
import type { StoredOrder } from './views';

/**
 * The subscription orders not paid yet (docs/subscriptions.md "Paying from store credit"): one small row per order
 * (`subscription_dues`, `_id` the order id), written when the run at a cut-off makes the orders and removed when one
 * is paid or cancelled. The balance check at each cut-off and the shop's low-balance banner read these rows, not the
 * orders: the embedded database would read every order for any filter but `_id`. A process that stops between
 * storing orders and their rows leaves those orders out of the check until the run takes their days over (it writes
 * the rows of orders it finds stored and still due).
 */

const dueSchema = keyedSchema(
  {
    user_id: { type: String, required: true },
    subscription_id: { type: String, required: true },
    /** The delivery day, YYYY-MM-DD. */
    date: { type: String, required: true },
    total_paise: { type: Number, required: true },
  },
  'subscription_dues',
);
dueSchema.index({ user_id: 1 });
const SubscriptionDueModel = model('SubscriptionDue', dueSchema);

/** A subscription's delivery not paid yet: what the customer's store credit must still cover. */
export interface DueSubscriptionOrder {
  id: string;
  userId: string;
  subscriptionId: string;
  date: string;
  totalPaise: number;
}

/** Rows for these subscription orders (a row there already is left as it is). */
export async function recordSubscriptionDues(orders: StoredOrder[]): Promise<void> {
  const rows = orders
    .filter((o) => o.subscription && o.payment?.state === 'due' && o.status !== 'Cancelled')
    .map((o) => ({ _id: o._id.toString(), user_id: o.user_id, subscription_id: o.subscription!.id, date: o.subscription!.date, total_paise: o.total_paise }));
  await insertNew(SubscriptionDueModel, rows);
}

/** The order was paid or cancelled: its customer no longer owes it. */
export async function settleSubscriptionDue(order: Pick<StoredOrder, '_id' | 'subscription'>): Promise<void> {
  if (!order.subscription) return;
  await SubscriptionDueModel.deleteOne({ _id: order._id.toString() }).catch((err: unknown) =>
    process.emitWarning(`subscription order ${order._id.toString()} still counted as owed: ${String(err)}`, 'SubscriptionDues'),
  );
}

/** Subscription deliveries from `sinceDay` on not paid yet: of one customer, or of everyone (the run reads them once). */
export async function dueSubscriptionOrders(sinceDay: string, userId?: string): Promise<DueSubscriptionOrder[]> {
  const rows = await SubscriptionDueModel.find({ date: { $gte: sinceDay }, ...(userId && { user_id: userId }) })
    .batchSize(READ_BATCH)
    .lean<Array<{ _id: string; user_id: string; subscription_id: string; date: string; total_paise: number }>>();
  return rows.map((r) => ({ id: r._id, userId: r.user_id, subscriptionId: r.subscription_id, date: r.date, totalPaise: r.total_paise }));
}
