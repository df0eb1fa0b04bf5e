import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { CommandStartedEvent } from 'mongodb';
import { OrderModel } from '../../src/modules/orders/model';
import { CONNECT_TIMEOUT_MS, HEARTBEAT_MS, PING_TIMEOUT_MS, SERVER_SELECTION_TIMEOUT_MS } from '../../src/plugins/db';
import { destroyDevdb, devdbDatabaseUri, startDevdb, type RunningDevdb } from '../../../scripts/lib/devdb';
import { http, startTestApp, type TestApp } from '../helpers/build-app';
import { startTestGateway, type TestGateway } from '../helpers/gateway';
import { freezeDatabase as freeze, thawDatabase } from '../helpers/frozen-db';
import { until } from '../helpers/until';
import { type Customer, signUp } from '../helpers/accounts';
import { HYDERABAD, placeOrder, seedCatalogue } from '../orders/fixtures';
import { addFigures, reportFigures } from './support/figures';
import { isMsgBody, rawCall } from './support/world';

/**
 * A hung database (the embedded one frozen with SIGSTOP, as a network partition would leave it) while orders are
 * placed through the gateway: every caller gets 201 or 503 JSON with Retry-After (its database settings bound how
 * soon), health says so, nothing acknowledged is lost, and a retry with the same Idempotency-Key places the order once.
 */

/** Customers with an order already, each placing orders one after another (the bounded load). */
const WORKERS = 5;
const ORDERS_PER_WORKER = 8;
/** Customers whose very first order (the one that takes the first-order hold) is sent while the database is frozen. */
const FIRST_ORDERS = 3;

interface Submission {
  customer: Customer;
  key: string;
  body: string;
  phase: 'running' | 'stopped' | 'resumed';
  status: number;
  json: unknown;
  retryAfter: string | null;
  contentType: string | null;
  text: string;
}

/** A ceiling for each phase on a busy machine; the phases end as soon as their condition holds. */
const PHASE_MS = 40_000;

