import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { adminToken, signUpCustomer } from '../support/api';
import { signInAsAdmin } from '../support/admin';
import { placeHyderabadOrder } from '../support/delivery';
import { allViolations, auditStaffScreen } from '../support/staff-a11y';
import type { ScreenAudit } from '../support/a11y';

/** What a person must never read on an admin screen: a database id, a stored timestamp, a stored field name. */
const RAW = [
  { what: 'a database id', pattern: /\b[0-9a-f]{24}\b/ },
  { what: 'an ISO timestamp', pattern: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/ },
  { what: 'a stored field name', pattern: /\b[a-z]+(?:_[a-z]+)+\b/ },
];

/** The raw values in the text on screen now (the page and any open dialog), one line each. */
async function rawTextOn(page: Page, screen: string): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return RAW.flatMap(({ what, pattern }) => {
    const found = pattern.exec(text);
    return found ? [`${screen}: ${what} "${found[0]}" in "…${text.slice(Math.max(0, found.index - 40), found.index + 40)}…"`] : [];
  });
}

/** The page is no wider than the screen and `button` sits wholly inside it. */
async function expectInView(page: Page, button: ReturnType<Page['getByRole']>) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const box = (await button.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  // Nor does the table around it hide it behind a sideways scroll.
  const hidden = await button.evaluate((el) => {
    const region = el.closest('.fsui-data-table');
    return region ? region.scrollWidth > region.clientWidth + 1 : false;
  });
  expect(hidden).toBe(false);
}

for (const width of [768, 1366]) {
  test(`admin at ${width} px: no raw data on any screen, row buttons in view, axe clean`, async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 1024 });
    const stamp = `${width}${Date.now().toString(36)}`.toUpperCase();
    const customer = await signUpCustomer(request, `Feel Buyer ${stamp}`);
    await placeHyderabadOrder(request, customer);
    // A coupon whose audit entry carries percent, paise and an end-of-day timestamp.
    const created = await request.post('/api/admin/coupons', {
      headers: { 'x-admin-token': await adminToken(request) },
      data: { code: `FEEL${stamp}`, discount_type: 'percentage', discount_value: 20, min_purchase_amount: 300, expiry_date: '2099-12-31' },
    });
    expect(created.status()).toBe(201);
    const business = `Feel Farms ${stamp}`;
    const inquiry = await request.post('/api/inquiry', {
      data: {
        inquiryType: 'Vendor',
        formData: { your_name: 'Lakshmi Rao', business_name: business, email: 'lakshmi@example.com', phone_number: '9876543210', product_details: 'Millets' },
      },
    });
    expect(inquiry.status()).toBe(201);

    const audits: ScreenAudit[] = [];
    const raw: string[] = [];
    const look = async (screen: string) => {
      audits.push(await auditStaffScreen(page, testInfo, 'admin', `feel-${screen}`, { fullPage: false }));
      raw.push(...(await rawTextOn(page, screen)));
    };

    await signInAsAdmin(page);
    await expect(page.getByRole('img', { name: /^Products per category/ })).toBeVisible();
    await test.step("overview: the period's average order, repeat customers and top products", async () => {
      const figures = page.getByRole('region', { name: 'In this period' });
      await expect(figures.getByText('Average order')).toBeVisible();
      await expect(figures.getByText(/ordered twice or more/)).toBeVisible();
      await expect(figures.getByRole('listitem').first()).toContainText(/\d+ sold₹/);
    });
    await look('overview');
    await test.step('overview: the orders waiting now, a link to them on the Orders tab', async () => {
      await page.getByRole('link', { name: /^\d+ orders? waiting now, open on the Orders tab$/ }).click();
      await expect(page).toHaveURL(/\/admin\/orders\?status=Pending/);
      await expect(page.getByLabel('Delivery status')).toHaveValue('Pending');
      await page.getByRole('tab', { name: 'Overview' }).click();
    });

    const tabs = page.getByRole('tab');
    const tabList = page.getByRole('tablist');
    if (width === 768) {
      await test.step('the tab bar scrolls, and shows it', async () => {
        const bar = await tabList.evaluate((el) => ({ overflows: el.scrollWidth > el.clientWidth, background: getComputedStyle(el).backgroundImage }));
        if (bar.overflows) expect(bar.background).toContain('gradient');
      });
    }

    await test.step('every tab', async () => {
      const names = (await tabs.allInnerTexts()).map((name) => name.trim());
      for (const name of names.filter((n) => n !== 'Overview')) {
        const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await look(name.toLowerCase().replace(/\W+/g, '-'));
      }
    });

    await test.step('products: Edit and Delete in view', async () => {
      await page.getByRole('tab', { name: 'Products' }).click();
      const edit = page.getByRole('button', { name: /^Edit / }).first();
      await expect(edit).toBeVisible();
      await expectInView(page, edit);
      await expectInView(page, page.getByRole('button', { name: /^Delete / }).first());
    });

    await test.step('orders: Assign and Cancel in view; the assign dialog names the order and partners in words', async () => {
      await page.getByRole('tab', { name: /^Orders/ }).click();
      const row = page.getByRole('row').filter({ hasText: customer.user.name });
      const assign = row.getByRole('button', { name: /^Assign order #/ });
      await expect(assign).toBeVisible();
      await expectInView(page, assign);
      await expectInView(page, row.getByRole('button', { name: /^Cancel order #/ }));
      await assign.click();
      const dialog = page.getByRole('dialog', { name: 'Assign Order' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/Order #[0-9A-F]{8} · /)).toBeVisible();
      await look('assign-order');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step("users: View orders opens that customer's orders", async () => {
      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByRole('link', { name: `View orders of ${customer.user.name}` }).click();
      await expect(page.getByText(`Orders of ${customer.user.name}`)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: customer.user.name })).toHaveCount(1);
      await look('customer-orders');
    });

    await test.step('audit: the coupon in words, rupees and IST', async () => {
      await page.getByRole('tab', { name: 'Audit' }).click();
      const entry = page.getByRole('row').filter({ hasText: `FEEL${stamp}` });
      await expect(entry).toContainText('Added coupon');
      await expect(entry).toContainText('Discount: 20 %');
      await expect(entry).toContainText('Minimum purchase: ₹300');
      await expect(entry).toContainText('Valid until: 31 Dec 2099, 11:59 pm IST');
      await look('audit-coupon');
    });

    await test.step('inquiries: marked handled with a note, then shown as handled', async () => {
      await page.getByRole('tab', { name: 'Inquiries' }).click();
      await page.getByRole('button', { name: `Mark handled: inquiry from ${business}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark inquiry handled' });
      await dialog.getByLabel(/What was done/).fill('Called back; samples on Friday');
      await look('mark-handled');
      await dialog.getByRole('button', { name: 'Mark handled' }).click();
      await expect(dialog).toBeHidden();
      await page.getByLabel('Show').selectOption('handled');
      const row = page.getByRole('row').filter({ hasText: business });
      await expect(row).toContainText('Called back; samples on Friday');
      await look('inquiries-handled');
    });

    expect(raw).toEqual([]);
    expect(allViolations(audits)).toEqual([]);
  });
}
