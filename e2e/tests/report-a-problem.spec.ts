import type { APIRequestContext } from '@playwright/test';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { auditScreen, type ScreenAudit } from '../support/a11y';
import { createSignedInPartner, signInAsAdmin, solidPng } from '../support/admin';
import { placeOrder, someVariants, signUpCustomer, type Customer } from '../support/api';
import { assignToPartner, handoverCodeOf, HYDERABAD_ADDRESS } from '../support/delivery';
import { expect, test } from '../support/fixtures';
import { rupees, signInShop } from '../support/shop';
import { allViolations, auditStaffScreen } from '../support/staff-a11y';

/**
 * Report a problem, through the gateway: on a 360 px phone a customer reports a spoiled item of a delivered order
 * with a photo; at 1366 px a manager's Complaints tab shows it with the photo and approves it to store credit; the
 * customer's order then says how much went to their store credit, and that credit pays part of their next order, the
 * rest in cash. Rules: docs/complaints.md.
 */

const PHONE = { width: 360, height: 740 };
/** A product's name as a pattern (names have brackets: "Sonali Chicken (Live)"). */
const named = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const DESK = { width: 1366, height: 900 };

/** A Hyderabad order of two of one item, delivered by a rider with the customer's code (the window opens now). */
async function deliveredOrder(request: APIRequestContext, customer: Customer): Promise<{ orderId: string; name: string; unit: number }> {
  const [product] = await someVariants(request);
  const variant = product.variants[0];
  const { orderId } = (await placeOrder(request, customer, HYDERABAD_ADDRESS, [{ id: variant.id, quantity: 2 }])) as { orderId: string };
  const rider = await createSignedInPartner(request, `E2E Complaint Rider ${Date.now()}`);
  await assignToPartner(request, orderId, rider.phone.replace(/\D/g, '').slice(-10));
  expect((await request.put(`/api/delivery/orders/${orderId}/accept`, { headers: rider.headers })).status()).toBe(200);
  const code = await handoverCodeOf(request, customer, orderId);
  expect((await request.put(`/api/delivery/orders/${orderId}/complete`, { headers: rider.headers, data: { code } })).status()).toBe(200);
  return { orderId, name: product.name, unit: variant.price };
}

test('a customer reports a spoiled item with a photo, staff approve it to store credit, and the credit pays part of the next order', async ({
  browser,
  request,
}, testInfo) => {
  const customer = await signUpCustomer(request, 'E2E Complaint Customer');
  const { orderId, name, unit } = await deliveredOrder(request, customer);
  const orderNo = shortOrderId(orderId);
  const audits: ScreenAudit[] = [];

  const shop = await browser.newContext({ viewport: PHONE, baseURL: process.env.STORE_URL });
  const phone = await shop.newPage();
  await signInShop(phone, customer);
  const openOrder = async () => {
    await phone.goto('/account');
    await phone.getByRole('button', { name: new RegExp(`Order #${orderNo}`) }).click();
  };
  const problems = phone.getByTestId('order-problems');

  await test.step('the customer reports one spoiled item with a photo', async () => {
    await openOrder();
    await expect(problems.getByText(/You can report a problem until/)).toBeVisible();
    await problems.getByRole('button', { name: 'Report a Problem' }).click();
    await problems.getByRole('checkbox', { name: named(name) }).check();
    await problems.getByRole('combobox', { name: named(`How many of ${name}`) }).selectOption('1');
    await problems.getByRole('radio', { name: 'Spoiled or rotten' }).check();
    await problems.getByLabel('Tell us more (optional)').fill('Smelled off when we opened it.');
    await problems.getByLabel('Photos (up to 3)').setInputFiles({ name: 'spoiled.png', mimeType: 'image/png', buffer: solidPng(64, 48, [120, 90, 40]) });
    await expect(problems.getByRole('img', { name: 'Your photo 1' })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    audits.push(await auditScreen(phone, testInfo, 'report-a-problem-form'));

    const send = problems.getByRole('button', { name: 'Send Report' });
    await send.dblclick();
    await expect(problems.getByRole('status')).toHaveText('Thank you. We will look at your report and reply here and by SMS.');
    await expect(problems.getByText('Under review')).toBeVisible();
    // Each item of an order is reported once: with its one item reported, the order offers no other report.
    await expect(problems.getByRole('button', { name: 'Report a Problem' })).toHaveCount(0);
    audits.push(await auditScreen(phone, testInfo, 'report-a-problem-sent'));
  });

  const value = unit;
  await test.step('a manager sees it with the photo and approves it to store credit', async () => {
    const admin = await browser.newContext({ viewport: DESK, baseURL: process.env.STORE_URL });
    const page = await admin.newPage();
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Complaints' }).click();
    const card = page.getByRole('article', { name: `Complaint about order #${orderNo}` });
    await expect(card).toContainText('E2E Complaint Customer');
    await expect(card).toContainText('First complaint');
    await expect(card).toContainText('Spoiled or rotten');
    await expect(card).toContainText('Smelled off when we opened it.');
    await expect(card.getByRole('img', { name: `Photo 1 from the customer, order #${orderNo}` })).toBeVisible();
    audits.push(await auditStaffScreen(page, testInfo, 'admin', 'complaints'));

    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve complaint' });
    await dialog.getByLabel('Give back as').selectOption({ label: 'Store credit' });
    await expect(dialog.getByLabel('Amount (₹)')).toHaveValue(String(value));
    audits.push(await auditStaffScreen(page, testInfo, 'admin', 'complaint-approve', { fullPage: false }));
    await dialog.getByRole('button', { name: 'Approve' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Approved', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await admin.close();
  });

  await test.step('the customer sees the complaint approved and the credit', async () => {
    await openOrder();
    await expect(problems).toContainText(new RegExp(`Approved: ₹${value.toLocaleString('en-IN')}(\\.00)? added to your store credit`));
    audits.push(await auditScreen(phone, testInfo, 'report-a-problem-approved'));
  });

  await test.step('the credit pays part of the next order, the rest in cash', async () => {
    const credit = `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    await expect(phone.getByRole('region', { name: `Store credit ${credit}` })).toContainText(`+${credit}`);
    const saved = await request.post('/api/addresses', { headers: { 'x-auth-token': customer.token }, data: { newAddress: HYDERABAD_ADDRESS } });
    expect(saved.ok()).toBe(true);
    await phone.goto(`/search?q=${encodeURIComponent(name)}`);
    const card = phone.locator('article', { has: phone.getByRole('heading', { name: named(name) }) }).first();
    await card.getByRole('button', { name: /^Add / }).click();
    await card.getByRole('button', { name: /^Add one more/ }).click();
    await expect(phone.getByTestId('cart-badge')).toHaveText('2');
    await phone.goto('/checkout');
    await phone.getByRole('button', { name: 'Proceed to Payment' }).click();
    await phone.getByRole('checkbox', { name: `Use store credit (${credit} available)` }).check();
    await expect(phone.getByTestId('store-credit-line')).toHaveText(`−${credit}`);
    const total = rupees(await phone.getByTestId('order-total').textContent());
    const toPay = `₹${(total - value).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    await expect(phone.getByTestId('to-pay')).toHaveText(toPay);
    await phone.getByRole('radio', { name: /Cash on delivery/ }).check();
    await phone.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(phone.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await phone.getByRole('link', { name: 'View My Orders' }).click();
    await expect(phone.getByRole('region', { name: 'Store credit ₹0.00' })).toContainText('Used on an order');
  });

  await shop.close();
  expect(allViolations(audits)).toEqual([]);
});
