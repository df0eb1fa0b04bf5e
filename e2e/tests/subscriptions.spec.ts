import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { auditScreen, sizeScreens, type ScreenAudit } from '../support/a11y';
import { adminToken, signUpCustomer, type Customer } from '../support/api';
import { HYDERABAD_ADDRESS } from '../support/delivery';
import { signInShop } from '../support/shop';
import { allViolations } from '../support/staff-a11y';

/**
 * Subscriptions on a phone through the gateway (docs/subscriptions.md): milk every day and eggs on alternate days from
 * their product pages, both calendars, skipping the first open day, adding a shop product to a day, pausing next
 * week, topping up by UPI, and the first open day's order made at its cut-off. Days are read from the store's own "first open day" (22:00 the evening before), never from a fixed time.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** The first Monday on or after `day` (as "Pause next week" counts it). */
const mondayFrom = (day: string) => addDays(day, (8 - new Date(`${day}T00:00:00Z`).getUTCDay()) % 7);

/** A demo product by name, made subscribable through the admin API if the store has not marked it. */
async function subscribableProduct(request: APIRequestContext, category: string, name: string): Promise<string> {
  const res = await request.get(`/api/products?page=1&limit=12&category=${category}`);
  const products = ((await res.json()) as { products: Array<{ id: string; name: string; subscribable: boolean }> }).products;
  const product = products.find((p) => p.name === name);
  if (!product) throw new Error(`The demo catalogue has no ${name}`);
  if (!product.subscribable) {
    const token = await adminToken(request);
    const edited = await request.put(`/api/admin/products/${product.id}`, { headers: { 'x-admin-token': token }, data: { subscribable: true } });
    expect(edited.ok()).toBe(true);
  }
  return product.id;
}

/** Product page → Subscribe → the form; `choose` picks the schedule; answers once the subscription's page is open. */
async function subscribe(
  page: Page,
  productId: string,
  name: string,
  schedule: 'Daily' | 'Alternate days',
  submit: string,
  audits: ScreenAudit[],
  testInfo: Parameters<typeof auditScreen>[1],
) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: `Subscribe to ${name}` }).click();
  const form = page.getByRole('dialog', { name: `Subscribe to ${name}` });
  await form.getByRole('radio', { name: schedule }).check();
  await expect(form.getByRole('radio', { name: /Home/ })).toBeChecked();
  audits.push(await auditScreen(page, testInfo, `subscribe-${schedule.toLowerCase().replace(' ', '-')}`));
  await form.getByRole('button', { name: submit, exact: true }).click();
  await expect(page).toHaveURL(/\/account\/subscriptions\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Your subscription' })).toBeVisible();
  return page.url();
}

