import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { OrderModel } from '../../src/modules/orders/model';
import { destroyDevdb, devdbDatabaseUri, startDevdb, type RunningDevdb } from '../../../scripts/lib/devdb';
import { http, type TestApp } from '../helpers/build-app';
import { HYDERABAD, seedCatalogue, signUp, type Customer } from '../orders/fixtures';
import { addFigures, reportFigures } from './support/figures';
import { isMsgBody, rawCall } from './support/world';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const step = (what: string) => process.env.FAULTS_LOG && process.stderr.write(`FAULTS ${new Date().toISOString()} ${what}\n`);

/**
 * The database goes away while orders are being placed and comes back: the API answers 503 JSON meanwhile,
 * stays up, recovers by itself, and every order it acknowledged with 201 is in the database afterwards.
 */
describe('database fault while orders are placed', () => {
  let db: RunningDevdb;
  let app: FastifyInstance;
  let t: TestApp;

  beforeAll(async () => {
    // A database of its own: this test stops it, which must not disturb other test files.
    db = await startDevdb();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.FAULTS_LOG ?? 'silent', MONGODB_URI: devdbDatabaseUri(db.uri, 'faults'), AUTH_RATE_LIMIT: '1000' });
    app = await buildApp(config);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    t = { app, url, config, close: () => app.close() };
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    if (db) await destroyDevdb(db);
    reportFigures(__filename);
  });

  it('answers 503 {msg} while down, recovers, and loses no acknowledged order', async () => {
    const api = http(t.url);
    const cat = await seedCatalogue(t);
    const customers: Customer[] = [];
    for (let i = 0; i < 4; i++) customers.push(await signUp(t, `Fault Shopper ${i}`));
    const cartItems = [{ id: cat.eggs6, quantity: 1 }];
    const totals = new Map<string, number>();
    for (const c of customers) totals.set(c.id, (await api.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD }, c.headers)).body.total);

    const acknowledged = new Set<string>();
    const statuses: Record<string, number> = {};
    const bad: string[] = [];
    let phase: 'up' | 'down' | 'back' = 'up';
    let stop = false;
    let sent = 0;

    // Four shoppers keep placing orders, each waiting for its answer before the next (real parallel HTTP).
    // Totals are re-quoted when a 409 says the first-order discount no longer applies.
    const shopper = async (c: Customer) => {
      while (!stop) {
        const res = await rawCall(t.url, 'POST', '/api/orders', {
          body: JSON.stringify({ userId: c.id, cartItems, shippingAddress: HYDERABAD, totalAmount: totals.get(c.id) }),
          headers: { 'content-type': 'application/json', ...c.headers },
          // An answer must come, whatever the database does: a request left hanging is a failure.
          timeoutMs: 15_000,
        }).catch((err: Error) => ({ status: 0, json: undefined, text: `no answer within 15 s (${err.name})` }));
        sent += 1;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status === 201) acknowledged.add((res.json as { orderId: string }).orderId);
        else if (res.status === 409 && (res.json as { quote?: { total: number } })?.quote) totals.set(c.id, (res.json as { quote: { total: number } }).quote.total);
        else if (res.status !== 503 || !isMsgBody(res.json)) bad.push(`${phase}: ${res.status} ${res.text.slice(0, 160)}`);
        await sleep(10);
      }
    };
    const running = customers.map(shopper);

    step('await sleep(800);');
    await sleep(800);
    const port = new URL(db.uri).port;
    phase = 'down';
    step('await db.stop();');
    // FerretDB exits within 3 s of SIGTERM; should it not, kill it (the test is about the API, not devdb).
    await Promise.race([db.stop(), sleep(8000).then(() => db.process.kill('SIGKILL'))]);
    const downFrom = sent;
    await sleep(2500);
    step("const health = await api.get('/api/healt");
    const health = await rawCall(t.url, 'GET', '/api/health', { timeoutMs: 10_000 });
    expect(health.status).toBe(503);
    const sentWhileDown = sent - downFrom;

    step('db = await startDevdb({');
    db = await startDevdb({ listen: `127.0.0.1:${port}`, dataDir: db.dataDir });
    phase = 'back';
    step('devdb restarted');
    const restartedAt = Date.now();
    let recovered = false;
    for (let i = 0; i < 60 && !recovered; i++) {
      await sleep(250);
      const h = await rawCall(t.url, 'GET', '/api/health', { timeoutMs: 5000 }).catch((e: Error) => ({ status: 0, text: e.name }));
      step(`health ${h.status} ${h.text.slice(0, 80)}`);
      recovered = h.status === 200;
    }
    const recoverySeconds = (Date.now() - restartedAt) / 1000;
    step('const ackBefore = acknowledged.size;');
    const ackBefore = acknowledged.size;
    const deadline = Date.now() + 10_000;
    while (acknowledged.size < ackBefore + 8 && Date.now() < deadline) await sleep(100);
    stop = true;
    step('await Promise.all(running);');
    await Promise.all(running);

    step('const found = await');
    const found = await OrderModel.countDocuments({ _id: { $in: [...acknowledged] } });
    const stored = await OrderModel.countDocuments();
    addFigures({
      'faults: order requests sent (DB stopped and restarted mid-way)': sent,
      'faults: requests while the DB was down': sentWhileDown,
      'faults: seconds from DB restart to healthy API': recoverySeconds.toFixed(1),
      'faults: answered 503 {msg}': statuses[503] ?? 0,
      'faults: orders acknowledged (201)': acknowledged.size,
      'faults: acknowledged orders found in the DB': found,
      'faults: orders stored in total': stored,
      'faults: other answers (not 201/409/503)': bad.length,
    });
    expect(recovered).toBe(true);
    expect(statuses[503] ?? 0).toBeGreaterThan(0);
    expect(acknowledged.size).toBeGreaterThan(ackBefore); // orders are placed again after recovery
    expect(found).toBe(acknowledged.size);
    expect(bad).toEqual([]);
  }, 120_000);
});
