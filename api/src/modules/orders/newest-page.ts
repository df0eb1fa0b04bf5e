import type { StoredOrder } from './views';

/**
 * The admin list's first page without filters (the screen an admin opens), kept in memory: on FerretDB v1 any
 * sorted read of the orders reads and sorts every order in Go (`explain` shows a full SCAN even with the
 * created_at index), which takes seconds at tens of thousands of orders.
 *
 * - Order writes made by this process patch the cached page at once (a new order goes on top, a moved order is
 *   replaced in place), so with one API process (the embedded setup) the page is always exact.
 * - Writes by other processes (several API processes on MongoDB) or straight into the database show up at the
 *   latest MAX_AGE_MS later plus one query: an older entry is still answered, and the page is re-read in the
 *   background (on MongoDB that query uses the created_at index and takes milliseconds).
 * - Only the first page is cached, per page size; a failed read is not kept.
 */

export const NEWEST_PAGE_MAX_AGE_MS = 5_000;
const MAX_LIMITS = 10;

interface Entry {
  orders: StoredOrder[];
  builtAt: number;
}

const entries = new Map<number, Entry>();
const loading = new Map<number, Promise<StoredOrder[]>>();
/** Bumped on every local write, so a read that started before it is not cached over the patched page. */
let generation = 0;

function load(limit: number, read: () => Promise<StoredOrder[]>): Promise<StoredOrder[]> {
  const inFlight = loading.get(limit);
  if (inFlight) return inFlight;
  const startedAt = generation;
  const builtAt = Date.now();
  const promise = read()
    .then((orders) => {
      if (generation === startedAt) {
        entries.set(limit, { orders, builtAt });
        if (entries.size > MAX_LIMITS) entries.delete(entries.keys().next().value!);
      } else {
        entries.delete(limit); // a local write landed meanwhile: read again next time
      }
      return orders;
    })
    .finally(() => loading.delete(limit));
  loading.set(limit, promise);
  return promise;
}

/** The newest `limit` orders, from memory when possible; `read` queries the database. */
export async function newestOrders(limit: number, read: () => Promise<StoredOrder[]>): Promise<StoredOrder[]> {
  const entry = entries.get(limit);
  if (!entry) return load(limit, read);
  if (Date.now() - entry.builtAt >= NEWEST_PAGE_MAX_AGE_MS) load(limit, read).catch(() => undefined);
  return entry.orders;
}

function newestFirst(a: StoredOrder, b: StoredOrder): number {
  const t = new Date(b.created_at as Date).getTime() - new Date(a.created_at as Date).getTime();
  if (t !== 0) return t;
  const ia = a._id.toString();
  const ib = b._id.toString();
  return ia < ib ? 1 : ia > ib ? -1 : 0;
}

/** After this process inserted an order or changed one. */
export function rememberOrderWrite(order: StoredOrder): void {
  generation += 1;
  const id = order._id.toString();
  for (const [limit, entry] of entries) {
    const others = entry.orders.filter((o) => o._id.toString() !== id);
    const oldest = entry.orders[entry.orders.length - 1];
    const known = others.length !== entry.orders.length;
    // An order older than the whole (full) page does not belong on it.
    if (!known && entry.orders.length >= limit && oldest && newestFirst(order, oldest) > 0) continue;
    entries.set(limit, { orders: [...others, order].sort(newestFirst).slice(0, limit), builtAt: entry.builtAt });
  }
}

/** Tests. */
export function clearNewestOrders(): void {
  generation += 1;
  entries.clear();
}
