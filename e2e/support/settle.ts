import type { Page } from '@playwright/test';

/**
 * Waits until the page has finished loading what it asked for: no new resource has completed for half a second
 * (what Playwright's 'networkidle' means), except that the staff apps' live event streams — requests that never end
 * by design — do not hold it up, as they would 'networkidle' for ever. Gives up quietly after `maxMs`.
 */
export async function settle(page: Page, maxMs = 15_000): Promise<void> {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __settle?: { count: number; since: number } };
        const count = performance.getEntriesByType('resource').length;
        const now = performance.now();
        if (!w.__settle || w.__settle.count !== count) w.__settle = { count, since: now };
        return now - w.__settle.since >= 500;
      },
      undefined,
      { polling: 100, timeout: maxMs },
    )
    .catch(() => {});
}
