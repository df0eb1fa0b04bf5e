import { test, expect } from '../support/fixtures';
import { auditScreen } from '../support/a11y';
import { createProduct } from '../support/admin';
import { adminToken, placeOrder, signUpCustomer } from '../support/api';
import { HYDERABAD_ADDRESS } from '../support/delivery';
import { signInShop } from '../support/shop';

/** "Buy again" through the gateway: a past order's items go back into the cart at today's prices. */

test.use({ viewport: { width: 360, height: 740 } });

test("Buy again re-adds what is still sold at today's price and names what is not", async ({ page, request }, testInfo) => {
  const headers = { 'x-admin-token': await adminToken(request) };
  const stamp = Date.now();
  const mango = await createProduct(request, { name: `Mango Pickle ${stamp}`, category: 'pickles' }, { label: '500g', price: 300 });
  const lemon = await createProduct(request, { name: `Lemon Pickle ${stamp}`, category: 'pickles' }, { label: '500g', price: 250 });
  const customer = await signUpCustomer(request, 'Regular Shopper');
  await placeOrder(request, customer, HYDERABAD_ADDRESS, [
    { id: mango.variants[0]!.id, quantity: 2 },
    { id: lemon.variants[0]!.id, quantity: 1 },
  ]);

  // Since the order: mango costs more, lemon is taken off the shelf.
  const repriced = await request.put(`/api/admin/products/${mango.id}`, {
    headers,
    data: { variant_changes: { update: [{ id: mango.variants[0]!.id, label: '500g', price: 320 }] } },
  });
  expect(repriced.status()).toBe(200);
  expect((await request.put(`/api/admin/products/${lemon.id}`, { headers, data: { is_active: false } })).status()).toBe(200);

  await signInShop(page, customer);
  await page.goto('/account');
  await page.getByRole('button', { name: /Order #/ }).click();
  await page.getByRole('button', { name: 'Buy Again' }).click();
  const status = page.getByRole('status').filter({ hasText: 'back in your cart' });
  await expect(status).toContainText('2 items are back in your cart at today’s prices.');
  await expect(status).toContainText(`Not available today: Lemon Pickle ${stamp} (500g) × 1.`);
  const audit = await auditScreen(page, testInfo, 'buy-again');
  expect(audit.violations, audit.screen).toEqual([]);

  await status.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  const line = page.getByRole('listitem').filter({ hasText: `Mango Pickle ${stamp}` });
  await expect(line).toContainText('₹640');
  await expect(page.getByText(`Lemon Pickle ${stamp}`)).toHaveCount(0);
});
