import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { test, expect } from '../support/fixtures';
import { signUpCustomer } from '../support/api';
import { ADMIN } from '../support/admin';
import { tabTo } from '../support/a11y';
import { placeHyderabadOrder } from '../support/delivery';
import { expectFocusTrapped, shiftTabTo } from '../support/staff-a11y';
import { settle } from '../support/settle';

// Date fields take their digits in the browser locale's order (month, day, year in en-US).
test.use({ locale: 'en-US' });

test('keyboard only: the admin signs in, adds a coupon and assigns an order', async ({ page, request }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const customer = await signUpCustomer(request, `Keyboard Buyer ${stamp}`);
  const orderId = await placeHyderabadOrder(request, customer);

  await test.step('signs in with Tab and Enter', async () => {
    await page.goto('/admin/login');
    await tabTo(page, page.getByLabel('Admin Username'));
    await page.keyboard.type(ADMIN.username);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Admin Password')).toBeFocused();
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await settle(page);
  });

  const addCoupon = page.getByRole('button', { name: 'Add Coupon' });
  const dialog = page.getByRole('dialog', { name: 'Add New Coupon' });

  await test.step('reaches Coupons with the arrow keys; the dialog takes the focus, traps it and gives it back on Escape', async () => {
    await tabTo(page, page.getByRole('tab', { name: 'Overview' }));
    // Overview, Products, Users, Orders, Slot fill, Coupons.
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Coupons' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Coupons' })).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, addCoupon);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Coupon Code*')).toBeFocused();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(addCoupon).toBeFocused();
  });

  await test.step('fills the coupon and saves it; the toast is announced and the focus returns', async () => {
    await page.keyboard.press('Space');
    await expect(dialog.getByLabel('Coupon Code*')).toBeFocused();
    await page.keyboard.type(`kb${stamp}`);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Discount Type')).toBeFocused();
    await page.keyboard.press('ArrowDown'); // Fixed amount (₹)
    await page.keyboard.press('Tab');
    await page.keyboard.type('40');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Minimum Purchase (₹)')).toBeFocused();
    await page.keyboard.type('499');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Expiry Date*')).toBeFocused();
    await page.keyboard.type(`1231${new Date().getFullYear() + 1}`);
    await tabTo(page, dialog.getByRole('button', { name: 'Save Coupon' }), 16);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const toast = page.getByRole('status').filter({ hasText: `Coupon KB${stamp} created.` });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('aria-live', 'polite');
    await expect(addCoupon).toBeFocused();
    const row = page.getByRole('row').filter({ hasText: `KB${stamp}` });
    await expect(row).toContainText('₹40.00');
    await expect(row).toContainText('₹499.00');
    await expect(row).toContainText('Active');
  });

  await test.step('goes back to the tabs, opens Orders and assigns the order through the Assign dialog', async () => {
    await shiftTabTo(page, page.getByRole('tab', { name: 'Coupons' }));
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Slot fill' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    const row = page.getByRole('row').filter({ hasText: customer.user.name });
    const assign = row.getByRole('button', { name: `Assign order #${shortOrderId(orderId)}`, exact: true });
    await tabTo(page, assign, 120);
    await page.keyboard.press('Enter');
    const assignDialog = page.getByRole('dialog', { name: 'Assign Order' });
    await expect(assignDialog).toBeVisible();
    const partnerSelect = assignDialog.getByRole('combobox');
    await expect(partnerSelect).toBeFocused();
    await expect(assignDialog.getByRole('button', { name: 'Confirm Assignment' })).toBeDisabled();
    await expectFocusTrapped(page, assignDialog, 6);
    await tabTo(page, partnerSelect, 6);
    await page.keyboard.press('ArrowDown'); // the first partner
    const partnerName = ((await partnerSelect.locator('option:checked').textContent()) ?? '').replace(/ \([^)]*\)$/, '');
    expect(partnerName).not.toBe('Select a Partner');
    await tabTo(page, assignDialog.getByRole('button', { name: 'Confirm Assignment' }), 4);
    await page.keyboard.press('Enter');
    await expect(assignDialog).toBeHidden();
    const toast = page.getByRole('status').filter({ hasText: `Order #${shortOrderId(orderId)} assigned to ${partnerName}.` });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('aria-live', 'polite');
    await expect(row).toContainText('Assigned');
    await expect(row).toContainText(partnerName);
    // An Assigned order offers Reassign in place of Assign.
    await expect(assign).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Reassign order #${shortOrderId(orderId)}`, exact: true })).toBeVisible();
    // The focus is on the order (its Assign button is gone), not lost at the top of the page.
    await expect(row.getByRole('button', { name: /open order details/ })).toBeFocused();
  });
});
