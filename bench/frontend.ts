import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from '../scripts/lib/chromium';
import type { Report } from './report';
import { median } from './stats';

/** The front ends in Debian's Chromium through nginx: bytes on first load, first product card, Lighthouse. */

export const CHROMIUM = process.env.CHROME_PATH ?? DEBIAN_CHROMIUM;

/**
 * The first product card: the first card with an image inside the product grid. shop-web renders each card as
 * `<article className="product-card">` inside `.product-grid` (features/catalogue); the loading skeletons in the
 * same grid are not articles. The fallbacks keep the figure meaningful if that markup changes.
 */
export const FIRST_CARD = ['.product-grid article:has(img)', '.product-grid article', 'article:has(img)', 'article'];

const KB = 1000;

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
}

interface Transfer {
  js: number;
  css: number;
  jsFiles: number;
  cssFiles: number;
  notGzipped: string[];
  files: { path: string; bytes: number; encoding: string }[];
}

/**
 * JavaScript and CSS bytes on the wire for a first load with an empty cache: Chromium's own count of the
 * encoded bytes it received for each response, headers included (DevTools protocol `encodedDataLength`).
 * (Playwright's request.sizes() gave negative body sizes for some modulepreloaded /ui/ scripts, so it
 * undercounted them.)
 */
async function firstLoad(browser: Browser, url: string): Promise<Transfer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map<string, { path: string; type: string; mime: string; encoding: string }>();
  const t: Transfer = { js: 0, css: 0, jsFiles: 0, cssFiles: 0, notGzipped: [], files: [] };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const header = (name: string) => Object.entries(response.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
    responses.set(requestId, { path: new URL(response.url).pathname, type, mime: response.mimeType, encoding: header('content-encoding') });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (!response) return;
    const isJs = response.type === 'Script' || /javascript/.test(response.mime);
    const isCss = response.type === 'Stylesheet' || response.mime === 'text/css';
    if (!isJs && !isCss) return;
    if (!/gzip|br/.test(response.encoding) && encodedDataLength > 1500) t.notGzipped.push(response.path);
    t.files.push({ path: response.path, bytes: encodedDataLength, encoding: response.encoding });
    if (isJs) {
      t.js += encodedDataLength;
      t.jsFiles++;
    } else {
      t.css += encodedDataLength;
      t.cssFiles++;
    }
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForTimeout(500);
  await context.close();
  return t;
}

export async function benchBytes(report: Report, browser: Browser, storeUrl: string): Promise<void> {
  const apps = [
    { name: 'shop', path: '/', budget: 170 },
    { name: 'admin', path: '/admin/login', budget: 250 },
    { name: 'delivery', path: '/delivery/login', budget: 250 },
  ];
  for (const app of apps) {
    const group = `web ${app.name}`;
    try {
      const t = await firstLoad(browser, storeUrl + app.path);
      report.detail(
        `files ${app.name}`,
        t.files.sort((a, b) => b.bytes - a.bytes),
      );
      const note = `${t.jsFiles} JS files incl. /ui/${t.notGzipped.length ? `; NOT compressed: ${t.notGzipped.join(', ')}` : ''}`;
      report.budgeted(group, `JS transferred, first load of ${app.path}`, t.js / KB, 'KB', `≤ ${app.budget} KB`, (v) => v <= app.budget, note);
      report.info(group, `CSS transferred, first load of ${app.path}`, t.css / KB, 'KB', `${t.cssFiles} files`);
    } catch (error) {
      report.missing(
        group,
        [{ metric: `JS transferred, first load of ${app.path}`, unit: 'KB', budget: `≤ ${app.budget} KB` }],
        (error as Error).message.split('\n')[0]!,
      );
    }
  }
}

/** 4× CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms RTT (Lighthouse's "slow 4G" mobile profile), cold cache. */
async function throttled(browser: Browser): Promise<{ context: BrowserContext; page: import('playwright-core').Page }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

export async function benchFirstCard(report: Report, browser: Browser, storeUrl: string, runs = 3): Promise<void> {
  const group = 'web shop';
  const times: number[] = [];
  let matched = '';
  let error = '';
  for (let i = 0; i < runs; i++) {
    const { context, page } = await throttled(browser);
    // Records the moment (ms since navigation start) the first card is in the DOM, without polling delay.
    // A string, not a function: tsx's name-keeping helpers would not exist inside the page.
    await page.addInitScript({
      content: `(() => {
        const selectors = ${JSON.stringify(FIRST_CARD)};
        const check = () => {
          if (window.__firstCard !== undefined) return;
          const found = selectors.find((s) => document.querySelector(s));
          if (found) { window.__firstCard = performance.now(); window.__firstCardSelector = found; }
        };
        new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
      })();`,
    });
    try {
      await page.goto(storeUrl + '/', { waitUntil: 'commit', timeout: 60_000 });
      await page.waitForSelector(FIRST_CARD.join(', '), { state: 'attached', timeout: 20_000 });
      const r = await page.evaluate(() => {
        const w = window as unknown as { __firstCard: number; __firstCardSelector: string };
        return { at: w.__firstCard, selector: w.__firstCardSelector };
      });
      times.push(r.at);
      matched = r.selector;
    } catch (e) {
      // What the page shows instead (a spinner, an error, an empty shelf) makes the failure actionable.
      const seen = await page.evaluate(() => document.querySelector('main')?.textContent?.replace(/\s+/g, ' ').trim().slice(0, 160) ?? '').catch(() => '');
      error = `${(e as Error).message.split('\n')[0]!}; page shows: "${seen}"`;
    } finally {
      await context.close();
    }
  }
  if (times.length === 0) {
    report.missing(
      group,
      [{ metric: 'first product card, throttled, cold cache (median)', unit: 's', budget: '≤ 2.0 s' }],
      `no product card appeared within 20 s (${error})`,
    );
    return;
  }
  times.sort((a, b) => a - b);
  report.budgeted(
    group,
    'first product card, throttled, cold cache (median)',
    median(times) / 1000,
    's',
    '≤ 2.0 s',
    (v) => v <= 2.0,
    `${times.length} runs: ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s; selector ${matched}${matched === FIRST_CARD[0] ? '' : ' (fallback)'}`,
  );
}

