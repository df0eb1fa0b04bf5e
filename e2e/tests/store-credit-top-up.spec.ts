import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { auditScreen } from '../support/a11y';
import { signUpCustomer } from '../support/api';
import { signInShop } from '../support/shop';

/**
 * Topping up store credit by UPI on a phone, through the gateway: Account → Top up → ₹500 → Pay by UPI → the Razorpay
 * stand-in's checkout → Success; the API checks the payment and its webhooks and adds the credit once.
 * docs/store-credit.md "Top-ups by UPI".
 */
test.use({ viewport: { width: 360, height: 740 } });

const checkout = (page: Page) => page.getByRole('dialog', { name: 'Razorpay test checkout' });

test('Account → top up ₹500 → pay in Checkout → the balance shows ₹500', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const customer = await signUpCustomer(request, `Top Up ${Date.now().toString(36)}`);
  await signInShop(page, customer);
  await page.goto('/account');

  const topUp = page.getByRole('region', { name: 'Top up store credit' });
  await expect(topUp).toBeVisible();
  await topUp.getByRole('button', { name: '₹500', exact: true }).click();
  const before = await auditScreen(page, testInfo, 'account-top-up');
  await topUp.getByRole('button', { name: 'Pay ₹500 by UPI' }).click();
  await expect(checkout(page)).toBeVisible();
  await checkout(page).getByRole('button', { name: 'Success' }).click();

  await expect(topUp.getByRole('status')).toHaveText('₹500 added. Your store credit is now ₹500.00.');
  await expect(page.getByRole('region', { name: 'Store credit ₹500.00' })).toBeVisible();
  await expect(page.getByTestId('store-credit-entries')).toContainText('Top-up by UPI');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const after = await auditScreen(page, testInfo, 'account-topped-up');

  // The webhooks of the same payment add nothing more.
  const credit = async () =>
    (await (await request.get('/api/me/store-credit', { headers: { 'x-auth-token': customer.token } })).json()) as { balance: number; entries: unknown[] };
  await expect.poll(async () => (await credit()).balance).toBe(500);
  expect((await credit()).entries).toHaveLength(1);
  expect([...before.violations, ...after.violations]).toEqual([]);
});
