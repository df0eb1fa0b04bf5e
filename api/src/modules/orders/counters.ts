import { model, type Collection } from 'mongoose';
import { isDuplicateKeyError, keyedSchema } from '../../lib/mongo';
import { KeyedLock } from '../../lib/state-transition';
import { OrderModel } from './model';

/**
 * Counters kept next to the orders so that hot reads never scan the orders collection (FerretDB v1 on SQLite
 * reads every document for any filter other than `_id`, and for every sort or $group):
 *
 * - `order_days`: one document per Hyderabad calendar day (`_id` = the order's stored `day`), with `orders` (every
 *   order placed that day, cancelled ones included), `revenue_paise` (totals of that day's orders that are not
 *   cancelled), and of those orders not cancelled: `active` (how many), `products.<product id>` ({name, quantity,
 *   revenue_paise}) and `customers.<user id>` (orders per customer); and `subscription_revenue_paise`, the totals of
 *   subscription orders delivered for that day (counted on their delivery day, when delivered). The dashboard and the
 *   admin order count read these: a period's average order, top products, repeat customers and subscription revenue
 *   come from its days' documents alone.
 * - `customer_orders`: one document per customer (`_id` = user id) with `active` = orders not cancelled, so
 *   "is this the customer's first order?" is one `_id` lookup.
 *
 * They are updated with `$inc` (upsert) right after the order write: on placing (orders +1, revenue +total,
 * active +1) and on cancelling (revenue −total, active −1). There are no transactions, so the counters are
 * EVENTUALLY CONSISTENT: if the process dies between the order write and the counter write, or orders are written
 * by something other than this API (an import, `bench/data.ts`), the counters drift until `rebuildDailyStats()`
 * recomputes them from the orders (`npm run rebuild-stats -w api`; the seed runs it; it also runs by itself when
 * `order_days` is empty while orders exist, e.g. the first start after this change). Increments made while a
 * rebuild is running may be lost: run it when the store is quiet.
 *
 * Upstream FerretDB applies `$inc` as read–modify–write, so increments are serialised per counter document inside
 * this process; on MongoDB and on devdb (its patched FerretDB) `$inc` is atomic across processes.
 */

const orderDaySchema = keyedSchema(
  {
    orders: { type: Number, required: true, default: 0 },
    revenue_paise: { type: Number, required: true, default: 0 },
    subscription_revenue_paise: { type: Number, default: undefined },
  },
  'order_days',
);
export const OrderDayModel = model('OrderDay', orderDaySchema);

const customerOrdersSchema = keyedSchema(
  {
    /** Orders of this customer that are not cancelled. */
    active: { type: Number, required: true, default: 0 },
  },
  'customer_orders',
);
export const CustomerOrdersModel = model('CustomerOrders', customerOrdersSchema);

const counterLocks = new KeyedLock();

/**
 * `$inc`s (and `$set`s) a day's counters. Through the driver: the per-product and per-customer keys are not
 * schema paths, which mongoose's update casting would drop.
 */
async function incDay(day: string, inc: Record<string, number>, set: Record<string, string> = {}): Promise<void> {
  const update = Object.keys(set).length > 0 ? { $inc: inc, $set: set } : { $inc: inc };
  await counterLocks.run(`day:${day}`, () => OrderDayModel.collection.updateOne({ _id: day as never }, update, { upsert: true }));
}

/** The order's lines as they count in its day's document (a line's money is unit price × quantity). */
interface CountedLine {
  product_id: string;
  name: string;
  quantity: number;
  price_paise: number;
}

/** The `$inc` of an order in its day's document, `sign` −1 to take it out (a cancel), and the product names to `$set`. */
function dayChange(order: CountedOrder, sign: 1 | -1): { inc: Record<string, number>; set: Record<string, string> } {
  const inc: Record<string, number> = { revenue_paise: sign * order.total_paise, active: sign, [`customers.${order.user_id}`]: sign };
  const set: Record<string, string> = {};
  for (const line of order.items ?? []) {
    const key = `products.${line.product_id}`;
    inc[`${key}.quantity`] = (inc[`${key}.quantity`] ?? 0) + sign * line.quantity;
    inc[`${key}.revenue_paise`] = (inc[`${key}.revenue_paise`] ?? 0) + sign * line.quantity * line.price_paise;
    set[`${key}.name`] = line.name;
  }
  return { inc, set };
}

async function incCustomer(userId: string, by: number): Promise<void> {
  await counterLocks.run(`customer:${userId}`, () => CustomerOrdersModel.updateOne({ _id: userId }, { $inc: { active: by } }, { upsert: true }).exec());
}

interface CountedOrder {
  user_id: string;
  day: string;
  total_paise: number;
  items?: CountedLine[];
}

