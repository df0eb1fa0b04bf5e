import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { adminToken, freshPhone, placeOrder, someVariants, type Customer } from './api';
import { WCAG_TAGS, type ScreenAudit } from './a11y';
import { settle } from './settle';

/**
 * Accessibility checks for the staff apps (admin and delivery partner): the same WCAG 2.1 AA rules as the
 * shop (support/a11y.ts), with screenshots named after the app, the screen and the viewport width.
 * Open dialogs and very long lists are shot at viewport size (`fullPage: false`): that is what a person sees.
 */
export async function auditStaffScreen(
  page: Page,
  testInfo: TestInfo,
  app: 'admin' | 'delivery',
  screen: string,
  { fullPage = true } = {},
): Promise<ScreenAudit> {
  await settle(page);
  const width = page.viewportSize()?.width ?? 0;
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  await page.screenshot({ path: testInfo.outputPath(`${app}-${screen}-${width}.png`), fullPage });
  const violations = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : ''}`)
        .join('; ')}`,
  );
  return { screen: `${app} ${screen} @ ${width}px`, violations };
}

/** Every violation of a walk through screens, one line each, so a failing test lists them all. */
export const allViolations = (audits: ScreenAudit[]) => audits.flatMap((audit) => audit.violations.map((line) => `${audit.screen}: ${line}`));

/** An address the API treats as outstation (no "Hyderabad" in it): the order goes by courier. */
export const OUTSTATION_ADDRESS = { label: 'Parents', value: 'Door 4-12, MG Road, Vijayawada, Andhra Pradesh 520010' };

export async function placeOutstationOrder(request: APIRequestContext, customer: Customer) {
  const [product] = await someVariants(request);
  return placeOrder(request, customer, OUTSTATION_ADDRESS, [{ id: product.variants[0].id, quantity: 1 }]);
}

/** A new delivery partner (through the admin API) with no orders yet, and its sign-in details. */
export async function createPartner(request: APIRequestContext, name: string) {
  const phone = freshPhone();
  const password = 'partner-a11y-1';
  const response = await request.post('/api/admin/delivery-partners', {
    headers: { 'x-admin-token': await adminToken(request) },
    data: { name, phone, password },
  });
  if (!response.ok()) throw new Error(`creating partner answered ${response.status()}: ${await response.text()}`);
  const partner = (await response.json()) as { id: string; name: string; phone: string };
  return { ...partner, phone, password };
}

/** Presses Shift+Tab (no mouse) until `target` has the focus: for going back up a page, e.g. to its tab list. */
export async function shiftTabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let i = 0; i <= maxPresses; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error(`Could not reach ${target} with Shift+Tab within ${maxPresses} presses; focus is on ${await focusedHtml(page)}`);
}

export const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

export const focusedHtml = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');

/** Tabs `presses` times forwards and as many backwards, checking the focus never leaves the open dialog. */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
      if (!inside) throw new Error(`${key} #${i + 1} left the dialog; focus is on ${await focusedHtml(page)}`);
    }
  }
}
