import type { APIRequestContext, Page } from '@playwright/test';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { test, expect } from '../support/fixtures';
import { DEMO_PARTNERS, signUpCustomer, someVariants, type Customer } from '../support/api';
import { assignToPartner, HYDERABAD_ADDRESS, partnerCard, placeHyderabadOrder, signInPartnerApp } from '../support/delivery';
import { signInShop } from '../support/shop';

/**
 * Paying online on a phone, through the gateway: the shop opens Razorpay Checkout (the local stand-in's, with Success
 * and Failure buttons as Razorpay's test mode has), the API checks the payment and its webhooks, and the partner takes
 * UPI at the door with a QR code that turns green when paid. docs/payments.md.
 */
test.use({ viewport: { width: 360, height: 740 } });

const checkout = (page: Page) => page.getByRole('dialog', { name: 'Razorpay test checkout' });

/** Saves a Hyderabad address through the API, signs the customer in, puts one product in the cart and opens the payment step. */
async function toPaymentStep(page: Page, request: APIRequestContext, customer: Customer) {
  const saved = await request.post('/api/addresses', { headers: { 'x-auth-token': customer.token }, data: { newAddress: HYDERABAD_ADDRESS } });
  expect(saved.ok()).toBe(true);
  const [product] = await someVariants(request);
  await signInShop(page, customer);
  await page.goto('/?category=livebirds');
  const card = page.locator('article', { has: page.getByRole('heading', { name: product.name, exact: true }) });
  await card.getByRole('button', { name: /^Add / }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
}

/** The page is no wider than the phone: nothing to scroll sideways. */
async function fitsTheScreen(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('pay now → Success: the order is paid; cancelling it shows the refund', async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = await signUpCustomer(request, `Online Payer ${Date.now().toString(36)}`);
  await toPaymentStep(page, request, customer);

  await page.getByRole('radio', { name: 'Pay now' }).check();
  await fitsTheScreen(page);
  await page.getByRole('button', { name: 'Place Order and Pay' }).click();
  await expect(checkout(page)).toBeVisible();
  await checkout(page).getByRole('button', { name: 'Success' }).click();

  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByTestId('success-payment')).toHaveText(/^Paid ₹[\d,.]+ · UPI$/);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await fitsTheScreen(page);
  const orderId = (await page.getByTestId('order-id').getAttribute('data-order-id'))!;
  const [order] = (await (await request.get('/api/orders', { headers: { 'x-auth-token': customer.token } })).json()) as Array<{
    id: string;
    delivery_status: string;
    payment: { state: string };
  }>;
  expect(order).toMatchObject({ id: orderId, delivery_status: 'Pending', payment: { state: 'paid' } });

  await page.getByRole('link', { name: 'View My Orders' }).click();
  await page.getByRole('button', { name: new RegExp(`Order #${shortOrderId(orderId)}`) }).click();
  await expect(page.getByTestId('order-payment')).toHaveText('Paid · UPI');
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  // Started at once; completed when Razorpay's refund webhook arrives (the stand-in processes refunds quickly).
  await expect(page.getByText(/^Refund of ₹[\d,.]+ (started|completed on .+)$/)).toBeVisible();
  await fitsTheScreen(page);
});

test('pay now → Failure: back on the payment step with the order kept → Try again → Success', async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = await signUpCustomer(request, `Second Try ${Date.now().toString(36)}`);
  await toPaymentStep(page, request, customer);

  await page.getByRole('radio', { name: 'Pay now' }).check();
  await page.getByRole('button', { name: 'Place Order and Pay' }).click();
  await checkout(page).getByRole('button', { name: 'Failure' }).click();
  // Razorpay's checkout stays open after a failed attempt; the customer closes it.
  await checkout(page).getByRole('button', { name: 'Close' }).click();
  await expect(checkout(page)).toBeHidden();
  await expect(page.getByText(/^Payment not completed\. Your order is kept until \d{1,2}:\d{2} [ap]m\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay cash instead' })).toBeVisible();
  await fitsTheScreen(page);

  const orders = async () =>
    (await (await request.get('/api/orders', { headers: { 'x-auth-token': customer.token } })).json()) as Array<{ id: string; delivery_status: string }>;
  expect((await orders()).map((o) => o.delivery_status)).toEqual(['Awaiting Payment']);

  await page.getByRole('button', { name: 'Try again' }).click();
  await checkout(page).getByRole('button', { name: 'Success' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByTestId('success-payment')).toHaveText(/^Paid ₹[\d,.]+ · UPI$/);
  // One order: the one kept, now paid.
  expect((await orders()).map((o) => o.delivery_status)).toEqual(['Pending']);
});

test("the partner's UPI QR code turns paid when the customer pays it", async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = await signUpCustomer(request, `Door Payer ${Date.now().toString(36)}`);
  const orderId = await placeHyderabadOrder(request, customer);
  const partner = DEMO_PARTNERS[1]!;
  await assignToPartner(request, orderId, partner.phone);
  const partnerHeaders = await signInPartnerApp(page, request, partner);
  expect((await request.put(`/api/delivery/orders/${orderId}/accept`, { headers: partnerHeaders })).ok()).toBe(true);

  await page.goto('/delivery/dashboard');
  const card = partnerCard(page, orderId);
  await expect(card.getByRole('term').filter({ hasText: 'Collect' })).toBeVisible();
  await card.getByRole('button', { name: 'Take UPI' }).click();
  const qrScreen = page.getByRole('dialog', { name: /^Ask the customer to scan and pay ₹[\d,.]+$/ });
  const qrImage = qrScreen.getByRole('img', { name: /^UPI QR code for ₹/ });
  await expect(qrImage).toBeVisible();
  await expect.poll(() => qrImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(qrScreen.getByRole('status')).toHaveText('Waiting for payment…');
  await fitsTheScreen(page);

  // The customer scans it (the Razorpay stand-in pays the QR code and sends its webhooks to the API).
  const qrId = (await qrImage.getAttribute('src'))!.match(/qr_\w+/)![0];
  const paid = await request.post(`${process.env.E2E_RAZORPAY_URL}/_standin/qr_codes/${qrId}/pay`, { data: {} });
  expect(paid.ok()).toBe(true);
  const done = page.getByRole('dialog', { name: /^Paid ₹[\d,.]+ by UPI$/ });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('Paid by UPI ✓')).toBeVisible();
});