/** After an order was inserted. */
export async function countPlacedOrder(order: CountedOrder): Promise<void> {
  const { inc, set } = dayChange(order, 1);
  await Promise.all([incDay(order.day, { orders: 1, ...inc }, set), incCustomer(order.user_id, 1)]);
  countersPresent = true; // they exist now: the next checkout need not look
}

/** After a subscription order moved to Delivered: its total counts on its delivery day. */
export async function countSubscriptionDelivery(order: { total_paise: number; subscription?: { date: string } | null }): Promise<void> {
  if (order.subscription) await incDay(order.subscription.date, { subscription_revenue_paise: order.total_paise });
}

/** After many orders were inserted at once: one write per day and one bulk write of the customers' counters. */
export async function countPlacedOrders(orders: CountedOrder[]): Promise<void> {
  const days = new Map<string, { inc: Record<string, number>; set: Record<string, string> }>();
  const customers = new Map<string, number>();
  for (const order of orders) {
    const { inc, set } = dayChange(order, 1);
    const day = days.get(order.day) ?? { inc: { orders: 0 }, set: {} };
    day.inc.orders += 1;
    for (const [key, by] of Object.entries(inc)) day.inc[key] = (day.inc[key] ?? 0) + by;
    Object.assign(day.set, set);
    days.set(order.day, day);
    customers.set(order.user_id, (customers.get(order.user_id) ?? 0) + 1);
  }
  const bumps = [...customers].map(([id, by]) => ({ updateOne: { filter: { _id: id }, update: { $inc: { active: by } }, upsert: true } }));
  await Promise.all([...[...days].map(([day, c]) => incDay(day, c.inc, c.set)), bumps.length > 0 && CustomerOrdersModel.bulkWrite(bumps, { ordered: false })]);
  countersPresent = true;
}

/** After an order moved to Cancelled (it stays counted as placed; its total leaves the revenue). */
export async function countCancelledOrder(order: CountedOrder): Promise<void> {
  await Promise.all([incDay(order.day, dayChange(order, -1).inc), incCustomer(order.user_id, -1)]);
}

/** For `.catch()` after an order write that succeeded: the counters drift until the next rebuild. */
export function counterWriteFailed(err: unknown): void {
  process.emitWarning(`order counters not updated (run npm run rebuild-stats -w api): ${String(err)}`, 'OrderCounters');
}

/** True when the customer has no order that is not cancelled, from the per-customer counter. */
export async function hasActiveOrders(userId: string): Promise<boolean> {
  // A failed automatic rebuild must not fail a checkout: the counters stay as they are until the next one.
  await ensureCounters().catch(counterWriteFailed);
  const doc = await CustomerOrdersModel.findById(userId).lean<{ active: number }>();
  return (doc?.active ?? 0) > 0;
}

export interface ProductCount {
  name: string;
  quantity: number;
  revenue_paise: number;
}

export interface DayCounter {
  date: string;
  orders: number;
  revenuePaise: number;
  /** Orders not cancelled (days counted before this was kept: every order). */
  active: number;
  products: Record<string, ProductCount>;
  /** Orders not cancelled per customer. */
  customers: Record<string, number>;
  /** Subscription orders delivered for this day: their totals. */
  subscriptionRevenuePaise: number;
}

type DayDoc = {
  _id: string;
  orders?: number;
  revenue_paise?: number;
  active?: number;
  products?: Record<string, ProductCount>;
  customers?: Record<string, number>;
  subscription_revenue_paise?: number;
};

