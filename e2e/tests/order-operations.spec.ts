import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { auditScreen } from '../support/a11y';
import { signInAsAdmin } from '../support/admin';
import { signUpCustomer, type Customer } from '../support/api';
import { placeHyderabadOrder } from '../support/delivery';
import { signInShop } from '../support/shop';
import { placeOutstationOrder } from '../support/staff-a11y';

/** Store operations through the gateway: the customer's cancel, courier dispatch, the admin's cancel with a reason. */

async function openOrderHistory(page: Page, customer: Customer) {
  await signInShop(page, customer);
  await page.goto('/account');
  const toggle = page.getByRole('button', { name: /Order #/ });
  await toggle.click();
  return toggle;
}

/**
 * What staff do to the customer's order in the admin panel's Orders tab (in a page of its own): the row's button,
 * its dialog filled in and sent; waits for the row to show the order's new status.
 */
async function actInAdminOrders(
  browser: Browser,
  customer: Customer,
  action: { button: RegExp; dialog: string; fill: Record<string, string>; send: string; status: string },
) {
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole('tab', { name: 'Orders' }).click();
  await admin.getByRole('button', { name: 'Refresh Data' }).click();
  const row = admin.getByRole('row').filter({ hasText: customer.user.name });
  await row.getByRole('button', { name: action.button }).click();
  const dialog = admin.getByRole('dialog', { name: action.dialog });
  for (const [label, value] of Object.entries(action.fill)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: action.send }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(action.status);
  await admin.close();
}

const timeline = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { name: 'Order Timeline' }) });

test('a customer cancels a Pending Hyderabad order and sees it Cancelled in the timeline', async ({ page, request }, testInfo) => {
  const customer = await signUpCustomer(request, 'Cancel Buyer');
  await placeHyderabadOrder(request, customer);
  const toggle = await openOrderHistory(page, customer);
  await expect(toggle).toContainText('Waiting for a rider');
  await expect(timeline(page).getByRole('listitem')).toHaveCount(1);

  const audit = await auditScreen(page, testInfo, 'order-history-pending');
  expect(audit.violations).toEqual([]);

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).toContainText('Cancelled by you');
  await expect(timeline(page).getByRole('listitem')).toHaveText([/Waiting for a rider/, /Cancelled by you/]);
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});

test('an outstation order is shipped by the admin; the customer sees courier and tracking and confirms receipt', async ({ page, browser, request }) => {
  const customer = await signUpCustomer(request, `Courier Buyer ${Date.now()}`);
  await placeOutstationOrder(request, customer);

  await actInAdminOrders(browser, customer, {
    button: /^Ship order/,
    dialog: 'Ship Order',
    fill: { Courier: 'Blue Dart', 'Tracking number': 'BD998877IN' },
    send: 'Mark Shipped',
    status: 'Shipped',
  });

  const toggle = await openOrderHistory(page, customer);
  await expect(toggle).toContainText('Shipped by courier');
  await expect(page.getByText('Courier: Blue Dart')).toBeVisible();
  await expect(page.getByText('Tracking number: BD998877IN')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Expected Delivery' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await page.getByRole('button', { name: 'I Have Received This Order' }).click();
  await page.getByRole('dialog', { name: 'Have you received this order?' }).getByRole('button', { name: 'Yes, I Have It' }).click();
  await expect(toggle).toContainText('Delivered');
  await expect(timeline(page).getByRole('listitem')).toHaveText([/Packing for the courier/, /Shipped by courier/, /Delivered/]);
});

test("the admin cancels an order with a reason and the customer's timeline shows it", async ({ page, browser, request }) => {
  const customer = await signUpCustomer(request, `Admin Cancel Buyer ${Date.now()}`);
  await placeHyderabadOrder(request, customer);

  await actInAdminOrders(browser, customer, {
    button: /^Cancel order/,
    dialog: 'Cancel Order',
    fill: { 'Reason (the customer sees it on their order)': 'Out of stock at the farm today' },
    send: 'Cancel Order',
    status: 'Cancelled',
  });

  const toggle = await openOrderHistory(page, customer);
  await expect(toggle).toContainText('Cancelled by the store');
  await expect(page.getByTestId('order-cancellation')).toContainText('Reason from the store: Out of stock at the farm today');
  await expect(timeline(page).getByRole('listitem')).toHaveText([/Waiting for a rider/, /Cancelled by the store/]);
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});
