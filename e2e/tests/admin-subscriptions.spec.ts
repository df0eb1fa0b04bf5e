import type { APIRequestContext } from '@playwright/test';
import type { ScreenAudit } from '../support/a11y';
import { createProduct, signInAsAdmin } from '../support/admin';
import { adminToken, signUpCustomer, type Customer } from '../support/api';
import { HYDERABAD_ADDRESS } from '../support/delivery';
import { expect, test } from '../support/fixtures';
import { allViolations, auditStaffScreen } from '../support/staff-a11y';

/**
 * The staff Subscriptions tab through the gateway (docs/subscriptions.md "For staff"), at 1366 px and 768 px: the
 * owner finds a customer's milk subscription, sees its units in the day's load, and pauses it on the customer's
 * behalf; the customer's calendar shows the pause. Every screen axe-clean.
 */

const IST_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const istDay = (ms: number) => new Date(ms + IST_MS).toISOString().slice(0, 10);
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first day whose changes are still open: tomorrow before 22:00 India time, the day after from then on. */
function firstOpenDay(): string {
  const now = Date.now();
  const tomorrow = istDay(now + DAY_MS);
  const cutoff = Date.parse(`${istDay(now)}T22:00:00+05:30`);
  return now < cutoff ? tomorrow : shift(tomorrow, 1);
}

/** A morning slot template of the store (one of the seed's, else a new one). */
async function morningSlot(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const settings = (await (await request.get('/api/admin/slots/settings', { headers })).json()) as { templates: Array<{ id: string; start: string }> };
  const morning = settings.templates.find((t) => t.start < '12:00');
  if (morning) return morning.id;
  const created = await request.post('/api/admin/slots/templates', {
    headers,
    data: { weekdays: [0, 1, 2, 3, 4, 5, 6], start: '06:00', end: '08:00', capacity_orders: 50, capacity_kg: 100, cutoff: { kind: 'day_before', at: '22:00' } },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** A customer with a daily subscription to 2 units of a new subscribable milk, from the first open day. */
async function subscriber(request: APIRequestContext, label: string) {
  const admin = { 'x-admin-token': await adminToken(request) };
  const productName = `E2E Subscription Milk ${label} ${Date.now()}`;
  const product = await createProduct(request, { name: productName, category: 'dairy', subscribable: true }, { label: '500 ml', price: 45 });
  const customer: Customer = await signUpCustomer(request, `E2E Subscriber ${label} ${Date.now() % 100000}`);
  const headers = { 'x-auth-token': customer.token };
  const addresses = await request.post('/api/addresses', { headers, data: { newAddress: HYDERABAD_ADDRESS } });
  expect(addresses.status()).toBe(201);
  const addressId = ((await addresses.json()) as Array<{ id: string }>).at(-1)!.id;
  const startDate = firstOpenDay();
  const created = await request.post('/api/subscriptions', {
    headers,
    data: {
      items: [{ variantId: product.variants[0]!.id, quantity: 2 }],
      schedule: { kind: 'daily' },
      startDate,
      slotId: await morningSlot(request, admin),
      addressId,
    },
  });
  expect(created.status()).toBe(201);
  return { customer, productName, startDate, id: ((await created.json()) as { id: string }).id };
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 768, height: 1024 },
]) {
  test(`the owner reads the load and pauses a subscription for the customer at ${viewport.width} px`, async ({ page, request }, testInfo) => {
    const { customer, productName, startDate, id } = await subscriber(request, String(viewport.width));
    const audits: ScreenAudit[] = [];
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    await expect(page.getByRole('heading', { name: 'Subscriptions', level: 2 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Subscriptions by status' })).toContainText('Active');

    // The day's load: tomorrow's, unless it is past tonight's cut-off and the subscription starts the day after.
    await expect(page.getByRole('heading', { name: "Tomorrow's load" })).toBeVisible();
    if (startDate !== istDay(Date.now() + DAY_MS)) await page.getByLabel('Delivery day').fill(startDate);
    const perProduct = page.getByRole('table', { name: /^Units per product/ });
    await expect(perProduct.getByRole('row').filter({ hasText: productName })).toContainText('2');
    audits.push(await auditStaffScreen(page, testInfo, 'admin', 'subscriptions'));

    await page.getByLabel('Search by customer name or phone').fill(customer.user.name);
    const rows = page.getByRole('table', { name: /Subscriptions of customers matching/ }).getByRole('row');
    await expect(rows.filter({ hasText: customer.user.name })).toHaveCount(1);
    const row = rows.filter({ hasText: customer.user.name });
    await expect(row).toContainText(productName);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    const from = shift(startDate, 2);
    const to = shift(startDate, 3);
    await row.getByRole('button', { name: `Pause ${customer.user.name}'s subscription` }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause subscription' });
    await dialog.getByLabel('First day without delivery').fill(from);
    await dialog.getByLabel('Last day without delivery').fill(to);
    audits.push(await auditStaffScreen(page, testInfo, 'admin', 'subscriptions-pause', { fullPage: false }));
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText(new RegExp(`^Paused ${customer.user.name}'s subscription`))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(/Paused \w{3} \d{1,2} \w{3} – \w{3} \d{1,2} \w{3}/);
    await expect(row.getByRole('button', { name: `Resume ${customer.user.name}'s subscription` })).toBeEnabled();
    audits.push(await auditStaffScreen(page, testInfo, 'admin', 'subscriptions-paused'));

    // The customer sees it in their calendar.
    const calendar = await request.get(`/api/subscriptions/${id}/calendar?days=10`, { headers: { 'x-auth-token': customer.token } });
    const days = ((await calendar.json()) as { days: Array<{ date: string; reason: string | null }> }).days;
    expect(days.filter((d) => d.reason === 'paused').map((d) => d.date)).toEqual([from, to]);
    expect(allViolations(audits)).toEqual([]);
  });
}
