import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import type { APIRequestContext, Dialog } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { placeOrder, signUpCustomer, someVariants } from '../support/api';
import { createSignedInPartner, signInAsAdmin, solidPng } from '../support/admin';
import { handoverCodeOf } from '../support/delivery';

interface ShopProduct {
  name: string;
  image_url: string | null;
  variants: Array<{ label: string; price: number }>;
}

/**
 * The product as shoppers see it on the Dairy shelf, or undefined. Through the gateway the shelf is micro-cached:
 * an admin's change shows within 2 s (docs/architecture.md, "The gateway's micro-cache"), so callers poll for it.
 */
async function onShelf(request: APIRequestContext, name: string) {
  const response = await request.get('/api/products?page=1&limit=48&category=dairy');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { products: ShopProduct[] };
  return body.products.find((product) => product.name === name);
}

test('admin journey: products, coupon and order assignment', async ({ page, request }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `E2E Buffalo Ghee ${stamp}`;
  const renamed = `E2E Buffalo Ghee Premium ${stamp}`;

  await test.step('signs in: /admin without a token goes to sign-in first', async () => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Admin Control Panel')).toBeVisible();
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/admin\/overview$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
    await expect(page.getByText('Total Revenue')).toBeVisible();
  });

  await test.step('adds a product with an uploaded PNG and a first variant', async () => {
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel('Name*').fill(name);
    await dialog.getByLabel('Description', { exact: true }).fill('Slow-cooked from buffalo milk in Telangana.');
    await dialog.getByLabel('Category*').selectOption('dairy');
    await dialog.getByLabel('Product Image*').setInputFiles({ name: 'ghee.png', mimeType: 'image/png', buffer: solidPng() });
    await dialog.getByLabel('Label').fill('250g');
    await dialog.getByLabel('Price (₹)').fill('199');
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('250g: ₹199.00');
  });

  await test.step("the product is in the shop's catalogue with its image", async () => {
    await expect.poll(async () => (await onShelf(request, name))?.variants.map((v) => [v.label, v.price])).toEqual([['250g', 199]]);
    const product = await onShelf(request, name);
    const image = await request.get(product!.image_url!);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  await test.step('edits it: rename, add a variant, remove the first one', async () => {
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await dialog.getByLabel('Name', { exact: true }).fill(renamed);
    await dialog.getByRole('button', { name: 'Add Variant' }).click();
    await dialog.getByLabel('Label').last().fill('500g');
    await dialog.getByLabel('Price (₹)').last().fill('379.5');
    await dialog.getByRole('button', { name: 'Remove variant 250g' }).click();
    await expect(dialog.getByLabel('Label')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toContainText('500g: ₹379.50');
    await expect(page.getByRole('row').filter({ hasText: renamed })).not.toContainText('250g');
  });

  await test.step('the shop shows the change', async () => {
    await expect.poll(() => onShelf(request, name)).toBeUndefined();
    await expect.poll(async () => (await onShelf(request, renamed))?.variants.map((v) => [v.label, v.price])).toEqual([['500g', 379.5]]);
  });

  await test.step('creates a coupon', async () => {
    await page.getByRole('tab', { name: 'Coupons' }).click();
    await page.getByRole('button', { name: 'Add Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Coupon' });
    await dialog.getByLabel('Coupon Code*').fill(`e2e${stamp}`);
    await dialog.getByLabel('Discount Value*').fill('12.5');
    await dialog.getByLabel('Expiry Date*').fill(`${new Date().getFullYear() + 1}-12-31`);
    await dialog.getByRole('button', { name: 'Save Coupon' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: `E2E${stamp}` });
    await expect(row).toContainText('12.5%');
    await expect(row).toContainText('Active');
  });

  await test.step("a customer's Hyderabad order appears in Orders and is assigned to a partner", async () => {
    const customer = await signUpCustomer(request, `E2E Buyer ${stamp}`);
    const [product] = await someVariants(request);
    await placeOrder(request, customer, { label: 'Home', value: 'Plot 7, Road 3, Banjara Hills, Hyderabad, Telangana 500034' }, [
      { id: product.variants[0].id, quantity: 1 },
    ]);

    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    const row = page.getByRole('row').filter({ hasText: `E2E Buyer ${stamp}` });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Unassigned');
    await expect(row).not.toContainText('Outstation');

    await row.getByRole('button', { name: /^Assign order/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Order' });
    await expect(dialog.getByRole('button', { name: 'Confirm Assignment' })).toBeDisabled();
    const choice = dialog.getByRole('combobox').locator('option').nth(1);
    const partnerName = ((await choice.textContent()) ?? '').replace(/ \([^)]*\)$/, '');
    await dialog.getByRole('combobox').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Confirm Assignment' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Assigned');
    await expect(row).toContainText(partnerName);
    // In a partner's hands: it can be reassigned or taken back, no longer assigned.
    await expect(row.getByRole('button', { name: /^Assign order/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Reassign order/ })).toBeEnabled();
  });

  await test.step('deletes the product', async () => {
    await page.getByRole('tab', { name: 'Products' }).click();
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(`Are you sure you want to delete "${renamed}"?`);
      void dialog.accept();
    });
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
    await expect.poll(() => onShelf(request, renamed)).toBeUndefined();
  });
});

