import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { messagesTo } from '../../scripts/lib/twilio-standin';
import { test, expect } from '../support/fixtures';
import { signUpCustomer } from '../support/api';
import { signInAsAdmin } from '../support/admin';
import { auditScreen, type ScreenAudit } from '../support/a11y';
import { allViolations, auditStaffScreen } from '../support/staff-a11y';
import { addAddress, signInShop } from '../support/shop';

/**
 * A chicken sold by weight, through the gateway (docs/weights.md): the customer sees its range on the card, in the
 * cart and at checkout (360 px), staff weigh it at 1.04 kg on the Pack screen (a 768 px tablet) reached from the
 * slot's packing list, and the customer gets the final bill by SMS and sees it on the order page.
 */
test.use({ viewport: { width: 360, height: 780 } });

const CHICKEN = 'Country Chicken (Natu Kodi)'; // the demo catalogue's: ₹500 a kg, 1 kg ± 10 %
/** "₹1,234.50" as an SMS writes it: "Rs.1,234.50", whole rupees without paise ("Rs.518"). */
function smsRupees(shown: string): string {
  const amount = Number(shown.replace(/[^\d.]/g, ''));
  return `Rs.${amount.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

const RANGE = '≈ 1 kg (0.9–1.1 kg) · ₹450.00–₹550.00 · billed on packed weight';

test('a customer buys a chicken sold by weight, staff pack 1.04 kg, the customer sees the final bill', async ({ page, browser, request }, testInfo) => {
  const customer = await signUpCustomer(request, 'Weighed Buyer');
  const audits: ScreenAudit[] = [];
  let orderId = '';

  await test.step('the shelf card, the cart and checkout show the range; the order is placed at the nominal price', async () => {
    await signInShop(page, customer);
    await page.goto('/');
    await page.getByRole('button', { name: 'Meat & Poultry', exact: true }).click();
    const card = page.locator('article', { has: page.getByRole('heading', { name: CHICKEN, exact: true }) });
    await card.getByRole('button', { name: '1kg', exact: true }).click();
    await expect(card).toContainText(RANGE);
    audits.push(await auditScreen(page, testInfo, 'weighed-card'));
    await card.getByRole('button', { name: /^Add / }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    await page.getByRole('link', { name: /^Cart/ }).click();
    await expect(page.locator('.cart-lines')).toContainText(RANGE);
    audits.push(await auditScreen(page, testInfo, 'weighed-cart'));
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await addAddress(page, { house: 'Flat 3, Lotus Towers', street: 'Road No. 10', area: 'Banjara Hills', pincode: '500034' });
    await expect(page.locator('.checkout-items')).toContainText(RANGE);
    await expect(page.locator('.checkout-items')).toContainText('₹500.00');
    audits.push(await auditScreen(page, testInfo, 'weighed-checkout'));
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    orderId = (await page.getByTestId('order-id').getAttribute('data-order-id'))!;
  });

  let finalTotal = '';
  await test.step('staff open the Pack screen from the packing list on a tablet and weigh 1.04 kg', async () => {
    const headers = { 'x-auth-token': customer.token };
    const [order] = (await (await request.get('/api/orders', { headers })).json()) as Array<{ id: string; slot: { id: string } | null }>;
    expect(order!.id).toBe(orderId);
    const staff = await browser.newContext({ baseURL: process.env.STORE_URL, viewport: { width: 768, height: 1024 } });
    const admin = await staff.newPage();
    await signInAsAdmin(admin);
    await admin.goto(`/admin/slots/${order!.slot!.id}/packing`);
    await admin.getByRole('link', { name: `Pack order ${shortOrderId(orderId)}` }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(/^Pack order .* Weighed Buyer$/);
    await expect(admin.getByText('Allowed 900 g – 1,100 g')).toBeVisible();
    const grams = admin.getByRole('textbox', { name: 'Packed weight (grams)' });
    await expect(grams).toHaveAttribute('inputmode', 'numeric');
    await grams.fill('1040');
    await expect(admin.locator('.pack-order__amount')).toHaveText('≈ ₹520.00');
    audits.push(await auditStaffScreen(admin, testInfo, 'admin', 'pack-order'));
    await admin.getByRole('button', { name: 'Save weights' }).click();
    const saved = admin.getByRole('status').filter({ hasText: 'Saved.' });
    await expect(saved).toContainText(/Final total ₹[\d,.]+ \(ordered ₹[\d,.]+\)/);
    await expect(admin.locator('.pack-order__amount')).toHaveText('Saved: ₹520.00');
    finalTotal = /Final total (₹[\d,.]+)/.exec((await saved.textContent())!)![1]!;
    audits.push(await auditStaffScreen(admin, testInfo, 'admin', 'pack-order-saved'));
    await staff.close();
  });

  await test.step('the customer gets the final bill by SMS and sees nominal vs packed on the order page', async () => {
    const ref = shortOrderId(orderId);
    await expect
      .poll(async () => (await messagesTo(process.env.E2E_SMS_URL!, customer.phone)).filter((m) => m.body.includes('final bill')).map((m) => m.body))
      .toEqual([expect.stringContaining(`final bill for order #${ref}: ${smsRupees(finalTotal)} - 1.04 kg ${CHICKEN}.`)]);
    await page.goto('/account');
    await page.getByRole('button', { name: new RegExp(`Order #${ref}`) }).click();
    await expect(page.getByText('Packed 1.04 kg (ordered ≈ 1 kg)')).toBeVisible();
    const bill = page.getByTestId('order-bill');
    await expect(bill).toContainText('Total when ordered');
    await expect(bill).toContainText(`Final total (packed weight)${finalTotal}`);
    audits.push(await auditScreen(page, testInfo, 'weighed-order'));
  });

  expect(allViolations(audits)).toEqual([]);
});
