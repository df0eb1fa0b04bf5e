import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { clock } from '../lib/clock';
import { spend } from '../lib/budget';

type Done = (err: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin really hands `child` (its typings say the route's options): the limit options, with the route as `routeInfo`. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's store (its `store` option) over our database budgets (lib/budget.ts), so one client
 * address has one budget per route however many API processes answer it. A call over the budget is not counted
 * (the count stops at max + 1), so a client that keeps calling waits out the same window.
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  /** The route ("POST /api/login"): each route has its own budget, as with the plugin's own store. */
  private scope = '';

  incr(key: string, done: Done, timeWindow: number, max: number): void {
    spend(`address:${this.scope}:${key}`, { max, windowMs: timeWindow }).then(
      (spent) => done(null, { current: spent.taken ? spent.n : max + 1, ttl: Math.max(0, spent.resetsAt - clock.now()) }),
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
    );
  }

  child(options: Parameters<FastifyRateLimitStore['child']>[0]): DatabaseRateLimitStore {
    const { method = '', url = '' } = (options as unknown as ChildOptions).routeInfo ?? {};
    const store = new DatabaseRateLimitStore();
    store.scope = `${[method].flat().join(',')} ${url}`;
    return store;
  }
}
