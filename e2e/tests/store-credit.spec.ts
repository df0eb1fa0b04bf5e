import type { Page, TestInfo } from '@playwright/test';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { test, expect } from '../support/fixtures';
import { auditScreen, type ScreenAudit } from '../support/a11y';
import { signInAsAdmin } from '../support/admin';
import { signUpCustomer, someVariants, type Customer } from '../support/api';
import { HYDERABAD_ADDRESS } from '../support/delivery';
import { rupees, signInShop } from '../support/shop';
import { allViolations, auditStaffScreen } from '../support/staff-a11y';

/**
 * Store credit through the gateway: staff add goodwill credit to a customer in the admin panel; on a phone the
 * customer sees it in Account, pays part of an order with it (the rest in cash), sees the credit line on the order,
 * and cancelling the order returns the credit. docs/store-credit.md.
 */

const GOODWILL = 50;

/** Staff: Users → the customer's row → Add store credit (amount, reason); the row shows the new balance. */
async function addGoodwillInAdmin(page: Page, customer: Customer, audits: ScreenAudit[], testInfo: TestInfo) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${customer.phone.slice(-10)}`);
  const row = page.getByRole('row').filter({ hasText: customer.user.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('₹0.00')).toBeVisible();
  await row.getByRole('button', { name: `Add store credit for ${customer.user.name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Add store credit' });
  await dialog.getByLabel('Amount (₹)').fill(String(GOODWILL));
  await dialog.getByLabel('Reason (the customer reads it)').fill('Sorry: your eggs came a day late');
  audits.push(await auditStaffScreen(page, testInfo, 'admin', 'add-store-credit', { fullPage: false }));
  await dialog.getByRole('button', { name: 'Add credit' }).click();
  await expect(page.getByText(`Added ₹${GOODWILL}.00 store credit for ${customer.user.name}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(`₹${GOODWILL}.00`)).toBeVisible();
  audits.push(await auditStaffScreen(page, testInfo, 'admin', 'users-store-credit'));
}

test('staff add goodwill credit; the customer pays part of an order with it, the rest in cash, and cancelling returns it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const customer = await signUpCustomer(request, `Credit Customer ${Date.now().toString(36)}`);
  const saved = await request.post('/api/addresses', { headers: { 'x-auth-token': customer.token }, data: { newAddress: HYDERABAD_ADDRESS } });
  expect(saved.ok()).toBe(true);
  const audits: ScreenAudit[] = [];

  await addGoodwillInAdmin(page, customer, audits, testInfo);

  // The customer, on a phone: Account shows the credit and why it was given.
  await page.setViewportSize({ width: 360, height: 740 });
  await signInShop(page, customer);
  await page.goto('/account');
  const credit = page.getByRole('region', { name: `Store credit ₹${GOODWILL}.00` });
  await expect(credit.getByRole('listitem').first()).toContainText('Sorry: your eggs came a day late');
  await expect(credit.getByRole('listitem').first()).toContainText(`+₹${GOODWILL}.00`);
  audits.push(await auditScreen(page, testInfo, 'account-store-credit'));

  // Checkout: use the credit; the breakdown shows it and what is left to pay in cash.
  const [product] = await someVariants(request);
  await page.goto('/?category=livebirds');
  const card = page.locator('article', { has: page.getByRole('heading', { name: product.name, exact: true }) });
  await card.getByRole('button', { name: /^Add / }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: `Use store credit (₹${GOODWILL}.00 available)` }).check();
  await expect(page.getByTestId('store-credit-line')).toHaveText(`−₹${GOODWILL}.00`);
  const total = rupees(await page.getByTestId('order-total').textContent());
  const toPay = `₹${(total - GOODWILL).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  await expect(page.getByTestId('to-pay')).toHaveText(toPay);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  audits.push(await auditScreen(page, testInfo, 'payment-store-credit'));
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const orderId = (await page.getByTestId('order-id').getAttribute('data-order-id'))!;

  // The order shows the credit line and what is paid in cash; the balance is spent.
  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page.getByRole('region', { name: 'Store credit ₹0.00' })).toContainText('Used on an order');
  await page.getByRole('button', { name: new RegExp(`Order #${shortOrderId(orderId)}`) }).click();
  const bill = page.getByTestId('order-bill');
  await expect(bill.getByTestId('store-credit-line')).toHaveText(`−₹${GOODWILL}.00`);
  await expect(bill.getByTestId('to-pay')).toHaveText(toPay);
  await expect(page.getByTestId('order-payment')).toHaveText('Cash on delivery');
  audits.push(await auditScreen(page, testInfo, 'order-store-credit'));

  // Cancelling the order gives the credit back, once.
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  const returned = page.getByRole('region', { name: `Store credit ₹${GOODWILL}.00` });
  await expect(returned.getByRole('listitem').first()).toContainText('Order cancelled: credit returned');
  await expect(returned.getByRole('listitem')).toHaveCount(3);

  expect(allViolations(audits)).toEqual([]);
});
