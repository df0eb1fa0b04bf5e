import type { Page, Request } from '@playwright/test';

/** The requests each page has under way, kept by `trackRequests` (for every page of a test's own context: fixtures.ts). */
const underWay = new WeakMap<Page, Set<Request>>();

/**
 * The staff apps' live event streams never end by design; they are not "loading". The apps read them with fetch and
 * `Accept: text/event-stream`.
 */
const isEventStream = (request: Request) => (request.headers()['accept'] ?? '').includes('text/event-stream');

export function trackRequests(page: Page): Set<Request> {
  const requests = new Set<Request>();
  underWay.set(page, requests);
  page.on('request', (request) => {
    if (!isEventStream(request)) requests.add(request);
  });
  const done = (request: Request) => requests.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return requests;
}

/**
 * Waits until the page has finished what it started: no request under way (event streams aside), web fonts and
 * images loaded, and every animation that ends (a dialog fading in, a toast sliding up) ended; checked again a
 * frame later, so a request started by what just arrived counts too. Looping ones (spinners, skeleton shimmer) are
 * not waited for. Gives up quietly after `maxMs`: the audit or screenshot that follows then reports what it sees.
 */
export async function settle(page: Page, maxMs = 15_000): Promise<void> {
  // A page of a context the test made itself is tracked from here on.
  const requests = underWay.get(page) ?? trackRequests(page);
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<'out of time'>((resolve) => (timer = setTimeout(() => resolve('out of time'), maxMs)));
  try {
    await Promise.race([page.waitForLoadState('load'), outOfTime]);
    for (;;) {
      while (requests.size > 0) if ((await Promise.race([nextRequestEnd(page), outOfTime])) === 'out of time') return;
      const settled = page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        await document.fonts.ready;
        await Promise.all([...document.images].filter((image) => !image.complete).map((image) => image.decode().catch(() => undefined)));
        const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
        await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
        await frame();
        await frame();
      });
      if ((await Promise.race([settled, outOfTime])) === 'out of time') return;
      if (requests.size === 0) return;
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves when any request of the page finishes or fails. */
function nextRequestEnd(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const ended = () => {
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  });
}
