import { once } from 'node:events';
import { OrderModel } from '../../src/modules/orders/model';
import { destroyDevdb, devdbDatabaseUri, startDevdb, type RunningDevdb } from '../../../scripts/lib/devdb';
import { http, startTestApp, type TestApp } from '../helpers/build-app';
import { until } from '../helpers/until';
import { type Customer, signUp } from '../helpers/accounts';
import { HYDERABAD, seedCatalogue } from '../orders/fixtures';
import { addFigures, reportFigures } from './support/figures';
import { isMsgBody, rawCall } from './support/world';

/**
 * Orders each shopper sends at most: up to UP_ANSWERS before the kill, DOWN_ANSWERS while down, then until one is
 * placed again after the restart (a 409 re-quote may come first), which is all the last phase has to show.
 */
const ORDERS_PER_SHOPPER = 8;
const UP_ANSWERS = 3;
const DOWN_ANSWERS = 2;
const SHOPPERS = 4;

/** A promise with its resolver: the shoppers wait on these between the phases. */
function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A ceiling for each phase on a busy machine; the phases end as soon as their condition holds. */
const PHASE_MS = 40_000;

/**
 * The database is killed while orders are being placed and comes back: the API answers 503 JSON meanwhile,
 * stays up, recovers by itself, and every order it acknowledged with 201 is in the database afterwards.
 * (A database that hangs instead of dying: db-outage.test.ts.)
 */
describe('database killed while orders are placed', () => {
  let db: RunningDevdb;
  let t: TestApp;
  /** Process warnings (a write after the order that the kill cut off, e.g. its day's counters): checked, not printed. */
  const warnings: string[] = [];

  beforeAll(async () => {
    jest.spyOn(process, 'emitWarning').mockImplementation(((warning: string | Error, type?: unknown) => {
      warnings.push(`${String(type)}: ${String(warning)}`);
    }) as typeof process.emitWarning);
    // A database of its own: this test kills it, which must not disturb other test files.
    db = await startDevdb();
    t = await startTestApp({ MONGODB_URI: devdbDatabaseUri(db.uri, 'faults') });
  }, 60_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
    if (db) await destroyDevdb(db);
    reportFigures(__filename);
  });

  it('answers 503 {msg} while down, recovers, and loses no acknowledged order', async () => {
    const api = http(t.url);
    const cat = await seedCatalogue(t);
    const customers: Customer[] = [];
    for (let i = 0; i < SHOPPERS; i++) customers.push(await signUp(t, `Fault Shopper ${i}`));
    const cartItems = [{ id: cat.eggs6, quantity: 1 }];
    const totals = new Map<string, number>();
    for (const c of customers) totals.set(c.id, (await api.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD }, c.headers)).body.total);

    const acknowledged = new Set<string>();
    const statuses: Record<string, number> = {};
    const bad: string[] = [];
    let phase: 'up' | 'down' | 'back' = 'up';
    const answers = customers.map(() => ({ up: 0, down: 0, back: 0 }));
    const placedAgain = customers.map(() => false);
    const down = gate();
    const back = gate();

    // Each shopper places its orders (ORDERS_PER_SHOPPER), each sent once the previous one is answered (real parallel
    // HTTP). Totals are re-quoted when a 409 says the first-order discount no longer applies.
    const shopper = async (c: Customer, i: number) => {
      for (let n = 0; n < ORDERS_PER_SHOPPER && !placedAgain[i]; n++) {
        if (phase === 'up' && answers[i].up >= UP_ANSWERS) await down.opened;
        if (phase === 'down' && answers[i].down >= DOWN_ANSWERS) await back.opened;
        const sentIn = phase;
        const res = await rawCall(t.url, 'POST', '/api/orders', {
          body: JSON.stringify({ userId: c.id, cartItems, shippingAddress: HYDERABAD, totalAmount: totals.get(c.id) }),
          headers: { 'content-type': 'application/json', ...c.headers },
          // An answer must come, whatever the database does: a request left hanging is a failure.
          timeoutMs: 15_000,
        }).catch((err: Error) => ({ status: 0, json: undefined, text: `no answer within 15 s (${err.name})` }));
        answers[i][sentIn] += 1;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status === 201) {
          acknowledged.add((res.json as { orderId: string }).orderId);
          if (sentIn === 'back') placedAgain[i] = true;
        } else if (res.status === 409 && (res.json as { quote?: { total: number } })?.quote)
          totals.set(c.id, (res.json as { quote: { total: number } }).quote.total);
        else if (res.status !== 503 || !isMsgBody(res.json)) bad.push(`${sentIn}: ${res.status} ${res.text.slice(0, 160)}`);
      }
    };
    const running = customers.map(shopper);

    // Kill the database while orders are in flight, and keep it down until every shopper has been answered.
    await until(() => answers.every((a) => a.up >= 2), 'every shopper answered twice before the kill', PHASE_MS);
    const port = new URL(db.uri).port;
    db.process.kill('SIGKILL');
    await once(db.process, 'exit');
    phase = 'down';
    down.open();
    await until(() => answers.every((a) => a.down >= DOWN_ANSWERS), 'every shopper answered while the database is down', PHASE_MS);
    const health = await rawCall(t.url, 'GET', '/api/health', { timeoutMs: 10_000 });
    expect(health.status).toBe(503);
    expect(isMsgBody(health.json)).toBe(true);

    // The same database back on the same port: the API reconnects by itself.
    db = await startDevdb({ listen: `127.0.0.1:${port}`, dataDir: db.dataDir });
    await until(async () => (await rawCall(t.url, 'GET', '/api/health', { timeoutMs: 5000 })).status === 200, 'a healthy API after the restart', PHASE_MS);
    const ackBefore = acknowledged.size;
    phase = 'back';
    back.open();
    await Promise.all(running);

    const found = await OrderModel.countDocuments({ _id: { $in: [...acknowledged] } });
    const stored = await OrderModel.countDocuments();
    addFigures({
      'faults: order requests sent (DB killed and restarted mid-way)': answers.reduce((sum, a) => sum + a.up + a.down + a.back, 0),
      'faults: requests while the DB was down': answers.reduce((sum, a) => sum + a.down, 0),
      'faults: answered 503 {msg}': statuses[503] ?? 0,
      'faults: orders acknowledged (201)': acknowledged.size,
      'faults: acknowledged orders found in the DB': found,
      'faults: orders stored in total': stored,
      'faults: other answers (not 201/409/503)': bad.length,
    });
    expect(bad).toEqual([]);
    expect(statuses[503] ?? 0).toBeGreaterThan(0);
    expect(acknowledged.size).toBeGreaterThan(ackBefore); // orders are placed again after recovery
    expect(placedAgain).toEqual(customers.map(() => true));
    expect(found).toBe(acknowledged.size);
    // Only the database's absence is warned about.
    expect(warnings.filter((w) => !/Mongo\w*Error|ECONNRESET|ECONNREFUSED/.test(w))).toEqual([]);
  }, 120_000);
});
