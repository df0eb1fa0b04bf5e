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

/** The customer's order row in the admin panel's Orders tab, in a page of its own. */
async function adminOrderRow(browser: Browser, customer: Customer) {
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole('tab', { name: 'Orders' }).click();
  await admin.getByRole('button', { name: 'Refresh Data' }).click();
  return { admin, row: admin.getByRole('row').filter({ hasText: customer.user.name }) };
}

const timeline = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { name: 'Order Timeline' }) });

test('a customer cancels a Pending Hyderabad order and sees it Cancelled in the timeline', async ({ page, request }, testInfo) => {
  const customer = await signUpCustomer(request, 'Cancel Buyer');
  await placeHyderabadOrder(request, customer);
  const toggle = await openOrderHistory(page, customer);
  await expect(toggle).toContainText('Pending');
  await expect(timeline(page).getByRole('listitem')).toHaveCount(1);

  const audit = await auditScreen(page, testInfo, 'order-history-pending');
  expect(audit.violations).toEqual([]);

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).toContainText('Cancelled');
  await expect(timeline(page).getByRole('listitem')).toHaveText([/Pending/, /Cancelled/]);
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});

test('an outstation order is shipped by the admin; the customer sees courier and tracking and confirms receipt', async ({ page, browser, request }) => {
  const customer = await signUpCustomer(request, `Courier Buyer ${Date.now()}`);
  await placeOutstationOrder(request, customer);

  const { admin, row } = await adminOrderRow(browser, customer);
  await row.getByRole('button', { name: /^Ship order/ }).click();
  const ship = admin.getByRole('dialog', { name: 'Ship Order' });
  await ship.getByLabel('Courier').fill('Blue Dart');
  await ship.getByLabel('Tracking number').fill('BD998877IN');
  await ship.getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(ship).toBeHidden();
  await expect(row).toContainText('Shipped');
  await admin.close();

  const toggle = await openOrderHistory(page, customer);
  await expect(toggle).toContainText('Shipped');
  await expect(page.getByText('Courier: Blue Dart')).toBeVisible();
  await expect(page.getByText('Tracking number: BD998877IN')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Expected Delivery' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'I Have Received This Order' }).click();
  await expect(toggle).toContainText('Delivered');
  await expect(timeline(page).getByRole('listitem')).toHaveText([/Pending/, /Shipped/, /Delivered/]);
});

test("the admin cancels an order with a reason and the customer's timeline shows it", async ({ page, browser, request }) => {
  const customer = await signUpCustomer(request, `Admin Cancel Buyer ${Date.now()}`);
  await placeHyderabadOrder(request, customer);

  const { admin, row } = await adminOrderRow(browser, customer);
  await row.getByRole('button', { name: /^Cancel order/ }).click();
  const cancel = admin.getByRole('dialog', { name: 'Cancel Order' });
  await cancel.getByLabel("Reason (shown in the order's timeline)").fill('Out of stock at the farm today');
  await cancel.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(cancel).toBeHidden();
  await expect(row).toContainText('Cancelled');
  await admin.close();

  const toggle = await openOrderHistory(page, customer);
  await expect(toggle).toContainText('Cancelled');
  await expect(timeline(page).getByRole('listitem')).toHaveText([/Pending/, /Cancelled/]);
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});
