import { test, expect } from '../support/fixtures';
import { placeOrder, signUpCustomer, someVariants } from '../support/api';
import { signInAsAdmin } from '../support/admin';

/**
 * Screenshots of the admin screens at phone, tablet and laptop widths, for a human to look at (not
 * compared). At every width the page itself never scrolls sideways: wide tables scroll in their own box.
 */
for (const width of [360, 768, 1280]) {
  test(`admin screens at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    const customer = await signUpCustomer(request, 'Screens Customer');
    const [product] = await someVariants(request);
    await placeOrder(request, customer, { label: 'Home', value: 'Road 12, Banjara Hills, Hyderabad 500034' }, [
      { id: product.variants[0].id, quantity: 2 },
    ]);
    // Long lists (the seeded catalogue) are shot at viewport height; the rest whole.
    const shot = (name: string, fullPage = !['products', 'edit-product'].includes(name)) =>
      page.screenshot({ path: `../.run/screens/admin-${name}-${width}.png`, fullPage });
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    await shot('login');
    await signInAsAdmin(page);
    await expect(page.getByRole('img', { name: /^Products per category/ })).toBeVisible();
    await page.waitForTimeout(1200); // let the charts finish their entry animation
    await shot('overview');
    await noSidewaysScroll();

    for (const tab of ['Products', 'Users', 'Orders', 'Coupons', 'Partners', 'Inquiries']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('heading', { level: 2, name: tab === 'Partners' ? 'Delivery Partners' : tab })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await shot(tab.toLowerCase());
      await noSidewaysScroll();
    }

    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('row').filter({ hasText: 'Screens Customer' }).first().getByRole('button', { expanded: false }).click();
    await shot('orders-expanded');
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('button', { name: /^Edit / }).first().click();
    await expect(page.getByRole('dialog', { name: 'Edit Product' })).toBeVisible();
    await shot('edit-product');
  });
}
