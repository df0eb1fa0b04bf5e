import { test as base, expect } from '@playwright/test';
import { trackRequests } from './settle';

/**
 * Every journey starts at the gateway that global-setup started; `baseURL` comes from it, so tests use
 * relative paths (`page.goto('/cart')`). An uncaught error in the page fails the test.
 */
export const test = base.extend<{ pageErrors: string[]; requestTracking: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this (empty) destructuring
  baseURL: async ({}, use) => {
    await use(process.env.STORE_URL);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // What settle() waits for: the requests each page of the test has under way.
  requestTracking: [
    async ({ context }, use) => {
      context.pages().forEach(trackRequests);
      context.on('page', trackRequests);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