/** A link to a category shelf found on the home page (how a shopper gets there), else the query-string form. */
export async function findCategoryPath(browser: Browser, storeUrl: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(storeUrl + '/', { waitUntil: 'networkidle', timeout: 30_000 });
    const href = await page.evaluate(() => {
      const links = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
      return links.find((h) => /categor|livebirds|pickles|dairy/i.test(h) && h.startsWith('/')) ?? null;
    });
    return href ?? '/?category=pickles';
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------

interface LighthouseScores {
  [category: string]: number | null;
}

async function lighthouseRun(
  url: string,
  port: number,
  categories: string[],
): Promise<{ scores: LighthouseScores; metrics: Record<string, number>; failing: Record<string, string> }> {
  const { default: lighthouse } = await import('lighthouse');
  // Default config: mobile form factor, simulated slow-4G throttling and 4× CPU slowdown.
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
  if (!result) throw new Error('lighthouse returned nothing');
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores: LighthouseScores = {};
  for (const c of categories) scores[c] = lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c]!.score! * 100);
  const metrics: Record<string, number> = {};
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    const v = lhr.audits[id]?.numericValue;
    if (typeof v === 'number') metrics[id] = v;
  }
  // Audits that cost points, per category (weight > 0, score below 0.9).
  const failing: Record<string, string> = {};
  for (const c of categories) {
    failing[c] = (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => ref.id)
      .join(', ');
  }
  return { scores, metrics, failing };
}

export async function benchLighthouse(report: Report, storeUrl: string, categoryPath: string): Promise<void> {
  process.env.CHROME_PATH = CHROMIUM;
  const { launch: launchChrome } = await import('chrome-launcher');
  const chrome = await launchChrome({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    // Performance: the median of three runs of the shop home and of a product page (the score moves by a few
    // points run to run).
    const catalogue = (await (await fetch(`${storeUrl}/api/products?page=1&limit=1&category=livebirds`)).json()) as { products: { id: string }[] };
    for (const [name, route] of [
      ['shop home', '/'],
      ['product page', `/product/${catalogue.products[0]!.id}`],
    ] as const) {
      const runs: { score: number; metrics: Record<string, number>; failing: string }[] = [];
      let error = '';
      for (let i = 0; i < 3; i++) {
        try {
          const r = await lighthouseRun(storeUrl + route, chrome.port, ['performance']);
          if (r.scores.performance !== null) runs.push({ score: r.scores.performance!, metrics: r.metrics, failing: r.failing.performance ?? '' });
        } catch (e) {
          error = (e as Error).message.split('\n')[0]!;
        }
      }
      const metric = `performance, ${name} (mobile, median of 3)`;
      if (runs.length === 0) {
        report.missing('lighthouse', [{ metric, unit: '', budget: '≥ 95' }], error);
        continue;
      }
      runs.sort((a, b) => a.score - b.score);
      const mid = runs[Math.floor(runs.length / 2)]!;
      const m = mid.metrics;
      const s = (k: string) => ((m[k] ?? NaN) / 1000).toFixed(1);
      report.budgeted(
        'lighthouse',
        metric,
        mid.score,
        '',
        '≥ 95',
        (v) => v >= 95,
        `runs ${runs.map((r) => r.score).join('/')}; FCP ${s('first-contentful-paint')} s, LCP ${s('largest-contentful-paint')} s, TBT ${Math.round(m['total-blocking-time'] ?? NaN)} ms, CLS ${(m['cumulative-layout-shift'] ?? NaN).toFixed(3)}${mid.failing ? `; audits below 0.9: ${mid.failing}` : ''}`,
      );
    }

    // Accessibility, best practices and SEO of three shop pages.
    for (const [name, route] of [
      ['shop home', '/'],
      ['category page', categoryPath],
      ['cart', '/cart'],
    ] as const) {
      const categories = ['accessibility', 'best-practices', 'seo'];
      try {
        const r = await lighthouseRun(storeUrl + route, chrome.port, categories);
        for (const c of categories) {
          report.budgeted(
            'lighthouse',
            `${c}, ${name} (${route})`,
            r.scores[c] ?? null,
            '',
            '≥ 95',
            (v) => v >= 95,
            r.failing[c] ? `audits below 0.9: ${r.failing[c]}` : undefined,
          );
        }
      } catch (e) {
        report.missing(
          'lighthouse',
          categories.map((c) => ({ metric: `${c}, ${name} (${route})`, unit: '', budget: '≥ 95' })),
          (e as Error).message.split('\n')[0]!,
        );
      }
    }
  } finally {
    chrome.kill();
  }
}