test('a stuck order: its partner is disabled, the admin reassigns it, the new partner completes it', async ({ page, request }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const leaving = await createSignedInPartner(request, `E2E Leaving ${stamp}`);
  const next = await createSignedInPartner(request, `E2E Next ${stamp}`);
  const customer = await signUpCustomer(request, `E2E Stuck ${stamp}`);
  const [product] = await someVariants(request);
  const placed = await placeOrder(request, customer, { label: 'Home', value: 'Plot 9, Road 5, Jubilee Hills, Hyderabad, Telangana 500033' }, [
    { id: product.variants[0].id, quantity: 1 },
  ]);
  const orderId = (placed as { orderId: string }).orderId;
  const row = page.getByRole('row').filter({ hasText: `E2E Stuck ${stamp}` });

  await test.step('the admin assigns it; the partner takes it out', async () => {
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await row.getByRole('button', { name: /^Assign order/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Order' });
    await dialog.getByRole('combobox').selectOption({ label: `${leaving.name} (${leaving.phone})` });
    // A double click sends one request and ends in the success, not "Failed to assign order".
    const alerts: string[] = [];
    const onAlert = (alert: Dialog) => void alert.dismiss().then(() => alerts.push(alert.message()));
    page.on('dialog', onAlert);
    await dialog.getByRole('button', { name: 'Confirm Assignment' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Order #${shortOrderId(orderId)} assigned to ${leaving.name}.`)).toBeVisible();
    page.off('dialog', onAlert);
    expect(alerts).toEqual([]);
    expect((await request.put(`/api/delivery/orders/${orderId}/accept`, { headers: leaving.headers })).status()).toBe(200);
  });

  await test.step('disabling the partner names the order that needs another partner', async () => {
    await page.getByRole('tab', { name: 'Partners' }).click();
    await page.getByRole('button', { name: `Disable ${leaving.name}` }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'These orders need another partner' });
    await expect(notice).toContainText(`#${orderId.slice(-8).toUpperCase()} · E2E Stuck ${stamp} · Out for Delivery`);
    await notice.getByRole('button', { name: `Show ${leaving.name}'s orders` }).click();
    await expect(page.getByText(`Orders of ${leaving.name}`)).toBeVisible();
    await expect(row).toContainText('Out for Delivery');
  });

  await test.step('the admin reassigns it to another partner, who accepts and completes it', async () => {
    await row.getByRole('button', { name: /^Reassign order/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reassign Order' });
    await dialog.getByRole('combobox').selectOption({ label: `${next.name} (${next.phone})` });
    await dialog.getByRole('button', { name: 'Confirm Reassignment' }).click();
    await expect(dialog).toBeHidden();
    // The order left the disabled partner's list.
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all orders' }).click();
    await expect(row).toContainText('Assigned');
    await expect(row).toContainText(next.name);

    expect((await request.put(`/api/delivery/orders/${orderId}/accept`, { headers: next.headers })).status()).toBe(200);
    const code = await handoverCodeOf(request, customer, orderId);
    expect((await request.put(`/api/delivery/orders/${orderId}/complete`, { headers: next.headers, data: { code } })).status()).toBe(200);
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await expect(row).toContainText('Delivered');
    await expect(row.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);
  });
});
