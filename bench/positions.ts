import mongoose from 'mongoose';
import { call, type CheckoutSetup, type Target } from './api';
import type { Report } from './report';
import { percentile } from './stats';

/**
 * Riders on the road: 1,000 delivery partners, each with one order out for delivery, report a position every 10 s
 * (100 a second in all) at the API port for 15 s, while 20 customers follow their order's live map
 * (`GET /api/orders/:id/track/events` through the gateway, as the shop reads it). Budgets: the position's p99 under
 * 50 ms, no errors, and every move of a followed rider on its customer's stream within 2 s of being sent.
 */

const PARTNERS = 1_000;
const RATE = 100;
const SECONDS = 15;
/** Followed riders are every 25th of the first 500: each reports twice in the 15 s (partner p at p × 10 ms, then 10 s later). */
const FOLLOWED = 20;
const FOLLOW_EVERY = 25;
/** About 38 m per report, north-east: 14 km/h in city traffic, well under the 150 km/h the API ignores. */
const STEP_DEG = 0.00025;
/** Orders 3 km away from the rider's first position: no "arriving soon" SMS or arrival during the run. */
const DESTINATION_OFFSET_DEG = 0.02;
/** How long after the last move the streams are still read: past the budget, so a late move is measured, not lost. */
const GRACE_MS = 4_000;
const DEMO_PARTNER = { phone: '+919000000001', password: 'partner12345' };
const ROWS = [
  { metric: 'PUT /api/delivery/location p99 at 100/s (1,000 partners)', unit: 'ms', budget: '< 50 ms' },
  { metric: 'errors', unit: '', budget: '= 0' },
  { metric: 'track stream: each move delivered within', unit: 'ms', budget: '≤ 2000 ms' },
  { metric: 'moves not delivered', unit: '', budget: '= 0' },
];

interface Rider {
  partnerId: string;
  phone: string;
  orderId: string;
  token: string;
  start: { lat: number; lng: number };
  /** Positions sent so far (the warm-up's is the first). */
  moves: number;
}

