import { test, expect } from '../support/fixtures';
import { auditScreen, sizeScreens } from '../support/a11y';
import { createProduct, signInAsAdmin } from '../support/admin';
import { adminToken, placeOrder, signUpCustomer } from '../support/api';
import { signInShop } from '../support/shop';
import { allViolations, auditStaffScreen, OUTSTATION_ADDRESS } from '../support/staff-a11y';

/**
 * Ratings through the gateway: a customer rates a delivered order on a 360 px phone, the product page shows its
 * buyers' rating, and staff find the low rating on the dashboard with a link to the order.
 */
test('a customer rates a delivered order 2 stars; the product page shows it; staff see it in Low ratings', async ({ page, browser, request }, testInfo) => {
  const stamp = Date.now().toString(36);
  const product = await createProduct(request, { name: `Rated Country Chicken ${stamp}`, category: 'livebirds' }, { label: '1kg', price: 650 });
  const customer = await signUpCustomer(request, `Rating Buyer ${stamp}`);
  // The order goes by courier and the customer confirms it arrived: Delivered.
  const { orderId } = (await placeOrder(request, customer, OUTSTATION_ADDRESS, [{ id: product.variants[0].id, quantity: 1 }])) as { orderId: string };
  const shipped = await request.put(`/api/admin/orders/${orderId}/ship`, {
    headers: { 'x-admin-token': await adminToken(request) },
    data: { courier: 'DTDC', trackingNumber: `D${stamp}` },
  });
  expect(shipped.status()).toBe(200);
  expect((await request.put(`/api/orders/${orderId}/mark-delivered`, { headers: { 'x-auth-token': customer.token } })).status()).toBe(200);

  await sizeScreens(page, 360);
  await signInShop(page, customer);
  await page.goto('/account');
  await page.getByRole('button', { name: /Order #/ }).click();
  const form = page.getByRole('form', { name: 'Rate this order' });
  const save = form.getByRole('button', { name: 'Save rating' });
  await expect(save).toBeDisabled();
  const twoStars = form.getByRole('radio', { name: '2 stars' });
  const starBox = await form.locator('label').filter({ hasText: '2 stars' }).boundingBox();
  expect(Math.min(starBox!.width, starBox!.height)).toBeGreaterThanOrEqual(44);
  const audits = [await auditScreen(page, testInfo, 'rate-order')];

  await twoStars.check();
  await form.getByLabel(/Comment/).fill('The bird was smaller than the picture.');
  await save.click();
  const yours = page.getByRole('region', { name: 'Your rating' });
  await expect(yours).toContainText('2 stars');
  await expect(yours).toContainText('The bird was smaller than the picture.');
  await expect(yours.getByRole('button', { name: 'Edit' })).toBeVisible();
  audits.push(await auditScreen(page, testInfo, 'order-rated'));

  await page.goto(`/product/${product.id}`);
  await expect(page.getByText('2.0 ★ from 1 buyer', { exact: true })).toBeVisible();
  audits.push(await auditScreen(page, testInfo, 'product-rating'));

  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/overview');
  const lowRatings = admin.getByRole('region', { name: 'Low ratings (2 stars or fewer)' });
  const entry = lowRatings.getByRole('listitem').filter({ hasText: customer.user.name });
  await expect(entry).toContainText('2 stars');
  await expect(entry).toContainText('The bird was smaller than the picture.');
  audits.push(await auditStaffScreen(admin, testInfo, 'admin', 'overview-low-ratings'));
  await entry.getByRole('link', { name: `Order #${orderId.slice(-8).toUpperCase()}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders\\?order=${orderId}`));
  await staff.close();

  expect(allViolations(audits)).toEqual([]);
});
