import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { auditScreen, type ScreenAudit } from '../support/a11y';
import { signInAsAdmin } from '../support/admin';
import { adminToken, placeOrder, someVariants, signUpCustomer, type Customer } from '../support/api';
import { assignToPartner, handoverCodeOf, HYDERABAD_ADDRESS, partnerCard, placeHyderabadOrder, signInPartnerApp } from '../support/delivery';
import { rupees, signInShop } from '../support/shop';
import { allViolations, auditStaffScreen, createPartner, placeOutstationOrder } from '../support/staff-a11y';

/**
 * How the customer's order history and the rider's small screens feel: the order's bill, status words a customer
 * reads, the store's reason for a cancel, a courier order's "received" only once shipped, long words wrapping, the
 * partner's cash message clearing once corrected, and a courier order's row without Assign in the admin panel.
 */

/** A tracking number of the longest kind the store takes: one unbroken word that must wrap on a phone. */
const LONG_TRACKING = 'DTDC' + '7'.repeat(36);

const admin = async (request: APIRequestContext) => ({ 'x-admin-token': await adminToken(request) });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json().catch(() => undefined)) as T;
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body;
}

/** Opens the account's order history with the customer signed in and expands their (only) order. */
async function openOrder(page: Page, customer: Customer) {
  await signInShop(page, customer);
  await page.goto('/account');
  const toggle = page.getByRole('button', { name: /Order #/ });
  await toggle.click();
  return toggle;
}

/** Nothing on the page is wider than the screen (a long word would push it sideways). */
async function fitsTheScreen(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

/** A control's box: at least 44 × 44 px, as a thumb needs. */
async function isTappable(control: Locator) {
  const box = (await control.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
}

const timeline = (page: Page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Order Timeline' }) })
    .getByRole('listitem');

for (const width of [360, 768]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 780 : 1024 } });

    test('the order shows its bill: subtotal, first-order discount, the coupon with its code, shipping, total and how it is paid', async ({
      page,
      request,
    }, testInfo) => {
      const code = `BILL${width}${Date.now().toString(36).toUpperCase()}`;
      await ok(
        await request.post('/api/admin/coupons', {
          headers: await admin(request),
          data: { code, discount_type: 'fixed', discount_value: 25, expiry_date: '2099-12-31', min_purchase_amount: 0 },
        }),
      );
      const customer = await signUpCustomer(request, `Bill Buyer ${width}`);
      const [product] = await someVariants(request);
      const cartItems = [{ id: product.variants[0].id, quantity: 2 }];
      const headers = { 'x-auth-token': customer.token };
      const quote = await ok<{ total: number }>(
        await request.post('/api/orders/quote', { headers, data: { cartItems, shippingAddress: HYDERABAD_ADDRESS, couponCode: code } }),
      );
      const placed = await ok<{ order: { subtotal: number; first_order_discount: number; coupon_discount: number; shipping: number; total_amount: number } }>(
        await request.post('/api/orders', {
          headers,
          data: { userId: customer.user.id, cartItems, shippingAddress: HYDERABAD_ADDRESS, totalAmount: quote.total, couponCode: code },
        }),
      );
      const bill = placed.order;
      expect(bill.first_order_discount).toBeGreaterThan(0);
      expect(bill.coupon_discount).toBe(25);

      const toggle = await openOrder(page, customer);
      await expect(toggle).toContainText('Waiting for a rider');
      await isTappable(toggle);
      const rows = page.getByTestId('order-bill').locator(':scope > div');
      await expect(rows.locator('dt')).toHaveText(['Subtotal', 'First-order discount (10%)', `Coupon (${code})`, 'Shipping', 'Total']);
      const amounts = (await rows.locator('dd').allTextContents()).map((text) => (text === 'FREE' ? 0 : rupees(text)));
      expect(amounts).toEqual([bill.subtotal, bill.first_order_discount, bill.coupon_discount, bill.shipping, bill.total_amount]);
      await expect(page.getByTestId('order-payment')).toHaveText('Cash on delivery');
      await fitsTheScreen(page);
      const audit = await auditScreen(page, testInfo, 'order-bill');
      expect(audit.violations).toEqual([]);
    });

    test("an order the store cancelled says so, with the store's reason, in the badge, at the top and in the timeline", async ({ page, request }, testInfo) => {
      const customer = await signUpCustomer(request, `Store Cancel ${width}`);
      const orderId = await placeHyderabadOrder(request, customer);
      const reason = `Heavy rain flooded the farm road; no deliveries today (${'x'.repeat(50)})`;
      await ok(await request.put(`/api/admin/orders/${orderId}/cancel`, { headers: await admin(request), data: { reason } }));

      const toggle = await openOrder(page, customer);
      await expect(toggle).toContainText('Cancelled by the store');
      await expect(page.getByTestId('order-cancellation')).toContainText(`Reason from the store: ${reason}`);
      await expect(timeline(page)).toHaveText([/Waiting for a rider/, /Cancelled by the store/]);
      await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
      await fitsTheScreen(page);
      const audit = await auditScreen(page, testInfo, 'order-cancelled-by-store');
      expect(audit.violations).toEqual([]);
    });

    test('a courier order offers "I Have Received This Order" only once shipped, as a secondary action; its long tracking number wraps', async ({
      page,
      request,
    }, testInfo) => {
      const audits: ScreenAudit[] = [];
      const customer = await signUpCustomer(request, `Courier Feel ${width}`);
      const placed = (await placeOutstationOrder(request, customer)) as { orderId: string };

      const toggle = await openOrder(page, customer);
      await expect(toggle).toContainText('Packing for the courier');
      await expect(page.getByText('We will show the courier and tracking number here once your parcel ships.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'I Have Received This Order' })).toHaveCount(0);
      // The API agrees: nothing to receive before it ships.
      const early = await request.put(`/api/orders/${placed.orderId}/mark-delivered`, { headers: { 'x-auth-token': customer.token } });
      expect(early.status()).toBe(409);
      audits.push(await auditScreen(page, testInfo, 'courier-order-before-shipping'));

      await ok(
        await request.put(`/api/admin/orders/${placed.orderId}/ship`, {
          headers: await admin(request),
          data: { courier: 'DTDC', trackingNumber: LONG_TRACKING },
        }),
      );
      await page.reload();
      await page.getByRole('button', { name: /Order #/ }).click();
      await expect(toggle).toContainText('Shipped by courier');
      await expect(page.getByText(`Tracking number: ${LONG_TRACKING}`)).toBeVisible();
      await fitsTheScreen(page);
      const received = page.getByRole('button', { name: 'I Have Received This Order' });
      await expect(received).toHaveClass(/fsui-button--secondary/);
      await isTappable(received);
      audits.push(await auditScreen(page, testInfo, 'courier-order-shipped'));

      await received.click();
      const dialog = page.getByRole('dialog', { name: 'Have you received this order?' });
      await expect(dialog).toBeVisible();
      audits.push(await auditScreen(page, testInfo, 'courier-order-received-dialog'));
      await dialog.getByRole('button', { name: 'Yes, I Have It' }).click();
      await expect(dialog).toBeHidden();
      await expect(toggle).toContainText('Delivered');
      await expect(timeline(page)).toHaveText([/Packing for the courier/, /Shipped by courier/, /Delivered/]);
      await expect(received).toHaveCount(0);
      expect(allViolations(audits)).toEqual([]);
    });

    test.describe('the partner app', () => {
      test.use({ geolocation: { latitude: 17.4123, longitude: 78.4347 }, permissions: ['geolocation'] });

      test('the "cash differs" message goes once the amount is corrected', async ({ page, request }, testInfo) => {
        const partner = await createPartner(request, `Cash Fix Rider ${width}`);
        const customer = await signUpCustomer(request, `Cash Fix Customer ${width}`);
        const [product] = await someVariants(request);
        const placed = (await placeOrder(request, customer, HYDERABAD_ADDRESS, [{ id: product.variants[0].id, quantity: 1 }])) as {
          orderId: string;
        };
        await assignToPartner(request, placed.orderId, partner.phone);
        await signInPartnerApp(page, request, partner);
        await page.goto('/delivery/dashboard');
        const card = partnerCard(page, placed.orderId);
        await card.getByRole('button', { name: 'Accept' }).click();
        await card.getByRole('button', { name: 'Picked up' }).click();
        await card.getByRole('button', { name: 'Arrived' }).click();
        await card.getByRole('button', { name: 'Deliver' }).click();
        const dialog = page.getByRole('dialog', { name: 'Complete delivery' });
        await dialog.getByLabel('Handover code from the customer').fill(await handoverCodeOf(request, customer, placed.orderId));
        const cash = dialog.getByLabel('Cash collected (₹)');
        const due = await cash.inputValue();

        await cash.fill((rupees(due) - 10).toFixed(2));
        await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
        await expect(dialog.getByRole('alert')).toHaveText(/The cash differs from the amount due: please say why/);
        await cash.fill(due);
        await expect(dialog.getByRole('alert')).toHaveCount(0);
        await expect(dialog.getByLabel('Why is it different?')).toHaveCount(0);
        await expect(cash).not.toHaveAttribute('aria-invalid', 'true');
        const audit = await auditStaffScreen(page, testInfo, 'delivery', 'complete-dialog-corrected', { fullPage: false });
        expect(audit.violations).toEqual([]);
        await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
        await expect(dialog).toBeHidden();
        await expect(card.getByText('Delivered', { exact: true })).toBeVisible();
      });
    });
  });
}

test.describe('the admin panel at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('a courier order offers Ship and Cancel (no greyed Assign); Ship takes at most 40 characters and says so', async ({ page, request }, testInfo) => {
    const customer = await signUpCustomer(request, `Courier Row ${Date.now().toString(36)}`);
    await placeOutstationOrder(request, customer);
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    const row = page.getByRole('row').filter({ hasText: customer.user.name });
    await expect(row.getByRole('button', { name: /^Ship order/ })).toBeEnabled();
    await expect(row.getByRole('button', { name: /^Cancel order/ })).toBeEnabled();
    await expect(row.getByRole('button', { name: /^Assign order/ })).toHaveCount(0);

    await row.getByRole('button', { name: /^Ship order/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ship Order' });
    const tracking = dialog.getByLabel('Tracking number');
    await expect(dialog.getByText('At most 40 characters.')).toBeVisible();
    await tracking.fill('X'.repeat(45));
    await expect(tracking).toHaveValue('X'.repeat(40));
    await expect(dialog.getByText('Tracking numbers have at most 40 characters. Check it was not cut off.')).toBeVisible();
    const audit = await auditStaffScreen(page, testInfo, 'admin', 'ship-dialog-limit', { fullPage: false });
    expect(audit.violations).toEqual([]);
    await dialog.getByLabel('Courier').fill('DTDC');
    await dialog.getByRole('button', { name: 'Mark Shipped' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Shipped');
  });
});
