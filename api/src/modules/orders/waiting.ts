import { insertNew, isDuplicateKeyError } from '../../lib/mongo';
import { OrderModel, OrderWaitingModel } from './model';
import type { StoredOrder } from './views';

/**
 * The orders waiting for the store now: Pending, a new order nobody has assigned to a rider or shipped yet. One row
 * per order (`_id` = order id), kept in step with placing and every move, so the dashboard counts this small
 * collection and never reads the orders (the embedded database looks up only `_id` by index). A row `_built` says
 * the rows were first made from the orders; a store from before this list gets them on its first count.
 */

const BUILT = '_built';

const isWaiting = (order: Pick<StoredOrder, 'delivery_status' | 'status'>) => order.delivery_status === 'Pending' && order.status !== 'Cancelled';

/**
 * After an order was stored or moved: it joins the waiting list, or leaves it when the move took it out of Pending
 * (most moves, Assigned → Out for Delivery → Delivered, touch the list not at all).
 */
export async function trackWaiting(order: Pick<StoredOrder, '_id' | 'delivery_status' | 'status' | 'created_at' | 'status_history'>): Promise<void> {
  const id = order._id.toString();
  if (isWaiting(order)) await OrderWaitingModel.updateOne({ _id: id }, { $setOnInsert: { since: order.created_at } }, { upsert: true });
  else if (order.status_history.at(-2)?.status === 'Pending') await OrderWaitingModel.deleteOne({ _id: id });
}

/** After many new orders were inserted at once: those Pending join the list (rows already there are kept). */
export async function trackWaitingOrders(orders: Array<Pick<StoredOrder, '_id' | 'delivery_status' | 'status' | 'created_at'>>): Promise<void> {
  await insertNew(
    OrderWaitingModel,
    orders.filter(isWaiting).map((o) => ({ _id: o._id.toString(), since: o.created_at })),
  );
}

/** How many orders wait now. */
export async function countWaiting(): Promise<number> {
  if (!(await OrderWaitingModel.exists({ _id: BUILT }))) await buildWaiting();
  return (await OrderWaitingModel.countDocuments()) - 1;
}

/** Makes the rows from the orders, once per store (one read of every order). */
async function buildWaiting(): Promise<void> {
  const waiting = await OrderModel.find({ delivery_status: 'Pending', status: { $ne: 'Cancelled' } }, { created_at: 1 }).lean<
    Array<{ _id: unknown; created_at: Date }>
  >();
  const rows = [...waiting.map((o) => ({ _id: String(o._id), since: o.created_at })), { _id: BUILT, since: new Date() }];
  await OrderWaitingModel.insertMany(rows, { ordered: false }).catch((err: unknown) => {
    // Rows a move or another process wrote meanwhile are already right.
    if (!isDuplicateKeyError(err)) throw err;
  });
}
