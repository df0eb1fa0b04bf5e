import { test, expect } from '../support/fixtures';
import { auditScreen } from '../support/a11y';

test('the installable shop opens offline with the saved catalogue and a clear offline banner', async ({ page, context, request }, testInfo) => {
  // Installable: a manifest with the kit's green and PNG icons, and a service worker served uncached.
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: "Nature's Nest Farms", start_url: '/', display: 'standalone', theme_color: '#2f6b3a' });
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  const sw = await request.get('/sw.js');
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await page.goto('/?category=pickles');
  await expect(page.locator('article').first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Once the worker controls the page, a visit stores the shell and this catalogue page.
  await page.reload();
  await expect(page.locator('article').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const names = await page.locator('article h3').allTextContents();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.locator('article h3')).toHaveText(names);
  const audit = await auditScreen(page, testInfo, 'offline');
  expect(audit.violations).toEqual([]);

  // Back online the banner goes away.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
  // Orders and quotes are never in the worker's caches.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) for (const r of await (await caches.open(key)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(cached).toContain('/api/products');
  expect(cached.filter((u) => u.startsWith('/api/') && u !== '/api/products')).toEqual([]);
});

test.describe('a screen that cannot be fetched', () => {
  // The worker would serve the chunk from its cache; this is the first visit of a phone that lost its connection.
  test.use({ serviceWorkers: 'block' });

  test('says so in place of the screen, keeps the shop usable, and loads it on "Try again"', async ({ page }) => {
    const aboutChunk = /\/assets\/about-page-[\w-]+\.js$/;
    await page.route(aboutChunk, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(page.locator('.product-grid article').first()).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About Us' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'This page could not be loaded. Check your connection and try again.' });
    await expect(failed).toBeVisible();
    await expect(page.getByRole('link', { name: /^Home/ })).toBeVisible();

    await page.unroute(aboutChunk);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'From Our Farm to Your Family' })).toBeVisible();
    await expect(page).toHaveURL(/\/about-us$/);
  });
});
