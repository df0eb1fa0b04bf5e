import { CatalogueVersionModel } from './model';

// ---------------------------------------------------------------------------------------------------
// The catalogue version: what every in-memory copy of the catalogue (the cached pages, the category counts,
// the snapshot behind search and product pages) is stamped with.
//
// Every product/variant write $inc's the shared version document; the writing process drops its copies at
// once. Every other process re-reads the version in the BACKGROUND, never on a request's path: while requests
// keep coming (any in the last IDLE_AFTER_MS), a timer reads it every VERSION_CHECK_MS / 2, so a write in
// another process is visible within about one second (half a second plus one database round trip). Only a
// process that has not checked for a while (cold, or idle so its timer stopped) makes the request wait for one
// version read. A busy database thus never delays a cache hit.
// ---------------------------------------------------------------------------------------------------

export const VERSION_CHECK_MS = 1000;
const IDLE_AFTER_MS = 60_000;

const state = {
  version: -1,
  checkedAt: 0,
  checking: null as Promise<void> | null,
};

/** Called (synchronously) whenever the version this process trusts changes: what was built before is stale. */
const onChange: Array<() => void> = [];

/** Registers a copy to drop when the catalogue changes (page-cache.ts drops its pages). */
export function whenCatalogueChanges(drop: () => void): void {
  onChange.push(drop);
}

/** The version stored now (one read by `_id`), for a reader that must not trust this process's copy of it. */
export async function readCatalogueVersion(): Promise<number> {
  const doc = await CatalogueVersionModel.findById('catalogue').lean<{ version: number }>();
  return doc?.version ?? 0;
}

function checkVersion(): Promise<void> {
  state.checking ??= readCatalogueVersion()
    .then((version) => {
      if (version !== state.version) {
        for (const drop of onChange) drop();
        state.version = version;
      }
      state.checkedAt = Date.now();
    })
    .finally(() => {
      state.checking = null;
    });
  return state.checking;
}

let lastRequestAt = 0;
let ticker: NodeJS.Timeout | null = null;

/** Keeps the background version check running; true when it was not running (cold or idle process). */
function keepChecking(): boolean {
  lastRequestAt = Date.now();
  if (ticker) return false;
  ticker = setInterval(() => {
    if (Date.now() - lastRequestAt > IDLE_AFTER_MS) {
      clearInterval(ticker!);
      ticker = null;
      return;
    }
    checkVersion().catch(() => undefined); // failed: the next tick tries again
  }, VERSION_CHECK_MS / 2);
  ticker.unref(); // never keeps the process alive
  return true;
}

/**
 * True when a request must wait for a version read before trusting the cache: the background check was not
 * running (a cold or idle process) and the last read is over a second old. Keeps the background check running.
 */
function mustCheckVersionFirst(): boolean {
  const wasIdle = keepChecking();
  return wasIdle && Date.now() - state.checkedAt >= VERSION_CHECK_MS;
}

/**
 * The catalogue version this process trusts now, for a request about to read a copy stamped with it: read first
 * when the process was idle (a promise then), else as is. Keeps the background check running.
 */
export function currentCatalogueVersion(): number | Promise<number> {
  if (mustCheckVersionFirst()) return checkVersion().then(() => state.version);
  return state.version;
}

/**
 * The version this process trusts, for an answer repeated from memory (cached-reply.ts): counted as a request while
 * the background check runs, and null when it does not (an idle process), so that the request goes to its route,
 * which reads the version first. Never reads, never waits, never makes a promise.
 */
export function versionWhileChecking(): number | null {
  if (!ticker) return null;
  lastRequestAt = Date.now();
  return state.version;
}

/** The version trusted at this moment, without counting as a request (to tell whether a write landed meanwhile). */
export function trustedCatalogueVersion(): number {
  return state.version;
}

/** Marks the catalogue changed for every API process; called after each product or variant write. */
export async function bumpCatalogueVersion(): Promise<void> {
  const doc = await CatalogueVersionModel.findOneAndUpdate({ _id: 'catalogue' }, { $inc: { version: 1 } }, { upsert: true, returnDocument: 'after' }).lean<{
    version: number;
  }>();
  for (const drop of onChange) drop();
  state.version = doc?.version ?? state.version + 1;
  state.checkedAt = Date.now();
}
