import { readFileSync } from 'node:fs';
import { test, expect } from '../support/fixtures';
import { signUpCustomer } from '../support/api';
import { signInAsAdmin } from '../support/admin';
import { addAddress, signInShop } from '../support/shop';

test('an order placed in the shop appears live in an open admin panel, without a reload', async ({ page, browser, request }) => {
  await test.step('the admin has the dashboard open', async () => {
    await signInAsAdmin(page);
    await expect(page.getByText('New orders appear live')).toBeVisible();
  });
  // Whole-page loads only: the tabs change the URL in place (history), which is not a reload.
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  const customer = await signUpCustomer(request, 'Anjali Rao');
  const shopContext = await browser.newContext({ baseURL: process.env.STORE_URL, viewport: { width: 390, height: 844 } });
  const shop = await shopContext.newPage();
  let orderId = '';
  await test.step('a customer places an order in the shop', async () => {
    await signInShop(shop, customer);
    await shop.goto('/');
    await shop.getByRole('button', { name: 'Pickles', exact: true }).click();
    const card = shop.getByRole('region', { name: 'Pickles products' }).locator('article').first();
    await card.getByRole('button', { name: '250g', exact: true }).click();
    await card.getByRole('button', { name: /^Add / }).click();
    await expect(shop.getByTestId('cart-badge')).toHaveText('1');
    await shop.getByRole('link', { name: /^Cart/ }).click();
    await shop.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await addAddress(shop, { house: 'Flat 7, Green Meadows', street: 'Botanical Garden Road', area: 'Kondapur', pincode: '500084' });
    await expect(shop.getByRole('radio', { name: /Kondapur/ })).toBeChecked();
    await shop.getByRole('button', { name: 'Proceed to Payment' }).click();
    await shop.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(shop.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    orderId = (await shop.getByTestId('order-id').getAttribute('data-order-id'))!;
  });

  await test.step('the admin panel announces it: toast, Orders tab count, page title', async () => {
    const ref = orderId.slice(-8).toUpperCase();
    await expect(page.getByText(`New order #${ref}`)).toBeVisible();
    await expect(page.getByRole('tab', { name: /Orders/ }).locator('.tab-count')).toHaveText(/^[1-9]\d*$/);
    await expect(page).toHaveTitle(/^\(\d+\) Admin Control Panel/);
    await page.getByRole('tab', { name: /Orders/ }).click();
    await expect(page.getByRole('button', { name: `#${ref} (open order details)` })).toBeVisible();
    await expect(page).toHaveTitle(/^Admin Control Panel/);
    expect(loads).toEqual([]);
  });

  await test.step('the customer was sent one SMS (written to the API log in development)', async () => {
    const ref = orderId.slice(-8).toUpperCase();
    await expect
      .poll(
        () =>
          readFileSync(process.env.E2E_API_LOG!, 'utf8')
            .split('\n')
            .filter((line) => line.includes('DEV-SMS') && line.includes(`#${ref}`)).length,
      )
      .toBe(1);
  });
  await shopContext.close();
});
