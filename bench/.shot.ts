import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './frontend';
(async () => {
const url = process.argv[2] ?? 'http://localhost:8080/';
const b = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const page = await b.newPage({ viewport: { width: 420, height: 900 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(url, { waitUntil: 'networkidle' }); await page.waitForTimeout(1000);
await page.screenshot({ path: process.argv[3] ?? '/tmp/shot.png' });
console.log(await page.evaluate(() => document.querySelectorAll('.product-grid article').length), 'cards');
const add = page.getByRole('button', { name: /add/i }).first(); if (await add.count()) { await add.click(); await page.waitForTimeout(800); console.log((await page.locator('[role=status], .toast').allInnerTexts()).join('|')); }
await page.screenshot({ path: '/tmp/shot2.png' });
await b.close(); })();
