import { test, expect } from '../support/fixtures';
import { signUpCustomer } from '../support/api';
import { tabTo } from '../support/a11y';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { assignToPartner, handoverCodeOf, partnerCard, placeHyderabadOrder } from '../support/delivery';
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

  const card = partnerCard(page, orderId);
  await tabTo(page, card.getByRole('button', { name: 'Accept' }));
  await page.keyboard.press('Enter');
  // Accept becomes the rider's next step on the same button, which keeps the focus; the change is announced.
  await expect(card.getByRole('button', { name: 'Picked up' })).toBeFocused();
  const accepted = page.getByRole('status').filter({ hasText: `Order #${shortOrderId(orderId)} accepted.` });
  await expect(accepted).toBeVisible();
  await expect(accepted).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('status').filter({ hasText: /^Tracking/ })).toHaveText('Tracking Active');

  // Picked up, then Arrived, then Deliver, each on the same focused button.
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Arrived' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Deliver' })).toBeFocused();

  // Deliver asks for the customer's handover code and the cash collected (the field holds the amount due).
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Complete delivery' });
  await expect(dialog.getByLabel('Cash collected (₹)')).toHaveValue(/\d/);
  await tabTo(page, dialog.getByLabel('Handover code from the customer'));
  await page.keyboard.type(await handoverCodeOf(request, customer, orderId));
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm delivery' }));
  await page.keyboard.press('Enter');
  await expect(card.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Order #${shortOrderId(orderId)} delivered.` })).toBeVisible();
  // With no action left, the card went to Today: the focus rests on that section's heading.
  await expect(page.getByRole('heading', { name: 'Today' })).toBeFocused();
});
