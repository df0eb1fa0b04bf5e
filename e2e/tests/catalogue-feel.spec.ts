import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { auditScreen } from '../support/a11y';
import { signInAsAdmin, solidPng } from '../support/admin';
import { signUpCustomer } from '../support/api';
import { signInShop } from '../support/shop';
import { auditStaffScreen, allViolations } from '../support/staff-a11y';
import type { ScreenAudit } from '../support/a11y';

/**
 * How the catalogue feels: search forgives slips and knows Telugu, a search too long is said plainly, products
 * carry Telugu names and an MRP, and the product dialog previews its photo, starts on Live Birds and closes with
 * a toast. Over the demo catalogue through the real gateway.
 */

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function searchFor(page: Page, q: string) {
  const box = page.getByRole('searchbox', { name: /Search the whole store|మొత్తం స్టోర్‌లో వెతకండి/ });
  await box.fill(q);
  await box.press('Enter');
}

for (const width of [360, 390, 768, 1366]) {
  test.describe(`the shop at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 780 : 900 } });

    test('search forgives a slip, knows Telugu and its spellings, and says plainly when a search is too long', async ({ page }, testInfo) => {
      await page.goto('/');
      await searchFor(page, 'chiken');
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “chiken”' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Sonali Chicken (Live)' })).toBeVisible();
      const audits = [await auditScreen(page, testInfo, `feel-typo-${width}`)];

      await searchFor(page, 'కోడి');
      await expect(page.getByRole('heading', { name: 'Sonali Chicken (Live)' })).toBeVisible();
      await searchFor(page, 'kodi');
      await expect(page.getByRole('heading', { name: 'Country Chicken Pickle' })).toBeVisible();
      await searchFor(page, 'neyyi');
      await expect(page.getByRole('heading', { name: 'A2 Desi Cow Ghee' })).toBeVisible();

      // A 300-character paste is cut to 80 in the box, which says why.
      const box = page.getByRole('searchbox', { name: 'Search the whole store' });
      await box.fill('');
      await box.focus();
      await page.keyboard.insertText('country chicken '.repeat(19).slice(0, 300));
      await expect(box).toHaveValue('country chicken '.repeat(5).slice(0, 80));
      await expect(page.getByText('Search words can be at most 80 characters.')).toBeVisible();
      await expect(box).toHaveAccessibleDescription('Search words can be at most 80 characters.');
      audits.push(await auditScreen(page, testInfo, `feel-limit-box-${width}`));

      // A results link with a longer search: the limit, never "check your connection", nothing off the screen.
      await page.goto(`/search?q=${'chicken'.repeat(43)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Search the store' })).toBeVisible();
      await expect(page.locator('main').getByText('Search words can be at most 80 characters.')).toBeVisible();
      await expect(page.getByText(/Check your connection/)).toHaveCount(0);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      audits.push(await auditScreen(page, testInfo, `feel-limit-page-${width}`));

      // A long single word (80 letters) wraps in the results heading instead of running off the screen.
      await page.goto(`/search?q=${'k'.repeat(80)}`);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toContainText('kkkk');
      await expect(page.getByRole('heading', { name: /Nothing in the store matches/ })).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect((await title.boundingBox())!.width).toBeLessThanOrEqual(width);
      expect(allViolations(audits)).toEqual([]);
    });

    test('the MRP struck through with the saving, and Telugu names on the shelf, product page, search and cart', async ({ page, request }, testInfo) => {
      await signInShop(page, await signUpCustomer(request, `Telugu Reader ${width}`));
      await page.goto('/?category=dryfruits');
      const card = page.locator('article', { has: page.getByRole('heading', { name: 'California Almonds' }) });
      // The demo's 250 g almonds: ₹280.00 with a printed MRP of ₹330.00.
      await expect(card.locator('s')).toHaveText('₹330.00');
      await expect(card.getByText('Save ₹50.00', { exact: true })).toBeVisible();
      await expect(card.getByText('MRP ₹330.00, now ₹280.00, you save ₹50.00')).toBeAttached();
      // Nothing of the card runs past its edge, and Add stays inside it.
      const cardBox = (await card.boundingBox())!;
      const addBox = (await card.getByRole('button', { name: /^Add California Almonds/ }).boundingBox())!;
      expect(addBox.x + addBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      const audits = [await auditScreen(page, testInfo, `feel-mrp-shelf-${width}`)];

      await page.getByRole('button', { name: 'తెలుగు' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'te');
      const almonds = page.getByRole('link', { name: 'కాలిఫోర్నియా బాదం' });
      await expect(almonds).toBeVisible();
      await expect(page.getByText('₹50.00 ఆదా', { exact: true }).first()).toBeVisible();
      audits.push(await auditScreen(page, testInfo, `feel-te-shelf-${width}`));

      await almonds.click();
      await expect(page.getByRole('heading', { level: 1, name: 'కాలిఫోర్నియా బాదం' })).toBeVisible();
      await expect(page.getByText('కరకరలాడే పూర్తి బాదం పప్పు.')).toBeVisible();
      await page.getByRole('button', { name: 'కాలిఫోర్నియా బాదం 250g ను కార్ట్‌కు జోడించు' }).click();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      audits.push(await auditScreen(page, testInfo, `feel-te-product-${width}`));

      const box = page.getByRole('searchbox', { name: 'మొత్తం స్టోర్‌లో వెతకండి' });
      await box.fill('badam');
      await expect(page.getByRole('link', { name: /కాలిఫోర్నియా బాదం/ }).first()).toBeVisible();
      await box.fill('');

      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: 'కాలిఫోర్నియా బాదం' })).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(allViolations(audits)).toEqual([]);
    });
  });
}

