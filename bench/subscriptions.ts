import http from 'node:http';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { keyMark } from '../api/src/lib/key-marks';
import { cutoffOf, shiftDay } from '../api/src/domain/subscriptions/schedule';
import { kolkataDay } from '../api/src/lib/calendar';
import { call, CATALOGUE_QUERY, type Target } from './api';
import type { Report } from './report';

/**
 * The run at a cut-off (docs/subscriptions.md "Orders at each cut-off"): 10,000 active subscriptions written straight
 * into the database, then the subscriptions' clock moved past their first day's cut-off (the test stack's clock route)
 * and timed until that run answers, with every order made (budget ≤ 60 s). Meanwhile shoppers read the catalogue at the
 * API port; their p99 keeps the catalogue's budget (< 50 ms).
 */

const GROUP = 'API subscriptions';
const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const CREDIT_PAISE = 1_000_000;
/**
 * The shoppers' reads a second during the run: many times an evening's traffic, at a steady rate rather than as fast
 * as 10 connections go, which would leave the run a fraction of the two cores and measure the catalogue's throughput
 * (the catalogue phase's figure) instead of how shoppers fare while the orders are made.
 */
const SHOPPER_RATE = 200;
const ROWS = [
  { metric: `the run at a cut-off making ${SUBSCRIPTIONS.toLocaleString('en')} orders`, unit: 's', budget: '≤ 60 s' },
  { metric: `shoppers' p99 at the API port during the run, ${SHOPPER_RATE} reads/s`, unit: 'ms', budget: '< 50 ms' },
];
const ADDRESS = { label: 'Home', value: 'Flat 4B, Green Residency, Road 12, Banjara Hills, Hyderabad', pincode: '500034' };

/** A demo subscribable variant of each category (milk, eggs): counted stock is topped up so every day gets it. */
async function subscribableVariants(t: Target): Promise<string[]> {
  const ids: string[] = [];
  for (const category of ['dairy', 'eggs']) {
    const product = await t.db.collection('products').findOne({ category, subscribable: true, is_active: { $ne: false } });
    const variant = product && (await t.db.collection('variants').findOne({ product_id: product._id }));
    if (!variant) throw new Error(`the demo store has no subscribable ${category} product`);
    if (variant.stock !== null && variant.stock !== undefined) {
      await t.db.collection('variants').updateOne({ _id: variant._id }, { $set: { stock: 10 * SUBSCRIPTIONS } });
    }
    ids.push(String(variant._id));
  }
  await t.db.collection('catalogue_version').updateOne({ _id: 'catalogue' as never }, { $inc: { version: 1 } }, { upsert: true });
  return ids;
}

