import type { StoredOrder } from './views';

/**
 * The admin list's first page without filters (the screen an admin opens), kept in memory: on FerretDB v1 any
 * sorted read of the orders reads and sorts every order in Go (`explain` shows a full SCAN even with the
 * created_at index), which takes seconds at tens of thousands of orders.
 *
 * - Order writes made by this process patch the cached page at once (a new order goes on top, a moved order is
 *   replaced in place), so with one API process (the embedded setup) the page is always exact.
 * - Writes by other processes (several API processes on MongoDB) or straight into the database show up at the
 *   latest NEWEST_PAGE_MAX_AGE_MS later plus one query: an older entry is still answered, and the page is
 *   re-read in the background (on MongoDB that query uses the created_at index and takes milliseconds). When
 *   the read itself is slow (FerretDB: ~20–30 s at 50,000 orders on 2 busy cores) the entry is kept for
 *   REFRESH_COST_FACTOR times as long as the read took, so background re-reads never keep the database busy
 *   more than a tenth of the time; there a direct database write shows up within that longer age.
 * - Only the first page is cached, per page size; a failed read is not kept.
 */

export const NEWEST_PAGE_MAX_AGE_MS = 5_000;
const REFRESH_COST_FACTOR = 10;
const MAX_LIMITS = 10;

interface Entry {
  orders: StoredOrder[];
  builtAt: number;
  /** How long this entry may be answered before a background re-read. */
  maxAge: number;
}

const entries = new Map<number, Entry>();
const loading = new Map<number, Promise<StoredOrder[]>>();
/** Bumped on every local write; a read that started before some writes gets them applied before it is kept. */
let generation = 0;
/** This process's latest writes (generation, order), to patch reads that were running while they happened. */
const recentWrites: Array<{ generation: number; order: StoredOrder }> = [];
const MAX_RECENT_WRITES = 2_000;

function load(limit: number, read: () => Promise<StoredOrder[]>): Promise<StoredOrder[]> {
  const inFlight = loading.get(limit);
  if (inFlight) return inFlight;
  const startedAt = generation;
  const builtAt = Date.now();
  const promise = read()
    .then((orders) => {
      const maxAge = Math.max(NEWEST_PAGE_MAX_AGE_MS, REFRESH_COST_FACTOR * (Date.now() - builtAt));
      const missed = recentWrites.filter((w) => w.generation > startedAt);
      if (generation - startedAt > missed.length) {
        entries.delete(limit); // more local writes landed meanwhile than are remembered: read again next time
        return orders;
      }
      const page = missed.reduce((acc, w) => patched(acc, w.order, limit) ?? acc, orders);
      entries.set(limit, { orders: page, builtAt, maxAge });
      if (entries.size > MAX_LIMITS) entries.delete(entries.keys().next().value!);
      return page;
    })
    .finally(() => loading.delete(limit));
  loading.set(limit, promise);
  return promise;
}

/** The newest `limit` orders, from memory when possible; `read` queries the database. */
export async function newestOrders(limit: number, read: () => Promise<StoredOrder[]>): Promise<StoredOrder[]> {
  const entry = entries.get(limit);
  if (!entry) return load(limit, read);
  if (Date.now() - entry.builtAt >= entry.maxAge) load(limit, read).catch(() => undefined);
  return entry.orders;
}

function newestFirst(a: StoredOrder, b: StoredOrder): number {
  const t = new Date(b.created_at).getTime() - new Date(a.created_at).getTime();
  if (t !== 0) return t;
  const ia = a._id.toString();
  const ib = b._id.toString();
  return ia < ib ? 1 : ia > ib ? -1 : 0;
}

/** The page with `order` put in its place, or null when it does not belong on a full page. */
function patched(orders: StoredOrder[], order: StoredOrder, limit: number): StoredOrder[] | null {
  const id = order._id.toString();
  const others = orders.filter((o) => o._id.toString() !== id);
  const oldest = orders[orders.length - 1];
  const known = others.length !== orders.length;
  // An order older than the whole (full) page does not belong on it.
  if (!known && orders.length >= limit && oldest && newestFirst(order, oldest) > 0) return null;
  return [...others, order].sort(newestFirst).slice(0, limit);
}

/** After this process inserted an order or changed one. */
export function rememberOrderWrite(order: StoredOrder): void {
  generation += 1;
  recentWrites.push({ generation, order });
  if (recentWrites.length > MAX_RECENT_WRITES) recentWrites.shift();
  for (const [limit, entry] of entries) {
    const page = patched(entry.orders, order, limit);
    if (page) entries.set(limit, { ...entry, orders: page });
  }
}
