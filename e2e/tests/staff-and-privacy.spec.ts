import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/fixtures';
import { auditScreen } from '../support/a11y';
import { auditStaffScreen } from '../support/staff-a11y';
import { signInAsAdmin } from '../support/admin';
import { signUpCustomer, signUpWithCode } from '../support/api';
import { placeHyderabadOrder } from '../support/delivery';
import { signInShop } from '../support/shop';

/** Through the gateway: staff roles in the panel, and a customer's copy and erasure of their data. */

test('the owner adds a dispatcher, who assigns orders but has no Coupons or Staff (the API refuses them too)', async ({ page, browser, request }, testInfo) => {
  // Two panels with live order streams and four axe passes on a busy machine.
  test.setTimeout(240_000);
  const stamp = Date.now();
  const dispatcher = { name: `Dispatcher ${stamp}`, username: `dispatch${stamp}`, password: 'dispatch-e2e-1' };

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Add Staff Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Staff Member' });
  await dialog.getByLabel('Name*', { exact: true }).fill(dispatcher.name);
  await dialog.getByLabel('Username*').fill(dispatcher.username);
  await dialog.getByLabel(/^Password\*/).fill(dispatcher.password);
  await dialog.getByLabel(/^Role\*/).selectOption('dispatcher');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: dispatcher.username });
  await expect(row.getByRole('combobox', { name: `Role of ${dispatcher.name}` })).toHaveValue('dispatcher');
  expect((await auditStaffScreen(page, testInfo, 'admin', 'staff')).violations).toEqual([]);

  await page.getByRole('tab', { name: 'Audit' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'staff' }).first()).toBeVisible();
  expect((await auditStaffScreen(page, testInfo, 'admin', 'audit')).violations).toEqual([]);

  await page.getByRole('button', { name: 'Change My Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change My Password' })).toBeVisible();
  expect((await auditStaffScreen(page, testInfo, 'admin', 'change-password')).violations).toEqual([]);
  await page.getByRole('dialog', { name: 'Change My Password' }).getByRole('button', { name: 'Cancel' }).click();

  const customer = await signUpCustomer(request, `Dispatch Buyer ${stamp}`);
  await placeHyderabadOrder(request, customer);

  // The dispatcher in a browser of their own (no shared storage with the owner).
  const context = await browser.newContext();
  const desk = await context.newPage();
  await desk.goto('/admin');
  await desk.getByLabel('Admin Username').fill(dispatcher.username);
  await desk.getByLabel('Admin Password').fill(dispatcher.password);
  await desk.getByRole('button', { name: 'Sign In' }).click();
  await desk.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await expect(desk.getByText(`${dispatcher.name} · dispatcher`)).toBeVisible();
  await expect(desk.getByRole('tab')).toHaveText(['Orders', 'Slot fill', 'Partners', 'Messages']);
  await expect(desk.getByRole('tab', { name: 'Coupons' })).toHaveCount(0);
  await expect(desk.getByRole('tab', { name: 'Staff' })).toHaveCount(0);
  await expect(desk.getByRole('alert')).toHaveCount(0);

  const order = desk.getByRole('row').filter({ hasText: customer.user.name });
  await order.getByRole('button', { name: /^Assign order/ }).click();
  const assign = desk.getByRole('dialog', { name: 'Assign Order' });
  await assign.getByRole('combobox').selectOption({ index: 1 });
  await assign.getByRole('button', { name: 'Confirm Assignment' }).click();
  await expect(assign).toBeHidden();
  await expect(order).toContainText('Assigned');
  expect((await auditStaffScreen(desk, testInfo, 'admin', 'dispatcher')).violations).toEqual([]);
  await context.close();

  const login = await request.post('/api/admin/login', { data: { username: dispatcher.username, password: dispatcher.password } });
  const headers = { 'x-admin-token': (await login.json()).token as string };
  expect((await request.get('/api/admin/coupons', { headers })).status()).toBe(403);
  expect((await request.get('/api/admin/staff', { headers })).status()).toBe(403);
  expect((await request.get('/api/admin/orders', { headers })).status()).toBe(200);
});

test('a customer downloads their data, deletes the account, and can sign up afresh with the same phone', async ({ page, request }, testInfo) => {
  const customer = await signUpCustomer(request, `Privacy Buyer ${Date.now()}`);
  const orderId = await placeHyderabadOrder(request, customer);
  await signInShop(page, customer);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Account Settings' }).click();
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
  expect((await auditScreen(page, testInfo, 'account-settings')).violations).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.profile.phone).toBe(`+91${customer.phone}`);
  expect(data.orders.map((o: { id: string }) => o.id)).toContain(orderId);
  expect(JSON.stringify(data)).not.toContain('password_hash');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const form = page.getByRole('form', { name: 'Delete my account' });
  await form.getByLabel('Your password').fill(customer.password);
  await form.getByRole('checkbox', { name: /my account will be deleted/ }).check();
  expect((await auditScreen(page, testInfo, 'account-delete')).violations).toEqual([]);
  // The order is still to be delivered: the shop names it and nothing is deleted.
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    `Your account can be deleted once these orders are delivered or cancelled: #${orderId.slice(-8).toUpperCase()} (Order placed). Until then we need your address to deliver them.`,
  );
  await expect(page).toHaveURL(/\/account$/);
  const cancelled = await request.put(`/api/orders/${orderId}/cancel`, { headers: { 'x-auth-token': customer.token } });
  expect(cancelled.status()).toBe(200);
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  // The session is cleared as the account page goes (after the way home has begun).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  expect((await request.post('/api/login', { data: { phone: customer.phone, password: customer.password } })).status()).toBe(401);
  const again = await signUpWithCode(request, 'Privacy Buyer Again', customer.phone, 'a-fresh-start-1');
  expect(again.user.id).not.toBe(customer.user.id);
});

test('the privacy page says what deletion keeps and why', async ({ page }, testInfo) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'What we keep after deletion, and why' })).toBeVisible();
  expect((await auditScreen(page, testInfo, 'privacy')).violations).toEqual([]);
});
