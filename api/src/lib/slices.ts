/**
 * Long computations in slices: the API answers shoppers on the same event loop, so a job that works through
 * thousands of items (the run at a subscription cut-off) lets waiting requests run every few milliseconds.
 */

/** Work done between two chances for waiting requests to run, at most (milliseconds). */
const SLICE_MS = 4;

/** Resolves once the requests waiting on the event loop have had their turn. */
const letRequestsRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A long loop's pause: `await pause()` before each item; once SLICE_MS of work went by since the last turn, it lets
 * waiting requests run (otherwise it answers at once).
 */
export function slicer(): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < SLICE_MS) return undefined;
    return letRequestsRun().then(() => {
      sliceStart = performance.now();
    });
  };
}

/** `items.map(fn)`, letting requests run every few milliseconds. */
export async function mapInSlices<T, R>(items: readonly T[], fn: (item: T, index: number) => R): Promise<R[]> {
  const pause = slicer();
  const out: R[] = [];
  for (const [i, item] of items.entries()) {
    await pause();
    out.push(fn(item, i));
  }
  return out;
}
