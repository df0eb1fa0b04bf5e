import { adminToken, DEMO_PARTNERS, signUpCustomer } from '../support/api';
import { assignToPartner, handoverCodeOf, partnerCard, placeHyderabadOrder } from '../support/delivery';
import { expect, test } from '../support/fixtures';

/** Where Chromium says the partner is (Banjara Hills). */
const POSITION = { latitude: 17.4126, longitude: 78.4482 };
const partner = DEMO_PARTNERS[0];

test.describe('delivery partner', () => {
  test.use({ geolocation: POSITION, permissions: ['geolocation'] });

  test('signs in, accepts an assigned order while sharing the location, and completes it', async ({ page, request }) => {
    const customer = await signUpCustomer(request, 'Delivery Journey Customer');
    const orderId = await placeHyderabadOrder(request, customer);
    await assignToPartner(request, orderId, partner.phone);
    const asCustomer = { headers: { 'x-auth-token': customer.token } };

    await page.goto('/delivery/dashboard');
    await expect(page).toHaveURL(/\/delivery\/login$/);
    await page.getByLabel('Phone number').fill(partner.phone);
    await page.getByLabel('Password').fill(partner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/delivery\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hello, .+!$/);

    const card = partnerCard(page, orderId);
    await expect(card.getByRole('heading', { name: 'Delivery Journey Customer' })).toBeVisible();
    await expect(card.getByText('Assigned', { exact: true })).toBeVisible();
    await expect(card.getByRole('term').filter({ hasText: /^Collect$/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', /google\.com\/maps\/search\/.*Banjara%20Hills/);
    await expect(card.getByRole('link', { name: /^Call Delivery Journey Customer/ })).toHaveAttribute('href', `tel:${customer.user.phone}`);

    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(card.getByText('Out for Delivery', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Tracking/ })).toHaveText('Tracking Active');

    // The location reached the API: the customer's tracking call returns Chromium's position.
    await expect
      .poll(async () => (await (await request.get(`/api/orders/${orderId}/track`, asCustomer)).json()).rider)
      .toMatchObject({ lat: POSITION.latitude, lng: POSITION.longitude });

    // The rider's steps, then the handover with the code the customer shows.
    await card.getByRole('button', { name: 'Picked up' }).click();
    await card.getByRole('button', { name: 'Arrived' }).click();
    await card.getByRole('button', { name: 'Deliver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete delivery' });
    await dialog.getByLabel('Handover code from the customer').fill(await handoverCodeOf(request, customer, orderId));
    await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
    await expect(card.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^(Accept|Picked up|Arrived|Deliver)$/ })).toHaveCount(0);

    const orders: Array<{ id: string; delivery_status: string }> = await (await request.get('/api/orders', asCustomer)).json();
    expect(orders.find((o) => o.id === orderId)?.delivery_status).toBe('Delivered');
  });

  test('a wrong password stays on sign-in with the message', async ({ page }) => {
    await page.goto('/delivery/login');
    await page.getByLabel('Phone number').fill(partner.phone);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/delivery\/login$/);
  });
});

test('an admin signed in to the admin app sees every order on the delivery dashboard, view-only', async ({ page, request }) => {
  const customer = await signUpCustomer(request, 'Admin View Customer');
  const orderId = await placeHyderabadOrder(request, customer);
  const token = await adminToken(request);
  await page.addInitScript((value) => localStorage.setItem('adminToken', value), token);

  await page.goto('/delivery/dashboard');
  await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();
  const card = partnerCard(page, orderId);
  await expect(card.getByRole('heading', { name: 'Admin View Customer' })).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Accept|Complete)$/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Tracking/ })).toHaveText('Tracking Inactive');
});

test('the dashboard fits a 360 px phone with 44 px touch targets', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const login = await (await request.post('/api/delivery/login', { data: partner })).json();
  await page.addInitScript(
    ({ token, record }) => {
      localStorage.setItem('partnerToken', token);
      localStorage.setItem('partner', JSON.stringify(record));
    },
    { token: login.token, record: login.partner },
  );
  await page.goto('/delivery/dashboard');
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const target of await page.locator('main a, main button, header button, header a').all()) {
    const box = await target.boundingBox();
    expect(box?.height, (await target.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
});
