import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { auditScreen, type ScreenAudit } from '../support/a11y';
import { createSignedInPartner, signInAsAdmin } from '../support/admin';
import { allViolations, auditStaffScreen } from '../support/staff-a11y';
import { placeOrder, someVariants, signUpCustomer, type Customer } from '../support/api';
import { assignToPartner, handoverCodeOf, HYDERABAD_ADDRESS } from '../support/delivery';
import { expect, test } from '../support/fixtures';
import { signInShop } from '../support/shop';

/**
 * GST bills, through the gateway (docs/bills.md): on a 360 px phone a customer opens a delivered order of ghee (taxed
 * at 5 %) and eggs (exempt) and downloads its bill, an invoice-cum-bill of supply read back with poppler's pdftotext
 * and pdffonts; at 1366 px the owner downloads the same bill as an 80 mm receipt from the order's details and the
 * month's HSN summary from the GST & bills tab.
 */

const PHONE = { width: 360, height: 740 };
const DESK = { width: 1366, height: 900 };

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
  const audits: ScreenAudit[] = [];
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
  audits.push(await auditScreen(phone, testInfo, 'order-gst-bill'));
  await shop.close();

  await test.step('the owner downloads its receipt and the month’s HSN summary', async () => {
    const staff = await browser.newContext({ viewport: DESK, baseURL: process.env.STORE_URL, acceptDownloads: true });
    const admin = await staff.newPage();
    await signInAsAdmin(admin);
    await admin.goto(`/admin/orders?order=${orderId}`);
    const bill = admin.getByRole('region', { name: 'Bill' });
    await expect(bill.getByText(`Bill ${number}`)).toBeVisible();
    const [receipt] = await Promise.all([admin.waitForEvent('download'), bill.getByRole('button', { name: 'Receipt (80 mm)' }).click()]);
    expect(receipt.suggestedFilename()).toBe(`${number.replace(/\//g, '-')}-receipt.pdf`);
    const receiptFile = testInfo.outputPath('receipt.pdf');
    await receipt.saveAs(receiptFile);
    expect(execFileSync('pdfinfo', [receiptFile], { encoding: 'utf8' })).toMatch(/Page size:\s+226\.77 x/);
    audits.push(await auditStaffScreen(admin, testInfo, 'admin', 'order-bill'));

    await admin.goto('/admin/gst');
    // The store's month is India's (bills are dated in Hyderabad time).
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).slice(0, 7);
    await admin.getByRole('textbox', { name: 'Month' }).fill(month);
    const [hsn] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'HSN summary CSV' }).click()]);
    expect(hsn.suggestedFilename()).toBe(`gst-hsn-${month}.csv`);
    const csvFile = testInfo.outputPath('hsn.csv');
    await hsn.saveAs(csvFile);
    const csv = readFileSync(csvFile, 'utf8');
    expect(csv).toContain('HSN,Description,UQC,Total quantity,Rate %,Total value,Taxable value,IGST,CGST,SGST');
    expect(csv).toMatch(/\n0405,[^\r]*,NOS,\d+,5,/);
    audits.push(await auditStaffScreen(admin, testInfo, 'admin', 'gst-and-bills'));
    await staff.close();
  });
  expect(allViolations(audits)).toEqual([]);
});
