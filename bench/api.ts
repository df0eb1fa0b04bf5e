import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import mongoose, { type Connection } from 'mongoose';
import { waitForCode } from '../scripts/lib/twilio-standin';
import { growOrders, growProducts } from './data';
import type { Report } from './report';
import { median, percentile } from './stats';
import { wrk, type WrkResult } from './wrk';

/** Load generation and latency probes of the API (autocannon), against the stack started by run.ts. */

export const CATALOGUE_QUERY = '/api/products?page=1&limit=12&category=livebirds';
const ADMIN = { username: 'admin', password: 'admin12345' };
const HYDERABAD = { label: 'Home', value: 'Flat 4B, Green Residency, Banjara Hills, Hyderabad, Telangana 500034' };

export interface Target {
  /** http://127.0.0.1:<api port> */
  api: string;
  /** http://127.0.0.1:<gateway port> */
  gateway: string;
  /** The Twilio stand-in the stack's API texts sign-up codes to. */
  sms: string;
  db: Connection;
  runDir: string;
}

interface Json {
  status: number;
  body: any;
  headers: Headers;
  ms: number;
}

export async function call(base: string, method: string, route: string, body?: unknown, headers: Record<string, string> = {}): Promise<Json> {
  const started = performance.now();
  const response = await fetch(base + route, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let parsed: any = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed, headers: response.headers, ms };
}

type Result = autocannon.Result;

function cannon(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Requests that did not answer 2xx (or 304), plus socket errors and timeouts. */
function failures(r: Result): number {
  return r.non2xx + r.errors + r.timeouts;
}

/**
 * Sequential requests (one connection): the latency one admin sees. Stops after `seconds` (at least three
 * calls), after one call slower than 5 s, or when a call takes longer than 30 s (then the figure is "over 30 s").
 */
async function probe(
  url: string,
  headers: Record<string, string>,
  seconds = 4,
): Promise<{ cold: number; p50: number; p99: number | null; calls: number; status: number; timedOut: boolean }> {
  const times: number[] = [];
  const started = Date.now();
  let status = 0;
  while (times.length < 3 || (Date.now() - started < seconds * 1000 && times.length < 200)) {
    const t0 = performance.now();
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      return { cold: times[0] ?? 30_000, p50: NaN, p99: null, calls: times.length, status: 200, timedOut: true };
    }
    times.push(performance.now() - t0);
    if (status !== 200 || times[times.length - 1]! > 5_000) break;
  }
  return { cold: times[0]!, p50: percentile(times, 0.5)!, p99: percentile(times, 0.99)!, calls: times.length, status, timedOut: false };
}

// ---------------------------------------------------------------------------------------------------

/**
 * Reads a shopper's screens make, through the gateway at 100 connections, the paths taken in turn: the p99 and the
 * errors against their budgets. `checked` is the first path's answer, or why it cannot be measured.
 */
