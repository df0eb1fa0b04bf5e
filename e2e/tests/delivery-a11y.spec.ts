import { test, expect } from '../support/fixtures';
import { adminToken, partnerLogin, signUpCustomer } from '../support/api';
import { assignToPartner, handoverCodeOf, placeHyderabadOrder } from '../support/delivery';
import { allViolations, auditStaffScreen, createPartner } from '../support/staff-a11y';
import { sizeScreens, type ScreenAudit } from '../support/a11y';

/**
 * Every delivery partner screen and state at phone and laptop widths: zero axe violations at WCAG 2.1 AA,
 * and a full-page screenshot of each under the test's output folder for a person to look at.
 */
for (const width of [360, 1280]) {
  test(`every delivery screen passes axe at ${width} px`, async ({ page, request, browser }, testInfo) => {
    test.setTimeout(120_000);
    const viewport = await sizeScreens(page, width);
    const audits: ScreenAudit[] = [];

    const partner = await createPartner(request, `Axe Rider ${width}`);
    await page.goto('/delivery/login');
    await expect(page.getByRole('heading', { name: 'Delivery Partner Sign In' })).toBeVisible();
    audits.push(await auditStaffScreen(page, testInfo, 'delivery', 'login'));
    await page.getByLabel('Phone number').fill(partner.phone);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    audits.push(await auditStaffScreen(page, testInfo, 'delivery', 'login-error'));

    await page.getByLabel('Password', { exact: true }).fill(partner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'No Orders Assigned' })).toBeVisible();
    audits.push(await auditStaffScreen(page, testInfo, 'delivery', 'empty'));

    // One order in each state the partner sees: Assigned, Out for Delivery and Delivered.
    const customer = await signUpCustomer(request, `Axe Delivery Customer ${width}`);
    const orderIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const orderId = await placeHyderabadOrder(request, customer);
      await assignToPartner(request, orderId, partner.phone);
      orderIds.push(orderId);
    }
    const headers = { 'x-partner-token': ((await partnerLogin(request, { phone: partner.phone, password: partner.password })) as { token: string }).token };
    for (const orderId of orderIds.slice(1)) expect((await request.put(`/api/delivery/orders/${orderId}/accept`, { headers })).ok()).toBe(true);
    const code = await handoverCodeOf(request, customer, orderIds[2]);
    expect((await request.put(`/api/delivery/orders/${orderIds[2]}/complete`, { headers, data: { code } })).ok()).toBe(true);
    await page.getByRole('button', { name: 'Refresh' }).click();
    for (const status of ['Assigned', 'Out for Delivery', 'Delivered']) {
      await expect(page.getByRole('article').getByText(status, { exact: true }).first()).toBeVisible();
    }
    audits.push(await auditStaffScreen(page, testInfo, 'delivery', 'orders'));

    // An admin's token: every order, view-only.
    const adminContext = await browser.newContext({ viewport });
    const adminPage = await adminContext.newPage();
    await adminPage.addInitScript((value) => localStorage.setItem('adminToken', value), await adminToken(request));
    await adminPage.goto(`${process.env.STORE_URL}/delivery/dashboard`);
    await expect(adminPage.getByRole('heading', { name: 'All Orders' })).toBeVisible();
    await expect(adminPage.getByRole('article').first()).toBeVisible();
    audits.push(await auditStaffScreen(adminPage, testInfo, 'delivery', 'admin-view-only'));
    await adminContext.close();

    expect(allViolations(audits)).toEqual([]);
  });
}