describe('a hung database while orders are placed through the gateway', () => {
  let db: RunningDevdb;
  let t: TestApp;
  let gateway: TestGateway;

  beforeAll(async () => {
    // A database of its own: this file freezes it, which must not disturb the files sharing jest's devdb.
    db = await startDevdb();
    // Command monitoring lets the second test freeze the database the moment an order's insert is sent.
    t = await startTestApp({ MONGODB_URI: `${devdbDatabaseUri(db.uri, 'outage')}&monitorCommands=true` });
    gateway = await startTestGateway(t.url);
  }, 60_000);

  afterAll(async () => {
    if (db) thawDatabase(db.process);
    await gateway?.close();
    await t?.close();
    if (db) await destroyDevdb(db);
    reportFigures(__filename);
  });

  it('gives up on a hung database within the documented three seconds (health within two), by its driver settings', () => {
    // The monitor misses its heartbeat, its connection attempt times out and the queries in flight are interrupted;
    // a read is retried once, which waits for server selection.
    expect(HEARTBEAT_MS + CONNECT_TIMEOUT_MS + SERVER_SELECTION_TIMEOUT_MS).toBeLessThanOrEqual(3000);
    expect(PING_TIMEOUT_MS).toBeLessThan(2000);
  });

  it('answers 201 or 503 JSON, loses nothing acknowledged, and places each retried order once', async () => {
    const cat = await seedCatalogue(t);
    const cartItems = [{ id: cat.eggs6, quantity: 2 }];
    const workers: Customer[] = [];
    for (let i = 0; i < WORKERS; i++) {
      const c = await signUp(t, `Outage Shopper ${i}`);
      await placeOrder(t, c, cartItems); // later orders are not first orders: one price throughout
      workers.push(c);
    }
    const firstTimers: Customer[] = [];
    for (let i = 0; i < FIRST_ORDERS; i++) firstTimers.push(await signUp(t, `Outage Newcomer ${i}`));
    const api = http(t.url);
    const laterTotal = (await api.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD }, workers[0].headers)).body.total;
    const firstTotal = (await api.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD }, firstTimers[0].headers)).body.total;
    expect(firstTotal).toBeLessThan(laterTotal);

    let phase: Submission['phase'] = 'running';
    const submissions: Submission[] = [];
    const send = async (customer: Customer, key: string, body: string): Promise<Submission> => {
      const sentIn = phase;
      const res = await rawCall(gateway.url, 'POST', '/api/orders', {
        body,
        headers: { 'content-type': 'application/json', 'idempotency-key': key, ...customer.headers },
        timeoutMs: 15_000,
      }).catch((err: Error) => ({ status: 0, json: undefined, text: `no answer within 15 s (${err.name})`, headers: new Headers() }));
      return {
        customer,
        key,
        body,
        phase: sentIn,
        status: res.status,
        json: res.json,
        retryAfter: res.headers.get('retry-after'),
        contentType: res.headers.get('content-type'),
        text: res.text.slice(0, 160),
      };
    };
    const orderBody = (c: Customer, totalAmount: number) => JSON.stringify({ userId: c.id, cartItems, shippingAddress: HYDERABAD, totalAmount });

    // The load: a fixed number of orders per worker, each sent once its previous one is answered.
    const answered = workers.map(() => ({ total: 0, sinceStop: 0 }));
    const running = workers.map(async (c, i) => {
      for (let n = 0; n < ORDERS_PER_WORKER; n++) {
        const s = await send(c, randomUUID(), orderBody(c, laterTotal));
        submissions.push(s);
        answered[i].total += 1;
        if (s.phase !== 'running') answered[i].sinceStop += 1;
      }
    });

    // Freeze the database mid-way, while orders are in flight.
    await until(() => answered.every((a) => a.total >= 2), 'every worker answered twice before the freeze', PHASE_MS);
    freeze(db.process);
    phase = 'stopped';
    const firstOrders = firstTimers.map((c) => send(c, randomUUID(), orderBody(c, firstTotal)));
    const health = await rawCall(gateway.url, 'GET', '/api/health', { timeoutMs: 15_000 }).catch((err: Error) => ({
      status: 0,
      json: undefined,
      text: err.name,
    }));
    // Every worker has had an order answered that was sent while the database was frozen (or has sent all of its).
    await until(() => answered.every((a) => a.sinceStop >= 1 || a.total === ORDERS_PER_WORKER), 'every worker answered while the database is frozen', PHASE_MS);
    submissions.push(...(await Promise.all(firstOrders)));
    thawDatabase(db.process);
    phase = 'resumed';
    await Promise.all(running);

    const wrong = submissions.filter(
      (s) => !(s.status === 201 || (s.status === 503 && isMsgBody(s.json) && s.retryAfter !== null)) || !s.contentType?.startsWith('application/json'),
    );
    const unavailable = submissions.filter((s) => s.status === 503);
    const acknowledged = submissions.filter((s) => s.status === 201).map((s) => (s.json as { orderId: string }).orderId);
    addFigures({
      'db outage: order requests sent through the gateway (database frozen mid-way)': submissions.length,
      'db outage: answered 201': acknowledged.length,
      'db outage: answered 503 JSON with Retry-After': unavailable.length,
      'db outage: other answers': wrong.length,
      'db outage: health while frozen': health.status,
    });
    expect(wrong.map((s) => `${s.phase}: ${s.status} ${s.contentType} ${s.text}`)).toEqual([]);
    expect(health.status).toBe(503);
    expect(isMsgBody(health.json)).toBe(true);
    expect(unavailable.some((s) => s.phase === 'stopped')).toBe(true);

    // Back up: the API reconnects by itself.
    await until(async () => (await rawCall(gateway.url, 'GET', '/api/health', { timeoutMs: 5000 })).status === 200, 'a healthy API after the resume');

    // Every 503 is retried with its Idempotency-Key, twice at once (a double submit): each key ends with one order.
    const retries = await Promise.all(unavailable.map((s) => Promise.all([send(s.customer, s.key, s.body), send(s.customer, s.key, s.body)])));
    const retryAnswers = retries.flat();
    expect(retryAnswers.filter((r) => r.status !== 201 && r.status !== 200).map((r) => `${r.status} ${r.text}`)).toEqual([]);
    const orderOfKey = new Map<string, string>();
    for (const s of submissions) if (s.status === 201) orderOfKey.set(s.key, (s.json as { orderId: string }).orderId);
    for (const [first, second] of retries) {
      const ids = [first, second].map((r) => (r.json as { orderId: string }).orderId);
      expect(ids[1]).toBe(ids[0]);
      expect([first.status, second.status].filter((status) => status === 201).length).toBeLessThanOrEqual(1);
      orderOfKey.set(first.key, ids[0]);
    }

    // Nothing acknowledged is lost, and no key placed two orders: the store holds exactly one order per key.
    const ids = [...orderOfKey.values()];
    const customerIds = [...workers, ...firstTimers].map((c) => c.id);
    const found = await OrderModel.countDocuments({ _id: { $in: acknowledged } });
    const stored = await OrderModel.countDocuments({ user_id: { $in: customerIds } });
    addFigures({
      'db outage: 503s retried with their key after the resume (twice at once)': unavailable.length,
      'db outage: retries answered 201/200': retryAnswers.length,
      'db outage: acknowledged orders found afterwards': found,
    });
    expect(found).toBe(acknowledged.length);
    expect(new Set(ids).size).toBe(orderOfKey.size);
    expect(orderOfKey.size).toBe(submissions.length);
    expect(stored).toBe(WORKERS + submissions.length); // one setup order per worker, one order per key
  }, 120_000);

  it('resolves a retry to the order whose insert reached the frozen database although its answer never came', async () => {
    const cat = await seedCatalogue(t);
    const cartItems = [{ id: cat.ghee500ml, quantity: 1 }];
    const c = await signUp(t, 'Outage Late Insert');
    const total = (await http(t.url).post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD }, c.headers)).body.total;
    const request = {
      body: JSON.stringify({ userId: c.id, cartItems, shippingAddress: HYDERABAD, totalAmount: total }),
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...c.headers },
      timeoutMs: 15_000,
    };

    // Freeze the database just before the order's insert is written to it: the insert waits in the socket.
    const client = mongoose.connection.getClient();
    const freezeOnInsert = (event: CommandStartedEvent) => {
      if (event.commandName === 'insert' && event.command.insert === OrderModel.collection.collectionName) {
        client.off('commandStarted', freezeOnInsert);
        freeze(db.process);
      }
    };
    client.on('commandStarted', freezeOnInsert);
    const first = await rawCall(gateway.url, 'POST', '/api/orders', request);
    client.off('commandStarted', freezeOnInsert);
    thawDatabase(db.process);
    expect(first.status).toBe(503);
    expect(isMsgBody(first.json)).toBe(true);

    // Resumed, the database applies the insert it was sent: the order exists although the customer got a 503.
    const stored = await until(async () => (await OrderModel.countDocuments({ user_id: c.id }).catch(() => 0)) || undefined, 'the insert to be applied');
    expect(stored).toBe(1);

    // The retry with the same key answers that order (200, a replay) and places no second one.
    const retry = await rawCall(gateway.url, 'POST', '/api/orders', request);
    expect(retry.status).toBe(200);
    const order = await OrderModel.findOne({ user_id: c.id }).lean();
    expect((retry.json as { orderId: string }).orderId).toBe(order!._id.toString());
    expect(await OrderModel.countDocuments({ user_id: c.id })).toBe(1);
    addFigures({ 'db outage: insert applied after its 503, retried with its key → 200, orders stored': 1 });
  }, 60_000);
});
