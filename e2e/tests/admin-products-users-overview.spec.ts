import { test, expect } from '../support/fixtures';
import { adminToken, signUpCustomer } from '../support/api';
import { signInAsAdmin, solidPng } from '../support/admin';
import { auditStaffScreen, allViolations } from '../support/staff-a11y';
import type { ScreenAudit } from '../support/a11y';

const SHOTS = '/tmp/shots-a2';

/**
 * The admin's Products, Users and Overview screens at laptop and tablet sizes: the search and page live in
 * the URL (reload keeps them), the Overview's period and its numbers as a table, no cut-off columns at 768 px,
 * and zero axe violations on each screen touched.
 */
for (const size of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`products by URL, page 2, users search and the Overview period at ${size.width} px`, async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const headers = { 'x-admin-token': await adminToken(request) };
    const stamp = `Paging Ghee ${size.width}-${Date.now()}`;
    const uploaded = await request.post('/api/admin/upload', {
      headers,
      multipart: { productImage: { name: 'ghee.png', mimeType: 'image/png', buffer: solidPng() } },
    });
    const image_url = ((await uploaded.json()) as { imageUrl: string }).imageUrl;
    for (let i = 1; i <= 25; i++) {
      const made = await request.post('/api/admin/products', {
        headers,
        // Hidden from the shop: other journeys read the Dairy shelf and its related products meanwhile.
        data: {
          product: { name: `${stamp} ${String(i).padStart(2, '0')}`, category: 'dairy', image_url, is_active: false },
          variant: { label: '500ml', price: 400 + i, stock: i },
        },
      });
      expect(made.status()).toBe(201);
    }
    const customer = await signUpCustomer(request, `Search Customer ${size.width}`);

    const audits: ScreenAudit[] = [];
    const audit = async (screen: string) => audits.push(await auditStaffScreen(page, testInfo, 'admin', `a2-${screen}`, { fullPage: false }));
    const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: false });
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const rows = () => page.getByRole('table').getByRole('row').filter({ hasText: stamp });

    await signInAsAdmin(page);

    // A search in the URL: the box shows it, the server answers its first page of 20 out of 25.
    await page.goto(`/admin/products?q=${encodeURIComponent(stamp)}`);
    await expect(page.getByLabel('Search products by name')).toHaveValue(stamp);
    await expect(page.getByText(`25 found for "${stamp}"`)).toBeVisible();
    await expect(rows()).toHaveCount(20);
    await expect(rows().first()).toContainText(`${stamp} 25`);
    await page.reload();
    await expect(page.getByLabel('Search products by name')).toHaveValue(stamp);
    await expect(rows()).toHaveCount(20);

    // Page 2 holds the last five; the URL says so and a reload keeps it.
    await page.getByRole('navigation', { name: 'Product pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rows()).toHaveCount(5);
    await expect(page.getByRole('navigation', { name: 'Product pages' })).toContainText('Page 2 of 2');
    await page.reload();
    await expect(rows()).toHaveCount(5);
    await expect(rows().first()).toContainText(`${stamp} 05`);
    // Stock, weight and visibility are in the row.
    await expect(rows().first()).toContainText('5 in stock');
    await expect(rows().first()).toContainText('500 g');
    await expect(rows().first()).toContainText('Hidden');
    await noSidewaysScroll();
    await audit('products-search');
    await shot('products-page2');

    // Typing a new search replaces the URL's and starts at page 1.
    const box = page.getByLabel('Search products by name');
    await box.fill(`${stamp} 1`);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(`${stamp} 1`).replace(/%20/g, '(\\+|%20)')}$`));
    await expect(rows()).toHaveCount(10);

    // Add Product: starts on Live Birds; saving says what is missing under each field and uploads nothing.
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await expect(dialog.getByLabel('Category*')).toHaveValue('livebirds');
    await dialog.getByLabel('Name*').fill('Half-filled Ghee');
    await dialog.getByLabel('Label').fill('500ml');
    await dialog.getByLabel('Price (₹)').fill('0');
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/upload')) uploads.push(r.url());
    });
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog.getByText('Choose an image of the product.')).toBeVisible();
    await expect(dialog.getByText('The price must be more than 0 with at most 2 decimals.')).toBeVisible();
    expect(uploads).toEqual([]);
    await audit('add-product-invalid');
    await shot('add-product-invalid');
    await page.keyboard.press('Escape');

    // Users: a search by phone digits from the URL.
    const digits = customer.phone.slice(-10);
    await page.goto(`/admin/users?q=${digits}`);
    await expect(page.getByLabel('Search customers by name or phone')).toHaveValue(digits);
    await expect(
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ hasText: `Search Customer ${size.width}` }),
    ).toHaveCount(1);
    await expect(page.getByText(`1 found for "${digits}"`)).toBeVisible();
    await noSidewaysScroll();
    await audit('users-search');
    await shot('users-search');

    // Overview: the last 7 days, then custom dates; the numbers as a table.
    await page.goto('/admin/overview');
    await expect(page.getByRole('img', { name: /^Products per category/ })).toBeVisible();
    const asked = page.waitForRequest((r) => /\/api\/admin\/stats\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/.test(r.url()));
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
    await asked;
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Custom dates' });
    const custom = page.waitForRequest((r) => r.url().includes('from=2026-01-01&to=2026-01-31'));
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-01-01');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-01-31');
    await custom;
    await expect(page.locator('figcaption').first()).toHaveText('Orders and revenue per day, 1 Jan 2026 to 31 Jan 2026');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2025-12-01');
    await expect(page.getByText('The start date is after the end date.')).toBeVisible();
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-01-31');
    await page.getByRole('button', { name: /Show as table of orders and revenue per day/ }).click();
    const days = page.getByRole('table', { name: /^Orders and revenue per day/ });
    await expect(days.getByRole('row')).toHaveCount(32);
    await page.getByRole('button', { name: /Show as table of products per category/ }).press('Enter');
    const categories = page.getByRole('table', { name: 'Products per category' });
    await expect(categories.getByRole('rowheader', { name: 'Dairy' })).toBeVisible();
    await expect(categories).not.toContainText('livebirds');
    await noSidewaysScroll();
    await audit('overview-period-tables');
    await page.getByRole('img', { name: /^Products per category/ }).scrollIntoViewIfNeeded();
    await shot('overview');
    await categories.scrollIntoViewIfNeeded();
    await shot('overview-table');

    expect(allViolations(audits)).toEqual([]);
  });
}
