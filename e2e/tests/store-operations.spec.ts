import { test, expect } from '../support/fixtures';
import { createProduct, signInAsAdmin } from '../support/admin';
import { adminToken, placeOrder, signUpCustomer } from '../support/api';
import { HYDERABAD_ADDRESS } from '../support/delivery';
import { signInShop } from '../support/shop';

/** Store operations through the gateway, the catalogue side: the stock an admin sets is what customers can buy. */

test('the admin sets a stock of 1; of two customers ordering it one gets it and the other is told it is gone', async ({ page, browser, request }) => {
  const name = `Last Kadaknath ${Date.now()}`;
  const headers = { 'x-admin-token': await adminToken(request) };
  const product = await createProduct(request, { name, category: 'livebirds' }, { label: '1kg', price: 950 });

  // The admin counts the stock: one bird left.
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole('tab', { name: 'Products' }).click();
  await admin.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit Product' });
  await dialog.getByLabel('Stock').fill('1');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('row').filter({ hasText: name })).toContainText('1 in stock');
  await admin.close();

  // The second customer puts the bird in their cart while one is left: the page says so.
  const second = await signUpCustomer(request, 'Second Buyer');
  // A saved address whose pincode (Madhapur) puts it in the Hyderabad zone.
  const saved = await request.post('/api/addresses', {
    headers: { 'x-auth-token': second.token },
    data: { newAddress: { label: 'Office', value: 'Plot 9, Raheja Mindspace', pincode: '500081' } },
  });
  expect(saved.status()).toBe(201);
  await signInShop(page, second);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText('Only 1 left')).toBeVisible();
  await page.getByRole('button', { name: `Add ${name} 1kg to cart` }).click();

  // The first customer orders it first.
  const first = await signUpCustomer(request, 'First Buyer');
  const placed = (await placeOrder(request, first, HYDERABAD_ADDRESS, [{ id: product.variants[0]!.id, quantity: 1 }])) as { orderId: string };
  expect(placed.orderId).toBeTruthy();

  // The second customer's checkout says it is gone, and the order cannot be placed.
  await page.goto('/checkout');
  await expect(page.getByRole('alert')).toHaveText(`Not enough in stock. Left now: ${name} (1kg) – 0. Please change your cart and try again.`);
  const refused = await request.post('/api/orders', {
    headers: { 'x-auth-token': second.token },
    data: { userId: second.user.id, cartItems: [{ id: product.variants[0]!.id, quantity: 1 }], shippingAddress: HYDERABAD_ADDRESS, totalAmount: 950 },
  });
  expect(refused.status()).toBe(409);

  // The shop's card now shows it sold out; still in this cart, its stepper cannot add one more.
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('Out of stock')).toBeVisible();
  await expect(card.getByRole('button', { name: `Add one more ${name} 1kg` })).toBeDisabled();

  // The admin cancels the first order: the bird is back in stock, and the second customer can buy it.
  const cancelled = await request.put(`/api/admin/orders/${placed.orderId}/cancel`, { headers, data: { reason: 'Customer called to cancel' } });
  expect(cancelled.status()).toBe(200);
  await expect(async () => {
    await page.goto(`/product/${product.id}`);
    await expect(page.getByText('Only 1 left')).toBeVisible({ timeout: 2000 });
  }).toPass();
  // It is still in this customer's cart, ready to order again.
  await expect(page.getByRole('group', { name: `Quantity of ${name} 1kg` })).toBeVisible();
  const bought = (await placeOrder(request, second, HYDERABAD_ADDRESS, [{ id: product.variants[0]!.id, quantity: 1 }])) as { orderId: string };
  expect(bought.orderId).toBeTruthy();
});
