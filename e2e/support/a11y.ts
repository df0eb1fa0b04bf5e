import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { settle } from './settle';

/** WCAG 2.1 A and AA: the level the store promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Sizes the page for the screens of one width (a phone's height at 360 px, a laptop's above); answers the viewport. */
export async function sizeScreens(page: Page, width: number) {
  const viewport = { width, height: width === 360 ? 780 : 900 };
  await page.setViewportSize(viewport);
  return viewport;
}

export interface ScreenAudit {
  screen: string;
  violations: string[];
}

/**
 * Runs axe on the page as it is now and saves a full-page screenshot named after the screen and the viewport
 * width under the test's output folder. Returns readable violation lines (rule, impact, the offending nodes)
 * so a test can check every screen and report all problems at once.
 */
export async function auditScreen(page: Page, testInfo: TestInfo, screen: string): Promise<ScreenAudit> {
  // Let transitions and late kit components settle before judging colours and names.
  await settle(page);
  const width = page.viewportSize()?.width ?? 0;
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  await page.screenshot({ path: testInfo.outputPath(`shop-${screen}-${width}.png`), fullPage: true });
  const violations = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : ''}`).join('; ')}`,
  );
  return { screen: `${screen} @ ${width}px`, violations };
}

/** Presses Tab (no mouse) until `target` has the focus; fails with what has it instead (keyboard-only journeys). */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  const focused = () => target.evaluate((el) => el === document.activeElement).catch(() => false);
  for (let i = 0; i < maxPresses; i++) {
    if (await focused()) return;
    await page.keyboard.press('Tab');
  }
  if (await focused()) return;
  const actual = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`Could not reach ${target} with Tab within ${maxPresses} presses; focus is on ${actual}`);
}
