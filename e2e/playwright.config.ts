import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from '../scripts/lib/chromium';

/**
 * Browser journeys through the real nginx gateway, API and embedded database, in Debian's Chromium
 * (never a downloaded browser). global-setup.ts starts the whole store on free ports.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../.run/playwright-output',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.run/playwright.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 390, height: 844 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: DEBIAN_CHROMIUM,
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
});