test('a customer subscribes to milk daily and eggs on alternate days, skips a day, adds to a day and pauses next week', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const customer: Customer = await signUpCustomer(request, `Milk Round ${Date.now().toString(36)}`);
  const headers = { 'x-auth-token': customer.token };
  expect((await request.post('/api/addresses', { headers, data: { newAddress: HYDERABAD_ADDRESS } })).ok()).toBe(true);
  const milk = await subscribableProduct(request, 'dairy', 'Desi Cow Milk');
  const eggs = await subscribableProduct(request, 'eggs', 'Country Chicken Eggs');
  const audits: ScreenAudit[] = [];

  await sizeScreens(page, 360);
  await signInShop(page, customer);

  const milkPage = await subscribe(page, milk, 'Desi Cow Milk', 'Daily', 'Subscribe', audits, testInfo);
  // Eggs in the same slot to the same address: the form offers to join the milk; alternate days need their own.
  const eggsPage = await subscribe(page, eggs, 'Country Chicken Eggs', 'Alternate days', 'New subscription', audits, testInfo);

  // The days the store still takes changes for, as the form counted them.
  const options = (await (await request.get('/api/subscriptions/options', { headers })).json()) as { firstDay: string };
  const first = options.firstDay;

  // Eggs: the first day, not the next, then again.
  const day = (date: string) => page.getByTestId(`day-${date}`);
  await expect(day(first)).toContainText('Country Chicken Eggs');
  await expect(day(addDays(first, 1))).toContainText('No delivery');
  await expect(day(addDays(first, 2))).toContainText('Country Chicken Eggs');

  // Both in My subscriptions, with their schedules in words.
  await page.goto('/account/subscriptions');
  const card = (name: string) => page.getByRole('listitem').filter({ hasText: name }).filter({ hasText: 'Morning slot' });
  await expect(card('Desi Cow Milk')).toContainText('Daily');
  await expect(card('Country Chicken Eggs')).toContainText('Alternate days');
  audits.push(await auditScreen(page, testInfo, 'my-subscriptions'));

  // Milk: every day from the first open day.
  await page.goto(new URL(milkPage).pathname);
  await expect(day(first)).toContainText('Desi Cow Milk');
  await expect(day(addDays(first, 1))).toContainText('Desi Cow Milk');

  // Skip the first open day.
  await day(first).getByRole('button').click();
  let sheet = page.getByRole('dialog');
  audits.push(await auditScreen(page, testInfo, 'subscription-day'));
  await sheet.getByRole('button', { name: 'Skip this day' }).click();
  await expect(day(first)).toContainText('Skipped');
  await sheet.getByRole('button', { name: 'Close' }).first().click();
  await expect(sheet).toBeHidden();

  // Add paneer to the day after.
  await day(addDays(first, 1)).getByRole('button').click();
  sheet = page.getByRole('dialog');
  await sheet.getByLabel('Search the shop').fill('paneer');
  await sheet.getByRole('button', { name: 'Add Farm Fresh Paneer 200g' }).click();
  await expect(day(addDays(first, 1))).toContainText('Farm Fresh Paneer 200g × 1 (added)');
  await sheet.getByRole('button', { name: 'Close' }).first().click();
  await expect(sheet).toBeHidden();

  // Pause next week: its seven days show Paused.
  await page.getByRole('button', { name: 'Pause next week' }).click();
  const monday = mondayFrom(first);
  for (const date of [monday, addDays(monday, 6)]) await expect(day(date)).toContainText('Paused');
  audits.push(await auditScreen(page, testInfo, 'subscription-calendar'));

  // The eggs' calendar is its own: not paused.
  await page.goto(new URL(eggsPage).pathname);
  await expect(day(first)).toContainText('Country Chicken Eggs');

  // No credit yet: the banner asks for a top-up, which is paid by UPI in the Razorpay stand-in's checkout.
  await page.getByRole('link', { name: 'Top up' }).click();
  await expect(page).toHaveURL(/\/account#store-credit$/);
  const topUp = page.getByRole('region', { name: 'Top up store credit' });
  await topUp.getByRole('button', { name: 'Pay ₹500 by UPI' }).click();
  await page.getByRole('dialog', { name: 'Razorpay test checkout' }).getByRole('button', { name: 'Success' }).click();
  await expect(topUp.getByRole('status')).toHaveText('₹500 added. Your store credit is now ₹500.00.');

  // The first open day's cut-off passes on the subscriptions' own clock (moved in the test stack only, and back at once,
  // so other journeys keep the real time): its order is made — the eggs, the milk being skipped that day.
  const cutoff = Date.parse(`${addDays(first, -1)}T22:00:00+05:30`) + 60_000;
  const run = await request.put('/api/test/subscription-clock', { data: { offsetMs: Math.max(0, cutoff - Date.now()) } });
  await request.put('/api/test/subscription-clock', { data: { offsetMs: 0 } });
  expect(run.ok()).toBe(true);
  expect(((await run.json()) as { days: string[] }).days).toContain(first);
  await page.goto('/account');
  // Its only order: opened, it holds the eggs alone.
  const order = page.getByRole('list', { name: 'Your orders' }).locator(':scope > li');
  await expect(order).toHaveCount(1);
  await order.getByRole('button', { name: /^Order #/ }).click();
  await expect(order).toContainText('Country Chicken Eggs');
  await expect(order).not.toContainText('Desi Cow Milk');
  await expect(order.getByRole('button', { name: /^Order #/ })).toContainText('Subscription');
  await expect(order).toContainText('Paid from your store credit when delivered.');
  audits.push(await auditScreen(page, testInfo, 'subscription-order'));

  expect(allViolations(audits)).toEqual([]);
});
