import { test, expect } from '../support/fixtures';
import { adminToken, placeOrder, signUpCustomer, someVariants } from '../support/api';
import { sizeScreens } from '../support/a11y';
import { signInAsAdmin, solidPng } from '../support/admin';

/**
 * Screenshots of the admin screens at phone, tablet and laptop widths, for a human to look at (not
 * compared). At every width the page itself never scrolls sideways: wide tables scroll in their own box.
 */
for (const width of [360, 768, 1280]) {
  test(`admin screens at ${width} px`, async ({ page, request }) => {
    await sizeScreens(page, width);
    // The charts then skip their entry animation: drawn at once in their final state, never shot half-way.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const customer = await signUpCustomer(request, 'Screens Customer');
    const [product] = await someVariants(request);
    await placeOrder(request, customer, { label: 'Home', value: 'Road 12, Banjara Hills, Hyderabad 500034' }, [{ id: product.variants[0].id, quantity: 2 }]);
    // Long lists (the seeded catalogue) are shot at viewport height; the rest whole.
    const shot = (name: string, fullPage = !['products', 'edit-product'].includes(name)) =>
      page.screenshot({ path: `../.run/screens/admin-${name}-${width}.png`, fullPage });
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    await shot('login');
    await signInAsAdmin(page);
    await expect(page.getByRole('img', { name: /^Products per category/ })).toBeVisible();
    await shot('overview');
    await noSidewaysScroll();

    for (const tab of ['Products', 'Users', 'Orders', 'Coupons', 'Partners', 'Inquiries']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('heading', { level: 2, name: tab === 'Partners' ? 'Delivery Partners' : tab })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await shot(tab.toLowerCase());
      await noSidewaysScroll();
    }

    await page.getByRole('tab', { name: 'Orders' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: 'Screens Customer' })
      .first()
      .getByRole('button', { name: /open order details/ })
      .click();
    await shot('order-details');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Products' }).click();
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit Product' })).toBeVisible();
    await shot('edit-product');
  });
}

test('Edit Product saves the product fields and its variant changes in one call', async ({ page, request }) => {
  const headers = { 'x-admin-token': await adminToken(request) };
  const uploaded = await request.post('/api/admin/upload', {
    headers,
    multipart: { productImage: { name: 'ghee.png', mimeType: 'image/png', buffer: solidPng() } },
  });
  const name = `Edit Check Ghee ${Date.now()}`;
  const created = await request.post('/api/admin/products', {
    headers,
    data: { product: { name, category: 'dairy', image_url: (await uploaded.json()).imageUrl }, variant: { label: '500ml', price: 450 } },
  });
  expect(created.status()).toBe(201);

  const writes: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() !== 'GET') writes.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
  });
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await dialog.getByLabel('Name', { exact: true }).fill(`${name} (A2)`);
  await dialog.getByLabel('Price (₹)').first().fill('475.5');
  await dialog.getByRole('button', { name: 'Add Variant' }).click();
  await dialog.getByLabel('Label').last().fill('1l');
  await dialog.getByLabel('Price (₹)').last().fill('899');
  writes.length = 0;
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: `${name} (A2)` });
  await expect(row).toContainText('500ml: ₹475.50');
  await expect(row).toContainText('1l: ₹899.00');
  expect(writes.filter((line) => line.startsWith('PUT ') || line.startsWith('POST ') || line.startsWith('DELETE '))).toEqual([
    `PUT /api/admin/products/${(await created.json()).id}`,
  ]);
});
