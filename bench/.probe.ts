import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './frontend';
const url = process.argv[2] ?? 'http://localhost:8080/';
(async () => {
const b = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const ctx = await b.newContext(); const page = await ctx.newPage();
const rows: [string, number, number][] = []; const seen: Promise<void>[] = [];
page.on('requestfinished', (r) => seen.push((async () => { const res = await r.response(); if (!res) return;
  const t = r.resourceType(); if (t !== 'script' && t !== 'stylesheet') return;
  const s = await r.sizes(); rows.push([new URL(r.url()).pathname, s.responseBodySize, s.responseHeadersSize]); })()));
await page.goto(url, { waitUntil: 'networkidle' }); await page.waitForTimeout(500); await Promise.all(seen);
rows.sort((a, b) => b[1] - a[1]); let tot = 0;
for (const [p, body, h] of rows) { tot += body + h; console.log((body/1000).toFixed(1).padStart(6), (h/1000).toFixed(1).padStart(5), p); }
console.log('total', (tot/1000).toFixed(1), 'files', rows.length);
await b.close();

})();