/** Every day with orders or subscription deliveries, oldest first (rebuilt first when the counters are missing while orders exist). */
export async function readDayCounters(): Promise<DayCounter[]> {
  if (rebuilding) await rebuilding;
  let docs = await OrderDayModel.find().lean<DayDoc[]>();
  if (docs.length === 0 && !(await CustomerOrdersModel.exists({})) && (await OrderModel.exists({}))) {
    await rebuildDailyStats();
    docs = await OrderDayModel.find().lean<DayDoc[]>();
  }
  countersPresent = docs.length > 0;
  return docs
    .filter((d) => (d.orders ?? 0) > 0 || (d.subscription_revenue_paise ?? 0) > 0)
    .map((d) => ({
      date: d._id,
      // A day with only subscription deliveries was made by their $inc alone: no order fields.
      orders: d.orders ?? 0,
      revenuePaise: d.revenue_paise ?? 0,
      active: d.active ?? d.orders ?? 0,
      products: d.products ?? {},
      customers: d.customers ?? {},
      subscriptionRevenuePaise: d.subscription_revenue_paise ?? 0,
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Every order ever placed (cancelled included), from the day counters. */
export async function countAllOrders(): Promise<number> {
  return (await readDayCounters()).reduce((sum, d) => sum + d.orders, 0);
}

/**
 * Upserts whole counter documents. FerretDB's upsert is not atomic, so one racing an increment's upsert of a new
 * document can fail with a duplicate key; by then the document exists and a second pass replaces it.
 */
async function replaceAll(model: { collection: Collection }, docs: Array<{ _id: string }>): Promise<void> {
  const ops = docs.map((doc) => ({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } }));
  for (let i = 0; i < ops.length; i += 1000) {
    const batch = ops.slice(i, i + 1000);
    try {
      await model.collection.bulkWrite(batch as never, { ordered: false });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      await model.collection.bulkWrite(batch as never, { ordered: false });
    }
  }
}

let rebuilding: Promise<void> | null = null;
/** Set once this process has seen non-empty counters (they only become empty again by hand), so a quote does not look. */
let countersPresent = false;

/**
 * Rebuilds the counters when `order_days` is empty but orders exist (first start after the counters were added).
 * Cheap after the first look: the dashboard (readDayCounters) looks on every call, quotes only until counters exist.
 */
export async function ensureCounters(): Promise<void> {
  if (countersPresent) return;
  if (rebuilding) return rebuilding;
  if ((await OrderDayModel.exists({})) || (await CustomerOrdersModel.exists({}))) {
    countersPresent = true;
    return;
  }
  if (!(await OrderModel.exists({}))) return; // empty store: nothing to count yet
  await rebuildDailyStats();
}

/**
 * Recomputes `order_days` and `customer_orders` from the orders (one pass over them, summed here: FerretDB's
 * $group also reads every order, and fills only one accumulator per $group). Concurrent callers share one run.
 */
export function rebuildDailyStats(): Promise<void> {
  rebuilding ??= (async () => {
    type Day = {
      orders: number;
      revenue_paise: number;
      active: number;
      products: Record<string, ProductCount>;
      customers: Record<string, number>;
      subscription_revenue_paise: number;
    };
    const dayOf = (day: string): Day =>
      days.get(day) ?? days.set(day, { orders: 0, revenue_paise: 0, active: 0, products: {}, customers: {}, subscription_revenue_paise: 0 }).get(day)!;
    const days = new Map<string, Day>();
    const customers = new Map<string, number>();
    const cursor = OrderModel.find(
      {},
      {
        day: 1,
        status: 1,
        delivery_status: 1,
        total_paise: 1,
        user_id: 1,
        'items.product_id': 1,
        'items.name': 1,
        'items.quantity': 1,
        'items.price_paise': 1,
        'subscription.date': 1,
      },
    )
      .lean()
      .cursor({ batchSize: 2000 });
    for await (const o of cursor as AsyncIterable<{
      day: string;
      status: string;
      delivery_status: string;
      total_paise: number;
      user_id: string;
      items?: CountedLine[];
      subscription?: { date?: string } | null;
    }>) {
      // Orders written without the API's shape (imports, tests) may lack fields: count what is there.
      if (typeof o.day === 'string') {
        const d = dayOf(o.day);
        d.orders += 1;
        // A cancelled order leaves its keys at zero, as the increments do (placed, then taken out).
        const counts = o.status !== 'Cancelled' && typeof o.total_paise === 'number' ? 1 : 0;
        d.revenue_paise += counts * (o.total_paise ?? 0);
        d.active += counts;
        if (typeof o.user_id === 'string') d.customers[o.user_id] = (d.customers[o.user_id] ?? 0) + counts;
        for (const line of o.items ?? []) {
          const p = (d.products[line.product_id] ??= { name: line.name, quantity: 0, revenue_paise: 0 });
          p.quantity += counts * line.quantity;
          p.revenue_paise += counts * line.quantity * line.price_paise;
        }
      }
      if (o.delivery_status === 'Delivered' && typeof o.subscription?.date === 'string' && typeof o.total_paise === 'number') {
        dayOf(o.subscription.date).subscription_revenue_paise += o.total_paise;
      }
      if (typeof o.user_id === 'string') {
        const active = o.delivery_status !== 'Cancelled' ? 1 : 0;
        customers.set(o.user_id, (customers.get(o.user_id) ?? 0) + active);
      }
    }
    // Replaced in place (not deleted and re-inserted): orders placed meanwhile upsert the same documents.
    await replaceAll(
      OrderDayModel,
      // As the increments keep it: subscription revenue only on days that have some.
      [...days].map(([_id, { subscription_revenue_paise, ...d }]) => ({ _id, ...d, ...(subscription_revenue_paise > 0 && { subscription_revenue_paise }) })),
    );
    await OrderDayModel.deleteMany({ _id: { $nin: [...days.keys()] } });
    await replaceAll(
      CustomerOrdersModel,
      [...customers].map(([_id, active]) => ({ _id, active })),
    );
    await CustomerOrdersModel.updateMany({ _id: { $nin: [...customers.keys()] } }, { $set: { active: 0 } });
    countersPresent = days.size > 0 || customers.size > 0;
  })().finally(() => {
    rebuilding = null;
  });
  return rebuilding;
}
