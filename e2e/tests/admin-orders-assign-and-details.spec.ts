import { test, expect } from '../support/fixtures';
import { signUpCustomer } from '../support/api';
import { createSignedInPartner, signInAsAdmin } from '../support/admin';
import { placeHyderabadOrder } from '../support/delivery';
import { allViolations, auditStaffScreen } from '../support/staff-a11y';
import type { ScreenAudit } from '../support/a11y';

const SHOTS = '/tmp/shots-a1';

/**
 * The admin's day at the counter, at a laptop, a tablet and a phone: the Orders tab's filter lives in the URL
 * and survives a reload, two Pending orders go to one partner in one step, and an order's details (items, the
 * customer's phone) open from the list and from a shared link. Every screen touched passes axe.
 */
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
]) {
  test(`orders by URL, bulk assign and order details at ${viewport.width}×${viewport.height}`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const stamp = `${viewport.width}-${Date.now().toString(36)}`;
    const customer = await signUpCustomer(request, `Counter Buyer ${stamp}`);
    const orderIds = [await placeHyderabadOrder(request, customer), await placeHyderabadOrder(request, customer)];
    const rider = await createSignedInPartner(request, `Bulk Rider ${stamp}`);
    const audits: ScreenAudit[] = [];
    const audit = async (screen: string, fullPage = true) => {
      audits.push(await auditStaffScreen(page, testInfo, 'admin', screen, { fullPage }));
      await page.screenshot({ path: `${SHOTS}/${screen}-${viewport.width}.png`, fullPage });
    };
    const rows = page.getByRole('row').filter({ hasText: customer.user.name });
    const noSidewaysScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await test.step('the status filter is in the URL and a reload keeps it', async () => {
      await signInAsAdmin(page);
      await expect(page).toHaveURL(/\/admin\/overview$/);
      await page.goto('/admin/orders?status=Pending');
      await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('Delivery status')).toHaveValue('Pending');
      await expect(rows).toHaveCount(2);
      await page.reload();
      await expect(page).toHaveURL(/\/admin\/orders\?status=Pending$/);
      await expect(page.getByLabel('Delivery status')).toHaveValue('Pending');
      await expect(rows).toHaveCount(2);
      // The table scrolls inside its frame (first column sticky); the page itself never scrolls sideways.
      await noSidewaysScroll();
      await audit('orders-pending');
    });

    await test.step('assigns both orders to one partner at once', async () => {
      for (const row of await rows.all()) await row.getByRole('checkbox', { name: /^Select order/ }).check();
      const bar = page.getByRole('form', { name: 'Assign the selected orders' });
      await expect(bar).toContainText('2 orders selected');
      await bar.getByLabel('Delivery partner').selectOption({ label: `${rider.name} (${rider.phone})` });
      await audit('orders-bulk-assign');
      await bar.getByRole('button', { name: 'Assign 2 orders' }).click();
      await expect(page.getByRole('status').filter({ hasText: `2 orders assigned to ${rider.name}.` })).toBeVisible();
      // No longer Pending: they leave this filtered list, and show under Assigned with the partner.
      await expect(rows).toHaveCount(0);
      await page.getByLabel('Delivery status').selectOption('Assigned');
      await expect(page).toHaveURL(/\/admin\/orders\?status=Assigned$/);
      await expect(rows).toHaveCount(2);
      for (const row of await rows.all()) await expect(row).toContainText(rider.name);
      const mine = (await (await request.get('/api/delivery/orders', { headers: rider.headers })).json()) as Array<{ id: string }>;
      expect(mine.map((o) => o.id).sort()).toEqual([...orderIds].sort());
    });

    await test.step("opens an order's details from the list, and again from its link after a reload", async () => {
      await rows
        .first()
        .getByRole('button', { name: /open order details/ })
        .click();
      const dialog = page.getByRole('dialog', { name: /^Order #/ });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/[?&]order=[0-9a-f]{24}/);
      await expect(dialog.getByRole('heading', { name: 'Items' })).toBeVisible();
      await expect(dialog.getByRole('listitem').first()).toContainText('× 1');
      await expect(dialog.getByRole('link', { name: customer.user.phone })).toHaveAttribute('href', `tel:${customer.user.phone}`);
      await expect(dialog.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      );
      await expect(dialog.getByRole('button', { name: /^Unassign order/ })).toBeVisible();
      await audit('order-details', false);
      await page.reload();
      await expect(page.getByRole('dialog', { name: /^Order #/ }).getByRole('link', { name: customer.user.phone })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/orders\?status=Assigned$/);
    });

    expect(allViolations(audits)).toEqual([]);
  });
}