interface Move {
  lat: number;
  lng: number;
  sentAt: number;
  seenAt?: number;
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** Partner p's n-th position: a grid over Hyderabad (about 13 × 11 km), moving north-east. */
function positionOf(rider: Rider, n: number) {
  return { latitude: round6(rider.start.lat + n * STEP_DEG), longitude: round6(rider.start.lng + n * STEP_DEG) };
}

/** Runs `task` over `items`, `width` at a time; the first failure stops the rest and is thrown. */
async function eachLimited<T>(items: T[], width: number, task: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * The partners and their orders, straight into the database like bench/data.ts (shaped like partners/model.ts and
 * orders/model.ts): each partner signs in with the demo partner's password (its hash copied) and has one order
 * Assigned to them, owned by one of the checkout's customers. Then through the API: sign-in, and accept.
 */
async function prepareRiders(t: Target, setup: CheckoutSetup): Promise<Rider[]> {
  const demo = await t.db.collection('partners').findOne({ phone: DEMO_PARTNER.phone });
  if (!demo?.password_hash) throw new Error(`the demo partner ${DEMO_PARTNER.phone} is not in the database`);
  const run = String(Date.now() % 100_000).padStart(5, '0');
  const now = new Date();
  const day = new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const riders: Rider[] = [];
  const partners: Record<string, unknown>[] = [];
  const orders: Record<string, unknown>[] = [];
  for (let p = 0; p < PARTNERS; p++) {
    const partnerId = new mongoose.Types.ObjectId();
    const orderId = new mongoose.Types.ObjectId();
    const phone = `+917${run}${String(p).padStart(4, '0')}`;
    const name = `Bench Rider ${p}`;
    const start = { lat: 17.36 + (p % 40) * 0.003, lng: 78.4 + Math.floor(p / 40) * 0.004 };
    const destination = { lat: round6(start.lat + DESTINATION_OFFSET_DEG), lng: round6(start.lng + DESTINATION_OFFSET_DEG) };
    const customer = setup.customers[Math.floor(p / FOLLOW_EVERY) % setup.customers.length]!;
    riders.push({ partnerId: partnerId.toString(), phone, orderId: orderId.toString(), token: '', start, moves: 0 });
    partners.push({
      _id: partnerId,
      name,
      phone,
      password_hash: demo.password_hash,
      active: true,
      sessions_valid_after: null,
      location: null,
      created_at: now,
      __v: 0,
    });
    orders.push({
      _id: orderId,
      user_id: customer.id,
      customer_name: `Bench Shopper ${p}`,
      customer_phone: `+918${run}${String(p).padStart(4, '0')}`,
      items: [
        {
          product_id: new mongoose.Types.ObjectId().toString(),
          variant_id: new mongoose.Types.ObjectId().toString(),
          name: 'Country chicken pickle',
          variantLabel: '500g',
          quantity: 1,
          price_paise: 29_900,
          image_url: null,
          weight_grams: 500,
        },
      ],
      shipping_address: { label: 'Home', value: `House ${p}, Road 12, Banjara Hills, Hyderabad, Telangana 500034`, pincode: '500034', pin: destination },
      subtotal_paise: 29_900,
      first_order_discount_paise: 0,
      coupon_discount_paise: 0,
      shipping_paise: 5_000,
      total_paise: 34_900,
      weight_grams: 500,
      coupon_code: null,
      payment_method: 'Cash on Delivery',
      delivery_status: 'Assigned',
      status: 'Placed',
      delivery_type: 'partner',
      is_outstation: false,
      expected_delivery_date: null,
      slot: null,
      partner_id: partnerId.toString(),
      partner_name: name,
      partner_phone: phone,
      coupon_use_taken: false,
      status_history: [
        { status: 'Pending', at: now, by: 'system' },
        { status: 'Assigned', at: now, by: 'admin:bench' },
      ],
      delivered_at: null,
      cash_collected_paise: null,
      cash_note: null,
      day,
      language: 'en',
      created_at: now,
      updated_at: now,
      __v: 0,
    });
  }
  await t.db.collection('partners').insertMany(partners, { ordered: false });
  await t.db.collection('orders').insertMany(orders, { ordered: false });
  await eachLimited(riders, 8, async (rider) => {
    const r = await call(t.api, 'POST', '/api/delivery/login', { phone: rider.phone, password: DEMO_PARTNER.password });
    if (r.status !== 200 || typeof r.body?.token !== 'string')
      throw new Error(`POST /api/delivery/login answered ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
    rider.token = r.body.token;
  });
  await eachLimited(riders, 8, async (rider) => {
    const r = await call(t.api, 'PUT', `/api/delivery/orders/${rider.orderId}/accept`, undefined, { 'x-partner-token': rider.token });
    if (r.status !== 200) throw new Error(`PUT /api/delivery/orders/:id/accept answered ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
  });
  return riders;
}

/** One position report; answers its time (ms) and what went wrong, if anything. */
async function sendPosition(t: Target, rider: Rider, n: number): Promise<{ ms: number; error?: string }> {
  const position = positionOf(rider, n);
  try {
    const r = await call(t.api, 'PUT', '/api/delivery/location', position, { 'x-partner-token': rider.token });
    if (r.status !== 200) return { ms: r.ms, error: `${r.status}` };
    if (r.body?.ignored) return { ms: r.ms, error: `ignored ${r.body.ignored}` };
    return { ms: r.ms };
  } catch (error) {
    return { ms: NaN, error: (error as Error).message };
  }
}

/** A customer's live map, read as the shop does (fetch, `x-auth-token`): every `track` event's rider, when it arrived. */
function follow(t: Target, orderId: string, token: string, signal: AbortSignal, onRider: (rider: { lat: number; lng: number }) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let opened = false;
    (async () => {
      const response = await fetch(`${t.gateway}/api/orders/${orderId}/track/events`, {
        headers: { accept: 'text/event-stream', 'x-auth-token': token },
        signal,
      });
      if (response.status !== 200 || !response.body) throw new Error(`GET /api/orders/:id/track/events answered ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the track stream ended before its first event');
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          if (!lines.includes('event: track')) continue;
          const data = lines
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          const track = JSON.parse(data) as { rider: { lat: number; lng: number } | null };
          if (!opened) {
            opened = true;
            resolve();
          }
          if (track.rider) onRider(track.rider);
        }
      }
    })().catch((error: unknown) => {
      if (!signal.aborted) reject(error as Error);
    });
  });
}

export async function benchPositions(report: Report, t: Target, setup: CheckoutSetup | string): Promise<void> {
  const group = 'API riders on the road';
  if (typeof setup === 'string') {
    report.missing(group, ROWS, setup);
    return;
  }
  let riders: Rider[];
  const started = Date.now();
  try {
    riders = await prepareRiders(t, setup);
  } catch (error) {
    report.missing(group, ROWS, (error as Error).message);
    return;
  }
  report.info(
    group,
    'partners with an order out for delivery',
    riders.length,
    '',
    `${((Date.now() - started) / 1000).toFixed(1)} s: seeded, signed in and accepted through the API`,
  );

  // Each rider's first position, so the customers' maps show them before the run (not measured).
  let warmUpErrors = '';
  await eachLimited(riders, 16, async (rider) => {
    const r = await sendPosition(t, rider, rider.moves++);
    if (r.error) warmUpErrors ||= `the first position answered ${r.error}`;
  });
  if (warmUpErrors) {
    report.missing(group, ROWS, warmUpErrors);
    return;
  }

  const followed = Array.from({ length: FOLLOWED }, (_, j) => riders[j * FOLLOW_EVERY]!);
  const moves = new Map<Rider, Move[]>(followed.map((r) => [r, []]));
  const streams = new AbortController();
  let streamError = '';
  try {
    await Promise.all(
      followed.map((rider, j) =>
        follow(t, rider.orderId, setup.customers[j % setup.customers.length]!.token, streams.signal, (seen) => {
          const move = moves.get(rider)!.find((m) => m.seenAt === undefined && m.lat === seen.lat && m.lng === seen.lng);
          if (move) move.seenAt = performance.now();
        }).catch((error: Error) => {
          streamError ||= error.message;
        }),
      ),
    );
  } catch (error) {
    streamError = (error as Error).message;
  }
  if (streamError) {
    streams.abort();
    report.missing(group, ROWS, streamError);
    return;
  }

  // 100 reports a second, paced: report k is partner k mod 1,000's next position, due at k × 10 ms.
  const times: number[] = [];
  const errors = new Map<string, number>();
  let latest = 0;
  const runStart = performance.now();
  const sending: Promise<void>[] = [];
  for (let k = 0; k < RATE * SECONDS; k++) {
    const wait = runStart + (k * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    latest = Math.max(latest, performance.now() - (runStart + (k * 1000) / RATE));
    const rider = riders[k % riders.length]!;
    const n = rider.moves++;
    const watched = moves.get(rider);
    if (watched) {
      const { latitude, longitude } = positionOf(rider, n);
      watched.push({ lat: latitude, lng: longitude, sentAt: performance.now() });
    }
    sending.push(
      sendPosition(t, rider, n).then((r) => {
        if (Number.isFinite(r.ms)) times.push(r.ms);
        if (r.error) errors.set(r.error, (errors.get(r.error) ?? 0) + 1);
      }),
    );
  }
  await Promise.all(sending);
  const seconds = (performance.now() - runStart) / 1000;
  await new Promise((r) => setTimeout(r, GRACE_MS));
  streams.abort();

  const sent = RATE * SECONDS;
  report.info(
    group,
    'positions/s sent',
    sent / seconds,
    '/s',
    `${sent} reports in ${seconds.toFixed(1)} s; p50 ${percentile(times, 0.5)?.toFixed(1)} ms; the sender was at most ${latest.toFixed(0)} ms behind its pace`,
  );
  report.budgeted(group, ROWS[0]!.metric, percentile(times, 0.99) ?? null, 'ms', '< 50 ms', (v) => v < 50, `max ${Math.max(...times).toFixed(0)} ms`);
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  report.budgeted(group, 'errors', errorCount, '', '= 0', (v) => v === 0, errorCount ? [...errors].map(([what, n]) => `${what}: ${n}`).join(', ') : undefined);
  const all = [...moves.values()].flat();
  const delays = all.filter((m) => m.seenAt !== undefined).map((m) => m.seenAt! - m.sentAt);
  report.budgeted(
    group,
    ROWS[2]!.metric,
    delays.length ? Math.max(...delays) : null,
    'ms',
    '≤ 2000 ms',
    (v) => v <= 2000,
    `the slowest of ${delays.length} moves of ${FOLLOWED} followed riders, from the PUT sent to the stream's track event; p50 ${percentile(delays, 0.5)?.toFixed(0)} ms`,
  );
  report.budgeted(
    group,
    ROWS[3]!.metric,
    all.length - delays.length,
    '',
    '= 0',
    (v) => v === 0,
    `of ${all.length}, read for ${GRACE_MS / 1000} s after the last`,
  );
}
