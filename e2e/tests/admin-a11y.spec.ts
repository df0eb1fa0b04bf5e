import { test, expect } from '../support/fixtures';
import { signUpCustomer } from '../support/api';
import { ADMIN, signInAsAdmin } from '../support/admin';
import { placeHyderabadOrder } from '../support/delivery';
import { allViolations, auditStaffScreen, placeOutstationOrder } from '../support/staff-a11y';
import { sizeScreens, type ScreenAudit } from '../support/a11y';

/**
 * Every admin screen, tab and dialog at phone, tablet and laptop widths: zero axe violations at WCAG 2.1 AA,
 * and a full-page screenshot of each under the test's output folder for a person to look at.
 */
for (const width of [360, 768, 1280]) {
  test(`every admin screen passes axe at ${width} px`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await sizeScreens(page, width);
    const customer = await signUpCustomer(request, `Axe Admin Buyer ${width}`);
    await placeHyderabadOrder(request, customer);
    await placeOutstationOrder(request, customer);
    await request.post('/api/inquiry', {
      data: {
        inquiryType: 'Vendor',
        formData: {
          your_name: 'Lakshmi Rao',
          business_name: 'Rao Millets',
          email: 'lakshmi@example.com',
          phone_number: '9876543210',
          product_details: 'Foxtail and little millets from Medak.',
        },
      },
    });

    const audits: ScreenAudit[] = [];
    const audit = async (screen: string, fullPage = true) => audits.push(await auditStaffScreen(page, testInfo, 'admin', screen, { fullPage }));
    const openDialog = async (button: RegExp | string, title: string, screen: string) => {
      await page.getByRole('button', { name: button }).first().click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await audit(screen, false);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    };

    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    await audit('login');
    await page.getByLabel('Admin Username').fill(ADMIN.username);
    await page.getByLabel('Admin Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await audit('login-error');

    await signInAsAdmin(page);
    await expect(page.getByRole('img', { name: /^Products per category/ })).toBeVisible();
    await audit('overview');

    await page.getByRole('tab', { name: 'Products' }).click();
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    await audit('products', false); // the whole seeded catalogue is one long table
    await openDialog('Add Product', 'Add New Product', 'add-product');
    await openDialog(/^Edit /, 'Edit Product', 'edit-product');

    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page.getByRole('row').filter({ hasText: customer.user.name }).first()).toBeVisible();
    await audit('users');

    await page.getByRole('tab', { name: 'Orders' }).click();
    const outstation = page.getByRole('row').filter({ hasText: customer.user.name }).filter({ hasText: 'Outstation' });
    await expect(outstation).toHaveCount(1);
    await audit('orders');
    await outstation.getByRole('button', { name: /open order details/ }).click();
    await expect(page.getByRole('dialog').getByText(/Vijayawada/)).toBeVisible();
    await audit('order-details', false);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    const local = page.getByRole('row').filter({ hasText: customer.user.name }).filter({ hasNotText: 'Outstation' });
    await local.getByRole('button', { name: /^Assign order/ }).click();
    await expect(page.getByRole('dialog', { name: 'Assign Order' })).toBeVisible();
    await audit('assign-order', false);
    await page.keyboard.press('Escape');
    // A person moves on once the dialog has gone; clicking a tab while it is still closing raced its close.
    await expect(page.getByRole('dialog', { name: 'Assign Order' })).toBeHidden();

    await page.getByRole('tab', { name: 'Coupons' }).click();
    await expect(page.getByRole('tab', { name: 'Coupons' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: /^Delete coupon/ }).first()).toBeVisible();
    await audit('coupons');
    await openDialog('Add Coupon', 'Add New Coupon', 'add-coupon');

    await page.getByRole('tab', { name: 'Partners' }).click();
    await expect(page.getByRole('heading', { name: 'Delivery Partners' })).toBeVisible();
    await audit('partners');
    await openDialog('Add Partner', 'Add Delivery Partner', 'add-partner');

    await page.getByRole('tab', { name: 'Inquiries' }).click();
    await expect(page.getByText('Rao Millets').first()).toBeVisible();
    await audit('inquiries');

    expect(allViolations(audits)).toEqual([]);
  });
}
