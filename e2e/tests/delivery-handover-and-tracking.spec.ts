import type { APIRequestContext, Page } from '@playwright/test';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { auditScreen, type ScreenAudit } from '../support/a11y';
import { adminToken, placeOrder, signUpCustomer, someVariants, type Customer } from '../support/api';
import { assignToPartner, handoverCodeOf, HYDERABAD_ADDRESS, partnerCard, signInPartnerApp } from '../support/delivery';
import { expect, test } from '../support/fixtures';
import { rupees, signInShop } from '../support/shop';
import { allViolations, auditStaffScreen, createPartner } from '../support/staff-a11y';

/**
 * The partner app's delivery round: what to hand over on each card, completing with the cash collected, the Today
 * section, and tracking that says why it is off (and what the customer sees then). Axe and 44 px targets on every
 * screen; screenshots under the test's output folder.
 */

/** Where Chromium says the partner is (Banjara Hills). */
const POSITION = { latitude: 17.4126, longitude: 78.4482 };

interface Placed {
  orderId: string;
  total: number;
  lines: Array<{ name: string; label: string; quantity: number }>;
}

/** A two-line Hyderabad order (2 of one product, 1 of another), assigned to the partner. */
async function assignedTwoLineOrder(request: APIRequestContext, customer: Customer, partnerPhone: string): Promise<Placed> {
  const [first, second] = await someVariants(request);
  const lines = [
    { id: first.variants[0].id, quantity: 2, name: first.name, label: first.variants[0].label },
    { id: second.variants[0].id, quantity: 1, name: second.name, label: second.variants[0].label },
  ];
  const placed = (await placeOrder(request, customer, HYDERABAD_ADDRESS, lines)) as { orderId: string; order: { total_amount: number } };
  await assignToPartner(request, placed.orderId, partnerPhone);
  return { orderId: placed.orderId, total: placed.order.total_amount, lines };
}

/** Every visible link, button and field on the page that is less than 44 px high or wide (none on a bike). */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ el, box }) =>
          `${(el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 40)}: ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, geolocation: POSITION, permissions: ['geolocation'] });

    test('the partner sees what to hand over, completes with the cash collected and finds it under Today', async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      const audits: ScreenAudit[] = [];
      const partner = await createPartner(request, `Cash Rider ${viewport.width}`);
      const customer = await signUpCustomer(request, `Cash Customer ${viewport.width}`);
      const order = await assignedTwoLineOrder(request, customer, partner.phone);
      await signInPartnerApp(page, request, partner);
      await page.goto('/delivery/dashboard');

      const card = partnerCard(page, order.orderId);
      await expect(card.getByText(`#${shortOrderId(order.orderId)}`)).toBeVisible();
      const items = card.getByRole('region', { name: 'Items to hand over' }).getByRole('listitem');
      await expect(items).toHaveText(order.lines.map((l) => `${l.quantity} × ${l.name} · ${l.label}`));
      await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', `tel:${customer.user.phone}`);
      await expect(card.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', /google\.com\/maps\/search\/.*Banjara%20Hills/);
      expect(rupees(await card.locator('.order-card__amount').textContent())).toBe(order.total);
      audits.push(await auditStaffScreen(page, testInfo, 'delivery', 'card-assigned'));
      expect(await smallTargets(page)).toEqual([]);

      await card.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Tracking/ })).toHaveText('Tracking Active');

      await card.getByRole('button', { name: 'Picked up' }).click();
      await card.getByRole('button', { name: 'Arrived' }).click();
      await card.getByRole('button', { name: 'Deliver' }).click();
      const dialog = page.getByRole('dialog', { name: 'Complete delivery' });
      await dialog.getByLabel('Handover code from the customer').fill(await handoverCodeOf(request, customer, order.orderId));
      const cash = dialog.getByLabel('Cash collected (₹)');
      expect(rupees(await cash.inputValue())).toBe(order.total);
      const short = (order.total - 10).toFixed(2);
      await cash.fill(short);
      await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(/please say why/);
      audits.push(await auditStaffScreen(page, testInfo, 'delivery', 'complete-dialog-note-needed', { fullPage: false }));
      expect(await smallTargets(page)).toEqual([]);
      await dialog.getByLabel('Why is it different?').fill('Customer gave ₹10 less, short of change');
      await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
      await expect(dialog).toBeHidden();

      const today = page.getByRole('region', { name: 'Today' });
      await expect(today.getByText('1 delivered')).toBeVisible();
      expect(rupees(await today.locator('.order-section__summary .fsui-price').textContent())).toBe(Number(short));
      await expect(partnerCard(page, order.orderId).getByText('Delivered', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'All done for now' })).toBeVisible();
      audits.push(await auditStaffScreen(page, testInfo, 'delivery', 'today'));
      expect(await smallTargets(page)).toEqual([]);

      // Staff see what the partner reported on the order.
      const admin = { 'x-admin-token': await adminToken(request) };
      const list = (await (await request.get('/api/admin/orders?page=1&limit=50', { headers: admin })).json()) as {
        orders: Array<{ id: string; cash_collected: number; cash_note: string }>;
      };
      expect(list.orders.find((o) => o.id === order.orderId)).toMatchObject({
        cash_collected: Number(short),
        cash_note: 'Customer gave ₹10 less, short of change',
      });
      expect(allViolations(audits)).toEqual([]);
    });
  });
}

test.describe('location not allowed', () => {
  // No geolocation permission granted: Chromium refuses the position, as when a partner taps Block.
  test.use({ viewport: { width: 390, height: 844 } });

  test('the partner is told why tracking is off and how to turn it on; the customer sees it is not being shared', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const audits: ScreenAudit[] = [];
    const partner = await createPartner(request, 'Blocked Rider');
    const customer = await signUpCustomer(request, 'Waiting Customer');
    const order = await assignedTwoLineOrder(request, customer, partner.phone);
    const headers = await signInPartnerApp(page, request, partner);
    expect((await request.put(`/api/delivery/orders/${order.orderId}/accept`, { headers })).ok()).toBe(true);

    await page.goto('/delivery/dashboard');
    const help = page.getByRole('region', { name: 'Tracking is off: customers cannot see where you are' });
    await expect(help).toContainText('This browser is not allowed to use your location');
    await expect(help.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('status').filter({ hasText: /^Tracking/ })).toHaveText('Tracking Inactive');
    audits.push(await auditStaffScreen(page, testInfo, 'delivery', 'location-denied'));
    expect(await smallTargets(page)).toEqual([]);
    // Still refused: Try again asks once more and the explanation stays.
    await help.getByRole('button', { name: 'Try again' }).click();
    await expect(help).toBeVisible();

    const shop = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: process.env.STORE_URL });
    const customerPage = await shop.newPage();
    await signInShop(customerPage, customer);
    await customerPage.goto('/account');
    await customerPage.getByRole('button', { name: /Order #/ }).click();
    await expect(customerPage.getByRole('status').filter({ hasText: "Waiting for your rider's location…" })).toBeVisible();
    const audit = await auditScreen(customerPage, testInfo, 'order-tracking-not-shared');
    await shop.close();
    expect(allViolations([...audits, audit])).toEqual([]);
  });
});