for (const size of [
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
]) {
  test(`the product dialog at ${size.width} px: Live Birds first, the photo previewed, Telugu and MRP, a toast on create, save and hide`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const name = `Feel Test Bird ${size.width}-${Date.now()}`;
    const audits: ScreenAudit[] = [];
    const audit = async (screen: string) => audits.push(await auditStaffScreen(page, testInfo, 'admin', `feel-${screen}`, { fullPage: false }));
    await signInAsAdmin(page);
    await page.goto('/admin/products');

    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await expect(dialog.getByLabel('Category*')).toHaveValue('livebirds');
    await dialog.getByLabel('Name*').fill(name);
    await dialog.getByLabel('Name in Telugu').fill('పరీక్ష కోడి');
    await dialog.getByLabel('Product Image*').setInputFiles({ name: 'bird.png', mimeType: 'image/png', buffer: solidPng() });
    const preview = dialog.getByRole('img', { name: 'Preview of the chosen photo, bird.png' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await dialog.getByLabel('Label').fill('1kg');
    await dialog.getByLabel('Price (₹)').fill('480');
    await dialog.getByLabel('MRP (₹)').fill('450');
    // Hidden while the test runs: other journeys read the Live Birds shelf.
    await dialog.getByLabel('Visible in the shop').uncheck();
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog.getByLabel('MRP (₹)')).toHaveAccessibleDescription('The MRP cannot be less than the price (₹480); raise it or leave it blank.');
    await audit('add-product-mrp');
    await dialog.getByLabel('MRP (₹)').fill('520');
    const create = dialog.getByRole('button', { name: 'Create Product' });
    await create.click();
    await expect(page.getByText(`${name} added, hidden from the shop.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    const editButton = row.getByRole('button', { name: `Edit ${name}` });
    const tap = (await editButton.boundingBox())!;
    expect(Math.min(tap.width, tap.height)).toBeGreaterThanOrEqual(44);

    // Save: closes with a toast; the MRP and Telugu name came back from the store.
    await editButton.click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(edit.getByLabel('Name in Telugu')).toHaveValue('పరీక్ష కోడి');
    await expect(edit.getByLabel('MRP (₹)')).toHaveValue('520');
    await edit.getByLabel('Description in Telugu').fill('పరీక్ష కోసం.');
    await audit('edit-product');
    expect(await edit.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`${name} saved.`)).toBeVisible();
    await expect(edit).toBeHidden();

    // Shown, then hidden again: each said as such.
    await editButton.click();
    await edit.getByLabel('Visible in the shop').check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`${name} is back in the shop.`)).toBeVisible();
    await editButton.click();
    await edit.getByLabel('Visible in the shop').uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`${name} is hidden from the shop.`)).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Hidden');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await audit('products-after');
    expect(allViolations(audits)).toEqual([]);
  });
}