async function benchShopperReads(
  report: Report,
  t: Target,
  group: string,
  metric: string,
  paths: string[],
  checked: (body: any) => string | null,
  note: (body: any) => string,
): Promise<void> {
  const rows = [
    { metric, unit: 'ms', budget: '< 50 ms' },
    { metric: 'errors', unit: '', budget: '= 0' },
  ];
  const check = await call(t.gateway, 'GET', paths[0]!);
  const wrong = check.status === 200 ? checked(check.body) : `answered ${check.status}`;
  if (wrong) {
    report.missing(group, rows, `GET ${paths[0]} ${wrong}: ${JSON.stringify(check.body).slice(0, 120)}`);
    return;
  }
  let next = 0;
  const opts = (seconds: number): autocannon.Options => ({
    url: t.gateway,
    connections: 100,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
    requests: [{ method: 'GET', setupRequest: (req: any) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
  await cannon(opts(2));
  const r = await cannon(opts(6));
  report.info(group, 'req/s through the gateway', r.requests.average, 'req/s', `${note(check.body)}; p50 ${r.latency.p50} ms`);
  report.budgeted(group, metric, r.latency.p99, 'ms', '< 50 ms', (v) => v < 50);
  const statuses = Object.entries(r.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  report.budgeted(
    group,
    'errors',
    failures(r),
    '',
    '= 0',
    (v) => v === 0,
    `non-2xx ${r.non2xx}, socket errors ${r.errors}, timeouts ${r.timeouts}; ${statuses}`,
  );
}

/**
 * The delivery slots a shopper sees on every screen ("Deliver to" bar) and at checkout: GET /api/slots for a Hyderabad
 * pincode. Each API process answers it from a copy at most a second old, so the embedded database is read about once
 * a second while places are being taken.
 */
export async function benchSlots(report: Report, t: Target): Promise<void> {
  await benchShopperReads(
    report,
    t,
    'API delivery slots',
    'GET /api/slots p99 through the gateway at 100 connections',
    ['/api/slots?pincode=500034'],
    (body) => (Array.isArray(body?.slots) && body.slots.length > 0 ? null : 'listed no slots'),
    (body) => `${body.slots.length} slots listed`,
  );
}

/**
 * The rating under every product page's name: GET /api/products/:id/ratings for 48 products in turn (one document
 * read by `_id` each, cached by browsers for a minute but not by the gateway).
 */
export async function benchProductRatings(report: Report, t: Target, label: string): Promise<void> {
  const page = await call(t.gateway, 'GET', '/api/products?page=1&limit=48');
  const ids: string[] = (page.body?.products ?? []).map((p: { id: string }) => p.id);
  await benchShopperReads(
    report,
    t,
    `API product ratings ${label}`,
    'GET /api/products/:id/ratings p99 through the gateway at 100 connections',
    ids.length > 0 ? ids.map((id) => `/api/products/${id}/ratings`) : ['/api/products/none/ratings'],
    (body) => (ids.length > 0 && typeof body?.count === 'number' ? null : 'found no products to read the ratings of'),
    (body) => `${ids.length} products in turn; the first rated by ${body.count}`,
  );
}

/**
 * Lets the checkout run place as many orders as it can: the demo slots take 20 orders each, and 30 s of checkout
 * places hundreds. Every order still takes a place in a slot, so the slot's conditional write is measured.
 */
async function widenSlots(t: Target, token: string | null): Promise<void> {
  if (!token) return;
  const headers = { 'x-admin-token': token };
  const settings = await call(t.api, 'GET', '/api/admin/slots/settings', undefined, headers);
  for (const template of settings.body?.templates ?? []) {
    const { id, zone: _zone, ...body } = template;
    await call(t.api, 'PUT', `/api/admin/slots/templates/${id}`, { ...body, capacity_orders: 10_000, capacity_kg: 100_000 }, headers);
  }
}

export async function adminToken(api: string): Promise<string | null> {
  const r = await call(api, 'POST', '/api/admin/login', ADMIN);
  return r.status === 200 && typeof r.body?.token === 'string' ? r.body.token : null;
}

/** A fixed 12-product page: the API's own first page when it answers, otherwise a synthetic one of the same shape. */
async function baselineBody(api: string): Promise<string> {
  const r = await call(api, 'GET', '/api/products?page=1&limit=12');
  if (r.status === 200 && Array.isArray(r.body?.products) && r.body.products.length === 12) return JSON.stringify(r.body);
  const products = Array.from({ length: 12 }, (_, i) => ({
    id: `65f0c0ffee00000000000${String(i).padStart(3, '0')}`,
    name: `Country chicken pickle ${i}`,
    description: 'Organic, from our partner farms near Hyderabad.',
    image_url: `/api/images/65f0c0ffee00000000000${String(i).padStart(3, '0')}`,
    category: 'pickles',
    variants: [
      { id: `65f0c0ffee00000000001${String(i).padStart(3, '0')}`, label: '250g', price: 249 },
      { id: `65f0c0ffee00000000002${String(i).padStart(3, '0')}`, label: '500g', price: 449 },
    ],
  }));
  return JSON.stringify({ products, totalPages: 4 });
}

export async function startBaseline(api: string, runDir: string): Promise<{ url: string; proc: ChildProcess }> {
  const file = path.join(runDir, 'baseline-page.json');
  writeFileSync(file, await baselineBody(api));
  const proc = spawn(process.execPath, [path.join(__dirname, 'baseline-server.mjs'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    proc.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/api/products?page=1&limit=12&category=livebirds`, proc };
}

// ---------------------------------------------------------------------------------------------------

/** One short load run of each target in turn, as many times over: the catalogue's figures against the baseline's. */
const CATALOGUE_ROUNDS = 3;
const ROUND_SECONDS = 4;
/** The figures of each target: its req/s, its ratio to the baseline (budgeted, no failed request allowed), its p99. */
const CATALOGUE_FIGURES = [
  { name: 'api', reqs: 'req/s (API port)', ratio: 'req/s ratio to baseline (API port)', min: 0.6, p99: 'p99 at 100 connections (API port)' },
  { name: 'gateway', reqs: 'req/s through the gateway (gzip)', ratio: 'req/s ratio to baseline through the gateway', min: 1, p99: 'p99 through the gateway' },
] as const;

const range = (values: number[], digits = 2) => values.map((v) => v.toFixed(digits)).join(' / ');

/**
 * Loads a target until it answers at a steady pace: JIT, caches, keep-alive sockets. An API process that has served
 * little so far (the first data size) answers its first seconds of full load with a p99 of 30-240 ms while it
 * compiles and grows its heap, and reaches its steady 8-10 ms after 6 to 15 s. At least 6 s, at most 30 s.
 */
async function warmUp(url: string, headers: Record<string, string>): Promise<void> {
  let previous: WrkResult | undefined;
  for (let run = 1; run <= 15; run += 1) {
    const r = await wrk(url, 100, 2, headers);
    const steady = previous && r.p99 <= Math.max(previous.p99 * 1.25, 15) && r.requestsPerSecond >= previous.requestsPerSecond * 0.9;
    if (run >= 3 && steady) return;
    previous = r;
  }
}

/**
 * The warm catalogue page straight at the API port, then through the gateway as browsers ask for it (gzip, where
 * nginx's micro-cache answers: gateway/templates/gateway.conf.template), each against the bare server (the physical
 * limit: same machine, same load generator, same page), loaded by wrk (bench/wrk.ts says why not autocannon). The
 * three are measured in turn, round after round, and each figure is the median of the rounds': on two shared cores
 * the machine's speed drifts by a third within a minute, and a baseline taken at another moment than its catalogue
 * figure measures the drift, not the API.
 */
export async function benchCatalogue(report: Report, t: Target, baselineUrl: string, label: string): Promise<void> {
  const group = `API catalogue ${label}`;
  const check = await call(t.api, 'GET', CATALOGUE_QUERY);
  if (check.status !== 200) {
    report.missing(
      group,
      CATALOGUE_FIGURES.flatMap((f) => [
        { metric: f.ratio, unit: '', budget: `≥ ${f.min.toFixed(1)}` },
        { metric: f.p99, unit: 'ms', budget: '< 50 ms' },
      ]),
      `GET ${CATALOGUE_QUERY} answered ${check.status}`,
    );
    return;
  }
  const targets = {
    baseline: { url: baselineUrl, headers: {} },
    api: { url: t.api + CATALOGUE_QUERY, headers: {} },
    gateway: { url: t.gateway + CATALOGUE_QUERY, headers: { 'accept-encoding': 'gzip' } },
  };
  for (const { url, headers } of Object.values(targets)) await warmUp(url, headers);
  const rounds: Record<keyof typeof targets, WrkResult[]> = { baseline: [], api: [], gateway: [] };
  for (let round = 0; round < CATALOGUE_ROUNDS; round += 1) {
    for (const [name, { url, headers }] of Object.entries(targets)) {
      rounds[name as keyof typeof targets].push(await wrk(url, 100, ROUND_SECONDS, headers));
    }
  }
  const rps = (name: keyof typeof targets) => rounds[name].map((r) => r.requestsPerSecond);
  const ratios = (name: 'api' | 'gateway') => rps(name).map((v, i) => v / rps('baseline')[i]!);
  const p99s = (name: keyof typeof targets) => rounds[name].map((r) => r.p99);
  const p99 = (name: keyof typeof targets) => median(p99s(name));
  const failed = (name: keyof typeof targets) => rounds[name].reduce((sum, r) => sum + r.failures, 0);
  const errors = (name: keyof typeof targets) => (failed(name) ? `; ${failed(name)} failed requests` : '');

  report.info(
    group,
    'baseline bare Fastify, same 12-product page: req/s',
    median(rps('baseline')),
    'req/s',
    `median of ${CATALOGUE_ROUNDS} rounds (${range(rps('baseline'), 0)}), p99 ${p99('baseline')} ms`,
  );
  for (const f of CATALOGUE_FIGURES) {
    report.info(group, f.reqs, median(rps(f.name)), 'req/s', `rounds ${range(rps(f.name), 0)}${errors(f.name)}`);
    report.budgeted(
      group,
      f.ratio,
      median(ratios(f.name)),
      '',
      `≥ ${f.min.toFixed(1)}`,
      (v) => v >= f.min && failed(f.name) === 0,
      `median of the rounds' ratios ${range(ratios(f.name))}${errors(f.name)}`,
    );
    report.budgeted(group, f.p99, p99(f.name), 'ms', '< 50 ms', (v) => v < 50, `median of the rounds (${range(p99s(f.name), 1)} ms)`);
  }
}

/** What the search bench types: whole words, prefixes and shelf names, over a few pages (each a URL of its own). */
const SEARCH_TERMS = [
  'pickle',
  'chicken',
  'bench',
  'item 01',
  'millets',
  'dairy',
  'oil',
  'eggs',
  'dry',
  'ghee',
  'honey',
  'mutton',
  'country',
  'organic',
  'farm',
  'rice',
  'జొన్న',
  'kadaknath',
  'prawn',
  'item 4',
];
const SEARCH_PATHS = SEARCH_TERMS.flatMap((q) => [1, 2].map((page) => `/api/products/search?q=${encodeURIComponent(q)}&page=${page}`));

/**
 * Store-wide search through the gateway at 100 connections, each request the next of 40 different searches
 * (so the micro-cache misses on each of them every second, as varied shoppers would make it).
 */
export async function benchSearch(report: Report, t: Target, label: string): Promise<void> {
  await benchShopperReads(
    report,
    t,
    `API search ${label}`,
    'p99 through the gateway at 100 connections',
    SEARCH_PATHS,
    () => null,
    () => `${SEARCH_PATHS.length} different searches in turn`,
  );
}

export async function benchAdmin(report: Report, t: Target, token: string | null, label: string, budgets: boolean): Promise<void> {
  const group = `API admin ${label}`;
  if (!token) {
    report.missing(
      group,
      [
        { metric: 'stats p99', unit: 'ms', budget: budgets ? '< 300 ms' : undefined },
        { metric: 'orders first page p99', unit: 'ms', budget: budgets ? '< 100 ms' : undefined },
      ],
      'admin login failed',
    );
    return;
  }
  const headers = { 'x-admin-token': token };
  const targets = [
    { name: 'stats', route: '/api/admin/stats', budget: 300 },
    { name: 'orders first page', route: '/api/admin/orders?page=1&limit=50', budget: 100 },
  ];
  for (const target of targets) {
    const p = await probe(t.api + target.route, headers);
    if (p.status !== 200) {
      report.missing(
        group,
        [{ metric: `${target.name} p99`, unit: 'ms', budget: budgets ? `< ${target.budget} ms` : undefined }],
        `GET ${target.route} answered ${p.status}`,
      );
      continue;
    }
    const note = p.timedOut
      ? 'no answer within 30 s (the database keeps working on it: later figures may be slowed)'
      : `${p.calls} sequential calls, p50 ${Math.round(p.p50)} ms, first call ${Math.round(p.cold)} ms`;
    if (budgets) report.budgeted(group, `${target.name} p99`, p.p99, 'ms', `< ${target.budget} ms`, (v) => v < target.budget, note);
    else report.info(group, `${target.name} p99`, p.p99, 'ms', note);
  }
}

export async function scaleTo(t: Target, products: number, orders: number): Promise<{ products: number; orders: number; seconds: number }> {
  const started = Date.now();
  const p = await growProducts(t.db, products);
  const o = await growOrders(t.db, orders);
  // Let every API process notice the new catalogue version (it checks about once a second).
  await new Promise((r) => setTimeout(r, 1_500));
  return { products: p, orders: o, seconds: (Date.now() - started) / 1000 };
}

// ---------------------------------------------------------------------------------------------------

interface Customer {
  id: string;
  token: string;
}

const stamp = Date.now() % 1_000_000;

/** Signs customers up as the shop does: the form, then the code texted to the phone (read from the Twilio stand-in). */
async function registerCustomers({ api, sms }: Target, n: number, from: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  let next = from;
  n += from;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const phone = `9${String(stamp).padStart(6, '0')}${String(i).padStart(3, '0')}`.slice(0, 10);
      const r = await call(api, 'POST', '/api/register', { name: `Bench Shopper ${i}`, phone, password: 'bench-password-1' });
      const signUpToken = r.status === 202 ? (r.body as { signUpToken: string }).signUpToken : undefined;
      const session = signUpToken
        ? (await call(api, 'POST', '/api/register/verify', { phone, code: await waitForCode(sms, phone), signUpToken })).body
        : undefined;
      if (session?.token && session?.user?.id) customers.push({ id: session.user.id, token: session.token });
      else if (i === from) throw new Error(`sign-up answered ${r.status}: ${JSON.stringify(r.body).slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return customers;
}

/** Finds the cart-line shape the quote call accepts (the orders module is written in parallel with this bench). */
async function discoverCart(api: string, customer: Customer): Promise<{ cartItems: unknown[]; shippingAddress: unknown } | { error: string }> {
  const page = await call(api, 'GET', '/api/products?page=1&limit=12');
  const products = (page.body?.products ?? []) as any[];
  // A variant that can be ordered again and again: it has a shipping weight and its stock is not counted.
  const orderable = (v: any) => v.weight_grams !== null && v.weight_grams !== undefined && (v.stock === null || v.stock === undefined);
  const picks = products.filter((p) => Array.isArray(p.variants) && p.variants.some(orderable)).slice(0, 2);
  if (picks.length === 0) return { error: `no products with an orderable variant (GET /api/products answered ${page.status})` };
  const line = (p: any, shape: number) => {
    const v = p.variants.find(orderable);
    const quantity = 2;
    switch (shape) {
      case 0:
        return { id: v.id, quantity };
      case 1:
        return { variant_id: v.id, quantity };
      case 2:
        return { product_id: p.id, variant_id: v.id, quantity };
      case 3:
        return { variantId: v.id, quantity };
      default:
        return { ...p, id: v.id, variant: v, variantLabel: v.label, price: v.price, quantity };
    }
  };
  let last = '';
  for (const shippingAddress of [HYDERABAD, HYDERABAD.value]) {
    for (let shape = 0; shape < 5; shape++) {
      const cartItems = picks.map((p) => line(p, shape));
      const r = await call(api, 'POST', '/api/orders/quote', { cartItems, shippingAddress }, { 'x-auth-token': customer.token });
      if (r.status === 200 && typeof r.body?.total === 'number') return { cartItems, shippingAddress };
      last = `${r.status} ${JSON.stringify(r.body).slice(0, 160)}`;
      if (r.status === 404) return { error: 'POST /api/orders/quote answered 404' };
    }
  }
  return { error: `no cart shape accepted by POST /api/orders/quote (last: ${last})` };
}

export interface CheckoutSetup {
  customers: Customer[];
  cart: { cartItems: unknown[]; shippingAddress: unknown };
}

const CHECKOUT_ROWS = [
  { metric: 'orders/s sustained (quote + order)', unit: 'orders/s', budget: '≥ 50' },
  { metric: 'p99 of POST /api/orders', unit: 'ms', budget: '< 500 ms' },
  { metric: 'errors', unit: '', budget: '= 0' },
  { metric: 'acknowledged orders stored', unit: '%', budget: '= 100 %' },
];

/** Registers the customers of the checkout run (scrypt makes this slow, so it is done once, early). */
export async function prepareCheckout(report: Report, t: Target, token: string | null): Promise<CheckoutSetup | string> {
  try {
    await widenSlots(t, token);
    const started = Date.now();
    // One customer first: no point paying for scrypt hashes when checkout is not there yet.
    const customers = await registerCustomers(t, 1, 0);
    const cart = await discoverCart(t.api, customers[0]!);
    if ('error' in cart) return cart.error;
    customers.push(...(await registerCustomers(t, 149, 1)));
    report.info(
      'API checkout',
      'customers registered for the run',
      customers.length,
      '',
      `${((Date.now() - started) / 1000).toFixed(1)} s through POST /api/register and /api/register/verify (scrypt)`,
    );
    return { customers, cart };
  } catch (error) {
    return (error as Error).message;
  }
}

/** Documents by `_id`, a few look-ups at a time. */
async function findByIds(t: Target, collection: string, ids: unknown[], projection: Record<string, 1> = { _id: 1 }): Promise<any[]> {
  const found: any[] = [];
  for (let i = 0; i < ids.length; i += 16) {
    const batch = await Promise.all(ids.slice(i, i + 16).map((_id) => t.db.collection(collection).findOne({ _id } as any, { projection })));
    found.push(...batch.filter(Boolean));
  }
  return found;
}

/**
 * Which of these order ids are in the database, one `_id` look-up each: an index search on the embedded database
 * (devdb/third_party/ferretdb/PATCHES.md), where a `$in` list reads the whole collection (~20 s at 50,000 orders).
 */
async function storedOrderIds(t: Target, ids: string[]): Promise<Set<string>> {
  const found = await findByIds(
    t,
    'orders',
    ids.map((id) => new mongoose.Types.ObjectId(id)),
  );
  return new Set(found.map((doc) => doc._id.toString()));
}

/**
 * Checkout under load: every iteration quotes a cart for the next customer (round robin over a pool of
 * freshly registered ones) and places it with the quoted total and its own Idempotency-Key.
 *
 * Budget: every acknowledged order (201 with an order id) is in the database, looked up by id. When the run
 * stops, up to one order request per connection is still in flight: the API may store it, but its answer never
 * reaches the load generator. Those are counted apart, as information — from the Idempotency-Key reservations of
 * exactly those requests (`orderidempotencies`, `_id` = `<customer id>:<key>`, `order_id` = the id the order is
 * stored under, fixed when the key is reserved; a request refused before its insert removes its reservation) — and
 * the collection's growth is checked against acknowledged + stored-in-flight.
 */
export async function benchCheckout(
  report: Report,
  t: Target,
  setup: CheckoutSetup | string,
  /** Where the requests go (the API port by default) and the table's group for the figures. */
  at: { base?: string; group?: string } = {},
  seconds = 30,
): Promise<void> {
  const group = at.group ?? 'API checkout';
  if (typeof setup === 'string') {
    report.missing(group, CHECKOUT_ROWS, setup);
    return;
  }
  const { customers, cart } = setup;
  const ordersBefore = await t.db.collection('orders').countDocuments({});
  let turn = 0;
  // Keys of this run only: a later run (BENCH_API_PROCESSES measures checkout twice) sends the same customers' orders
  // again, and a key they used before would be answered as that earlier order (200), not placed anew.
  const keyPrefix = `bench-${randomUUID()}`;
  let key = 0;
  const acknowledged: string[] = [];
  /** 201s whose body had no usable order id: acknowledged, yet nothing to look up (counts as not stored). */
  let acknowledgedWithoutId = 0;
  /** Order requests sent and not answered yet, by Idempotency-Key: what is left is in flight at the end. */
  const pending = new Map<string, { customerId: string; sentAt: number }>();
  const orderMs: number[] = [];
  const statuses: Record<string, number> = {};
  const firstBodies: Record<string, string> = {};
  const tally = (what: string, status: number, body: string) => {
    const k = `${what} ${status}`;
    statuses[k] = (statuses[k] ?? 0) + 1;
    if (status >= 300 && !firstBodies[k]) firstBodies[k] = body.slice(0, 200);
  };
  const run = await cannon({
    url: at.base ?? t.api,
    connections: 20,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/orders/quote',
        setupRequest: (req: any, context: any) => {
          const c = customers[turn++ % customers.length]!;
          context.customer = c;
          context.total = null; // set by this quote's answer; a quote that times out gets no answer
          return {
            ...req,
            headers: { 'content-type': 'application/json', 'x-auth-token': c.token },
            body: JSON.stringify({ cartItems: cart.cartItems, shippingAddress: cart.shippingAddress }),
          };
        },
        onResponse: (status: number, body: string, context: any) => {
          tally('quote', status, body);
          context.total = status === 200 ? JSON.parse(body).total : null;
        },
      },
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (req: any, context: any) => {
          if (context.total === null) return null; // the quote failed (counted): start over with the next customer
          const c = context.customer as Customer;
          const idempotencyKey = `${keyPrefix}-${key++}`;
          // autocannon builds a request right before writing it on its connection (one at a time per connection).
          context.idempotencyKey = idempotencyKey;
          pending.set(idempotencyKey, { customerId: c.id, sentAt: performance.now() });
          return {
            ...req,
            headers: { 'content-type': 'application/json', 'x-auth-token': c.token, 'idempotency-key': idempotencyKey },
            body: JSON.stringify({ userId: c.id, cartItems: cart.cartItems, shippingAddress: cart.shippingAddress, totalAmount: context.total }),
          };
        },
        onResponse: (status: number, body: string, context: any) => {
          const sent = pending.get(context.idempotencyKey);
          if (sent) orderMs.push(performance.now() - sent.sentAt);
          pending.delete(context.idempotencyKey);
          tally('order', status, body);
          if (status !== 201) return;
          let orderId: unknown;
          try {
            orderId = JSON.parse(body).orderId;
          } catch {
            // counted below as acknowledged without an id
          }
          if (typeof orderId === 'string' && /^[0-9a-f]{24}$/.test(orderId)) acknowledged.push(orderId);
          else acknowledgedWithoutId += 1;
        },
      },
    ],
  });
  const errors = failures(run);
  const acks = acknowledged.length + acknowledgedWithoutId;
  const orderP99 = percentile(orderMs, 0.99) ?? null;
  report.budgeted(
    group,
    'orders/s sustained (quote + order)',
    acks / seconds,
    'orders/s',
    '≥ 50',
    (v) => v >= 50,
    `${acks} orders acknowledged (201) in ${seconds} s, 20 connections, ${customers.length} customers round robin`,
  );
  report.info(group, 'p50 per request (quote and order)', run.latency.p50, 'ms');
  report.info(group, 'p99 per request (quote and order)', run.latency.p99, 'ms');
  report.budgeted(group, 'p99 of POST /api/orders', orderP99, 'ms', '< 500 ms', (v) => v < 500, `${orderMs.length} answered order requests`);
  report.budgeted(
    group,
    'errors',
    errors,
    '',
    '= 0',
    (v) => v === 0,
    errors
      ? `${run.errors} socket errors, ${run.timeouts} timeouts; responses ${JSON.stringify(statuses)}; first bodies ${JSON.stringify(firstBodies)}`
      : undefined,
  );

  // Requests still in flight when the run stopped: wait (at most 30 s) until the API has finished each of them —
  // the order its key reservation names is stored (answer lost), or the reservation is gone or never made.
  const inFlight = [...pending].map(([k, p]) => `${p.customerId}:${k}`);
  let storedUnacknowledged = 0;
  let stillRunning = inFlight.length;
  for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((r) => setTimeout(r, 500))) {
    const reservations = await findByIds(t, 'orderidempotencies', inFlight, { _id: 1, order_id: 1 });
    const placed = await storedOrderIds(t, reservations.map((r) => r.order_id).filter(Boolean));
    storedUnacknowledged = placed.size;
    stillRunning = reservations.length - placed.size;
    if (stillRunning === 0) break;
  }

  // Every acknowledged order must be in the database, found by its id.
  const unique = [...new Set(acknowledged)];
  const stored = (await storedOrderIds(t, unique)).size;
  const missing = unique.length - stored + acknowledgedWithoutId;
  const ordersAfter = await t.db.collection('orders').countDocuments({});
  const grew = ordersAfter - ordersBefore;
  const share = acks ? ((acks - missing) / acks) * 100 : 0;
  const notes = [
    `${stored}/${acks} found by id in the database`,
    acknowledgedWithoutId ? `${acknowledgedWithoutId} answered 201 without an order id` : '',
    unique.length < acknowledged.length ? `${acknowledged.length - unique.length} order ids acknowledged twice` : '',
  ].filter(Boolean);
  report.budgeted(
    group,
    'acknowledged orders stored',
    share,
    '%',
    '= 100 %',
    (v) => v === 100 && acks > 0 && missing === 0 && unique.length === acknowledged.length,
    notes.join('; '),
  );
  const expectedGrowth = stored + storedUnacknowledged;
  report.info(
    group,
    'orders stored without an acknowledgement (in flight at the end)',
    storedUnacknowledged,
    '',
    [
      `${inFlight.length} order requests in flight when the ${seconds} s ended`,
      stillRunning ? `${stillRunning} still running after 30 s` : '',
      `orders collection grew by ${grew}` +
        (grew === expectedGrowth
          ? ' (= acknowledged + stored in flight)'
          : ` — expected ${expectedGrowth} (acknowledged + stored in flight): ${grew - expectedGrowth} unexplained`),
    ]
      .filter(Boolean)
      .join('; '),
  );
}
