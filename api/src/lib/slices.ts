/**
 * Long computations in slices: the API answers shoppers on the same event loop, so a job that works through
 * thousands of items (the run at a subscription cut-off) lets waiting requests run between slices.
 */

/** Items worked through between two chances for requests to run. */
export const SLICE = 100;

/** Resolves once the requests waiting on the event loop have had their turn. */
export const letRequestsRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `items.map(fn)`, letting requests run after every SLICE items. */
export async function mapInSlices<T, R>(items: readonly T[], fn: (item: T, index: number) => R): Promise<R[]> {
  const out: R[] = [];
  for (const [i, item] of items.entries()) {
    if (i > 0 && i % SLICE === 0) await letRequestsRun();
    out.push(fn(item, i));
  }
  return out;
}
