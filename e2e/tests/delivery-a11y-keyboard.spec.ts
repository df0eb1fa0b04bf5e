import { test, expect } from '../support/fixtures';
import { signUpCustomer } from '../support/api';
import { tabTo } from '../support/a11y';
import { assignToPartner, placeHyderabadOrder } from '../support/delivery';
import { createPartner } from '../support/staff-a11y';

test.use({ geolocation: { latitude: 17.4126, longitude: 78.4482 }, permissions: ['geolocation'] });

test('keyboard only: the partner signs in, accepts an order and completes it', async ({ page, request }) => {
  const partner = await createPartner(request, 'Keyboard Rider');
  const customer = await signUpCustomer(request, 'Keyboard Delivery Customer');
  const orderId = await placeHyderabadOrder(request, customer);
  await assignToPartner(request, orderId, partner.phone);

  await page.goto('/delivery/login');
  await tabTo(page, page.getByLabel('Phone number'));
  await page.keyboard.type(partner.phone);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(partner.password);
  // The show/hide toggle works from the keyboard too.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Keyboard Rider!');

  const card = page.getByRole('article').filter({ hasText: `#${orderId}` });
  await tabTo(page, card.getByRole('button', { name: 'Accept' }));
  await page.keyboard.press('Enter');
  // Accept becomes Complete on the same button, which keeps the focus; the change is announced.
  const complete = card.getByRole('button', { name: 'Complete' });
  await expect(complete).toBeFocused();
  const accepted = page.getByRole('status').filter({ hasText: `Order #${orderId} accepted.` });
  await expect(accepted).toBeVisible();
  await expect(accepted).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('status').filter({ hasText: /^Tracking/ })).toHaveText('Tracking Active');

  await page.keyboard.press('Space');
  await expect(card.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Order #${orderId} delivered.` })).toBeVisible();
  // With no action left, the focus rests on the order's card.
  await expect(card).toBeFocused();
});
