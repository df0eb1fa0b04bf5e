import { test, expect } from '../support/fixtures';

/** The three apps load through the gateway, each with UI-kit components fetched over module federation. */
const apps = [
  { name: 'shop', path: '/' },
  { name: 'admin', path: '/admin/login' },
  { name: 'delivery', path: '/delivery/login' },
];

for (const app of apps) {
  test(`${app.name} renders through the gateway with federated UI-kit components`, async ({ page }) => {
    const remoteEntry = page.waitForResponse((r) => r.url().endsWith('/ui/remoteEntry.js') && r.ok());
    await page.goto(app.path);
    await remoteEntry;
    // Components of the UI kit carry the fsui- class prefix: they come from /ui/, not from the app's bundle.
    await expect(page.locator('[class*="fsui-"]').first()).toBeVisible();
  });
}

for (const app of apps) {
  test(`${app.name} asks for the kit chunks of its first screen together, not one round trip after another`, async ({ page }) => {
    const kitScripts: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/ui/assets/')) kitScripts.push(url.pathname);
    });
    await page.goto(app.path);
    await expect(page.locator('[class*="fsui-"]').first()).toBeVisible();
    const firstScreen = [...new Set(kitScripts)];
    // /ui/kit-preload.js (written by the kit's build) put a modulepreload link in <head> for each of them.
    const preloaded = await page
      .locator('link[rel="modulepreload"][href^="/ui/assets/"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(firstScreen.length).toBeGreaterThan(3);
    expect(preloaded).toEqual(expect.arrayContaining(firstScreen));
  });
}

test('deep links reload inside each app (history fallback)', async ({ page }) => {
  await page.goto('/delivery/dashboard');
  // Without a partner session the dashboard sends the visitor to sign-in, inside the delivery app.
  await expect(page).toHaveURL(/\/delivery\/login$/);
  await page.reload();
  await expect(page).toHaveURL(/\/delivery\/login$/);
  await expect(page.locator('[class*="fsui-"]').first()).toBeVisible();

  const response = await page.goto('/admin/some/deep/link');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\//);
});

test('a missing hashed asset is a 404, not the app page', async ({ request }) => {
  const response = await request.get('/admin/assets/missing-0000.js');
  expect(response.status()).toBe(404);
});

test('the gateway serves entry points uncached and assets immutable, gzipped', async ({ page, request }) => {
  const index = await request.get('/admin/login');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const remote = await request.get('/ui/remoteEntry.js', { headers: { 'accept-encoding': 'gzip' } });
  expect(remote.headers()['cache-control']).toBe('no-cache');
  expect(remote.headers()['content-encoding']).toBe('gzip');

  const assetUrls: string[] = [];
  page.on('response', (r) => {
    if (/\/assets\/.+\.js$/.test(r.url())) assetUrls.push(r.url());
  });
  await page.goto('/');
  await expect(page.locator('[class*="fsui-"]').first()).toBeVisible();
  expect(assetUrls.length).toBeGreaterThan(0);
  const asset = await request.get(assetUrls[0]);
  expect(asset.headers()['cache-control']).toContain('immutable');
  // Never revalidated, so no validators: fewer bytes on each of a first load's scripts.
  expect(asset.headers()['etag']).toBeUndefined();
  expect(asset.headers()['last-modified']).toBeUndefined();
});

test('pages carry the security headers; scripts keep nosniff without the page-only ones', async ({ request }) => {
  for (const path of ['/', '/admin/login', '/delivery/login', '/sw.js']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
  for (const path of ['/ui/remoteEntry.js', '/ui/kit-preload.js']) {
    const script = (await request.get(path)).headers();
    expect(script['x-content-type-options']).toBe('nosniff');
    expect(script['content-security-policy']).toBeUndefined();
    expect(script['x-frame-options']).toBeUndefined();
  }
  // The API's own security headers are not doubled by the gateway.
  expect((await request.get('/api/health')).headers()['x-content-type-options']).toBe('nosniff');
});

test('the API answers through the gateway', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', db: 'up' });
});