/** A morning slot with room for every delivery of the day, through the admin API. */
async function morningTemplate(t: Target, token: string): Promise<string> {
  const body = {
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    start: '06:00',
    end: '07:00',
    capacity_orders: SUBSCRIPTIONS,
    capacity_kg: 100_000,
    cutoff: { kind: 'day_before', at: '22:00' },
  };
  const res = await call(t.api, 'POST', '/api/admin/slots/templates', body, { 'x-admin-token': token });
  if (res.status !== 201) throw new Error(`the morning slot template answered ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
  return res.body.id;
}

async function insertInBatches(t: Target, collection: string, docs: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < docs.length; i += 2_000) await t.db.collection(collection).insertMany(docs.slice(i, i + 2_000) as never[], { ordered: false });
}

/** Customers with a saved Banjara Hills address and ₹10,000 of store credit (enough that nobody is warned of a low balance), each subscribed daily from `start`. */
async function writeSubscriptions(t: Target, variants: string[], templateId: string, start: string): Promise<void> {
  const now = new Date();
  const users: Record<string, unknown>[] = [];
  const addresses: Record<string, unknown>[] = [];
  const credits: Record<string, unknown>[] = [];
  const subscriptions: Record<string, unknown>[] = [];
  for (let i = 0; i < SUBSCRIPTIONS; i++) {
    const userId = new mongoose.Types.ObjectId();
    const addressId = new mongoose.Types.ObjectId();
    const key = `bench-top-up:${userId}`;
    users.push({
      _id: userId,
      name: `Bench Subscriber ${i}`,
      phone: `+9177${String(i).padStart(8, '0')}`,
      password_hash: 'bench',
      phone_verified_at: now,
      order_messages: true,
      language: null,
      refund_to: null,
      sessions_valid_after: null,
      created_at: now,
      updated_at: now,
    });
    addresses.push({ _id: addressId, user_id: String(userId), ...ADDRESS, created_at: now });
    credits.push({
      _id: String(userId),
      balance_paise: CREDIT_PAISE,
      entries: [{ key, amount_paise: CREDIT_PAISE, reason: 'Top-up', order_id: null, by: 'system', at: now }],
      applied: { [keyMark('applied', key).slice('applied.'.length)]: true },
    });
    // Milk for everyone, eggs too for every other customer.
    const items = [{ variant_id: variants[0], quantity: 1 + (i % 2) }, ...(i % 2 ? [{ variant_id: variants[1], quantity: 1 }] : [])];
    subscriptions.push({
      user_id: String(userId),
      items,
      schedule: { kind: 'daily' },
      start_date: start,
      slot_template_id: templateId,
      address_id: String(addressId),
      status: 'active',
      pauses: [],
      overrides: {},
      cancelled_from: null,
      version: 0,
      created_at: now,
      updated_at: now,
    });
  }
  await insertInBatches(t, 'users', users);
  await insertInBatches(t, 'addresses', addresses);
  await insertInBatches(t, 'store_credits', credits);
  await insertInBatches(t, 'subscriptions', subscriptions);
}

/** PUT without a client timeout: the run answers once it made every order, however long that takes. */
function putClock(api: string, offsetMs: number): Promise<{ status: number; body: any }> {
  const body = JSON.stringify({ offsetMs });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${api}/api/test/subscription-clock`,
      { method: 'PUT', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function benchSubscriptions(report: Report, t: Target, token: string | null): Promise<void> {
  let day: string;
  try {
    if (!token) throw new Error('no admin token');
    const variants = await subscribableVariants(t);
    const templateId = await morningTemplate(t, token);
    // The day after tomorrow: its cut-off (22:00 tomorrow) is ahead of the real clock whatever the hour.
    day = shiftDay(kolkataDay(new Date()), 2);
    const started = performance.now();
    await writeSubscriptions(t, variants, templateId, day);
    report.info(GROUP, 'subscriptions written', SUBSCRIPTIONS, '', `bulk insert ${((performance.now() - started) / 1000).toFixed(1)} s, start ${day}`);
  } catch (error) {
    report.missing(GROUP, ROWS, (error as Error).message);
    return;
  }

  const products = (await call(t.api, 'GET', CATALOGUE_QUERY)).body?.products ?? [];
  const paths = [CATALOGUE_QUERY, ...products.slice(0, 6).map((p: { id: string }) => `/api/products/${p.id}`)];
  // Warm, as any evening at 22:00: the stock top-up above dropped the API's cached pages, and their first build at the
  // largest size would be timed as the shoppers' wait.
  for (const path of paths) await call(t.api, 'GET', path);
  let next = 0;
  let load: autocannon.Instance | undefined;
  const loaded = new Promise<autocannon.Result>((resolve, reject) => {
    load = autocannon(
      {
        url: t.api,
        connections: 10,
        overallRate: SHOPPER_RATE,
        duration: 3_600,
        requests: [{ method: 'GET', setupRequest: (req: any) => ({ ...req, path: paths[next++ % paths.length] }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });

  const started = performance.now();
  let run: { status: number; body: any };
  try {
    run = await putClock(t.api, cutoffOf(day).getTime() + 1_000 - Date.now());
  } catch (error) {
    load!.stop();
    await loaded.catch(() => undefined);
    report.missing(GROUP, ROWS, `the clock route failed: ${(error as Error).message}`);
    return;
  } finally {
    load!.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const customers = await loaded;
  const orders = await t.db.collection('orders').countDocuments({ 'subscription.date': day });
  if (run.status !== 200 || orders !== SUBSCRIPTIONS) {
    report.missing(GROUP, ROWS, `the run answered ${run.status} ${JSON.stringify(run.body).slice(0, 160)}; ${orders} orders for ${day}`);
    return;
  }
  report.budgeted(GROUP, ROWS[0]!.metric, seconds, 's', '≤ 60 s', (v) => v <= 60, `${run.body.ordered} ordered, ${run.body.skipped} skipped`);
  report.info(GROUP, 'orders made a second', orders / seconds, 'orders/s');
  const failed = customers.non2xx + customers.errors + customers.timeouts;
  report.budgeted(
    GROUP,
    ROWS[1]!.metric,
    failed > 0 ? null : customers.latency.p99,
    'ms',
    '< 50 ms',
    (v) => v < 50,
    `${customers.requests.total} reads (catalogue page and product pages), p50 ${customers.latency.p50} ms${failed > 0 ? `, ${failed} failed` : ''}`,
  );
}
