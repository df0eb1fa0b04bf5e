import { test, expect } from '../support/fixtures';
import { signUpCustomer } from '../support/api';
import { tabTo } from '../support/a11y';
import { addressFields, signInShop } from '../support/shop';

/** Keyboard only: Tab, Shift+Tab, Enter, Space and Escape — no clicks anywhere in these journeys. */

test('a customer signs in, adds to cart and checks out to order success with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await signUpCustomer(request, 'Keyboard Customer');
  await page.goto('/auth');

  await tabTo(page, page.getByLabel('Phone Number'));
  await page.keyboard.type(customer.phone);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(customer.password);
  // Space on the show/hide toggle, then Enter on the submit button.
  await tabTo(page, page.getByRole('button', { name: 'Show password' }));
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Hello, Keyboard Customer!')).toBeVisible();

  // Add to cart: choose the second size with Space, add with Enter; the toast is announced politely.
  const card = page.locator('article').first();
  await expect(card).toBeVisible();
  const productName = (await card.getByRole('heading').textContent())!;
  await tabTo(
    page,
    card
      .getByRole('group', { name: /^Sizes of / })
      .getByRole('button')
      .nth(1),
  );
  await page.keyboard.press('Space');
  await tabTo(page, card.getByRole('button', { name: /^Add / }));
  await page.keyboard.press('Enter');
  const toast = page.getByRole('status').filter({ hasText: `${productName} added to cart!` });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // To the cart through the bottom bar, then checkout with a new address typed in.
  await tabTo(page, page.getByRole('link', { name: /^Cart/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your Cart', exact: true })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const address = addressFields(page);
  for (const [field, typed] of [
    [address.house, 'Plot 7'],
    [address.street, 'Botanical Garden Road'],
    [address.area, 'Kondapur'],
    [address.pincode, '500084'],
  ] as const) {
    await tabTo(page, field);
    await page.keyboard.type(typed);
  }
  await expect(page.getByText('Hyderabad — delivery by our riders')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Save Address' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: /Kondapur/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Proceed to Payment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(page.getByTestId('order-total')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Confirm Order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText(`${productName} (`)).toBeVisible();
});

test('dialogs keep the focus inside while open and give it back when closed', async ({ page, request }) => {
  const customer = await signUpCustomer(request, 'Focus Customer');
  await signInShop(page, customer);
  await page.goto('/?category=eggs');
  await expect(page.locator('article').first()).toBeVisible();

  // The side menu: focus moves in, Tab cycles inside it, Escape closes and returns to the menu button.
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const focusInside = (dialog: typeof menu) => dialog.evaluate((el) => el.contains(document.activeElement));
  expect(await focusInside(menu)).toBe(true);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(menu)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside(menu)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  // The cart's "View Details" modal.
  await tabTo(page, page.locator('article').first().getByRole('button', { name: /^Add / }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: /^Cart/ }));
  await page.keyboard.press('Enter');
  const details = page.getByRole('button', { name: 'View Details' });
  await tabTo(page, details);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  expect(await focusInside(modal)).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(modal)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(details).toBeFocused();
});
