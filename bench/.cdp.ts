import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './frontend';
(async () => {
const url = process.argv[2] ?? 'http://localhost:8080/';
const b = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const ctx = await b.newContext(); const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page); await cdp.send('Network.enable');
const info = new Map<string, { url: string; type: string; status?: number; fromCache?: boolean }>();
const done: [string, number][] = [];
cdp.on('Network.requestWillBeSent', (e: any) => info.set(e.requestId, { url: e.request.url, type: e.type }));
cdp.on('Network.responseReceived', (e: any) => { const i = info.get(e.requestId); if (i) { i.status = e.response.status; i.fromCache = e.response.fromDiskCache || e.response.fromPrefetchCache; } });
cdp.on('Network.loadingFinished', (e: any) => done.push([e.requestId, e.encodedDataLength]));
await page.goto(url, { waitUntil: 'networkidle' }); await page.waitForTimeout(800);
let tot = 0; const rows: string[] = [];
for (const [id, n] of done) { const i = info.get(id)!; if (!/\.(js|css)$/.test(new URL(i.url).pathname)) continue; tot += n; rows.push(`${(n/1000).toFixed(1).padStart(6)} ${i.status} ${i.type} ${new URL(i.url).pathname}`); }
rows.sort((a, b) => parseFloat(b) - parseFloat(a)); console.log(rows.join('\n')); console.log('total', (tot/1000).toFixed(1), rows.length);
await b.close(); })();
