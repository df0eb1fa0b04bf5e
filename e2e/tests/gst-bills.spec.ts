import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { createSignedInPartner } from '../support/admin';
import { placeOrder, someVariants, signUpCustomer, type Customer } from '../support/api';
import { assignToPartner, handoverCodeOf, HYDERABAD_ADDRESS } from '../support/delivery';
import { expect, test } from '../support/fixtures';
import { signInShop } from '../support/shop';

/**
 * GST bills, through the gateway (docs/bills.md): on a 360 px phone a customer opens a delivered order of ghee (taxed
 * at 5 %) and eggs (exempt) and downloads its bill, an invoice-cum-bill of supply read back with poppler's pdftotext
 * and pdffonts.
 */

const PHONE = { width: 360, height: 740 };

async function deliveredOrder(request: APIRequestContext, customer: Customer): Promise<string> {
  const [ghee] = (await someVariants(request, 'dairy')).filter((p) => p.name === 'A2 Desi Cow Ghee');
  const [eggs] = await someVariants(request, 'eggs');
  const { orderId } = (await placeOrder(request, customer, HYDERABAD_ADDRESS, [
    { id: ghee!.variants[0]!.id, quantity: 1 },
    { id: eggs!.variants[0]!.id, quantity: 1 },
  ])) as { orderId: string };
  const rider = await createSignedInPartner(request, `E2E Bill Rider ${Date.now()}`);
  await assignToPartner(request, orderId, rider.phone.replace(/\D/g, '').slice(-10));
  expect((await request.put(`/api/delivery/orders/${orderId}/accept`, { headers: rider.headers })).status()).toBe(200);
  const code = await handoverCodeOf(request, customer, orderId);
  expect((await request.put(`/api/delivery/orders/${orderId}/complete`, { headers: rider.headers, data: { code } })).status()).toBe(200);
  return orderId;
}

test('a customer downloads the GST bill of a delivered order', async ({ browser, request }, testInfo) => {
  const customer = await signUpCustomer(request, 'E2E Bill Customer');
  const orderId = await deliveredOrder(request, customer);
  const shop = await browser.newContext({ viewport: PHONE, baseURL: process.env.STORE_URL, acceptDownloads: true });
  const phone = await shop.newPage();
  await signInShop(phone, customer);
  await phone.goto('/account');
  await phone.getByRole('button', { name: new RegExp(`Order #${shortOrderId(orderId)}`) }).click();

  const section = phone.getByRole('region', { name: 'GST bill' });
  await expect(section.getByText(/^Bill NNF\/\d{2}-\d{2}\/\d{6}$/)).toBeVisible();
  const number = (await section.getByText(/^Bill NNF/).textContent())!.replace('Bill ', '');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  const [download] = await Promise.all([phone.waitForEvent('download'), section.getByRole('button', { name: 'Download bill (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe(`${number.replace(/\//g, '-')}.pdf`);
  const file = testInfo.outputPath('bill.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const printed of [
    'Invoice-cum-Bill of Supply',
    number,
    'GSTIN: 36AAHFN4821K1Z3',
    'Place of supply: Telangana (36)',
    'E2E Bill Customer',
    '0405',
    '0407',
  ]) {
    expect(text).toContain(printed);
  }
  expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/NotoSansTelugu/);
  await shop.close();
});
