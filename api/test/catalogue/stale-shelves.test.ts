import { isDatabaseReachable } from '../../src/lib/mongo';
import { destroyDevdb, devdbDatabaseUri, startDevdb, type RunningDevdb } from '../../../scripts/lib/devdb';
import { http, startTestApp, type TestApp } from '../helpers/build-app';
import { freezeDatabase, thawDatabase } from '../helpers/frozen-db';
import { startTestGateway, type TestGateway } from '../helpers/gateway';
import { until } from '../helpers/until';
import { createProduct } from './fixtures';

const STALE = '110 - "Response is Stale"';
const SEEN = '/api/products?category=dairy&page=1&limit=12';
const NEVER_SEEN = '/api/products?category=millets&page=1&limit=12';

/**
 * Shelf pages while the database hangs (frozen with SIGSTOP): a page the API has built answers its last copy,
 * marked stale, directly and through a gateway that never cached it; a page never built answers the 503 JSON; the
 * gateway marks its own last copy stale when the API cannot answer at all.
 */
describe('shelf pages while the database does not answer', () => {
  let db: RunningDevdb;
  let t: TestApp;
  let gateway: TestGateway;

  beforeAll(async () => {
    // A database of its own: this file freezes it, which must not disturb the files sharing jest's devdb.
    db = await startDevdb();
    t = await startTestApp({ MONGODB_URI: devdbDatabaseUri(db.uri, 'stale_shelves') });
    gateway = await startTestGateway(t.url);
    await createProduct(t, { name: 'Buffalo Milk Paneer', category: 'dairy' }, { label: '200g', price: 120 });
  }, 60_000);

  afterAll(async () => {
    if (db) thawDatabase(db.process);
    await gateway?.close();
    await t?.close();
    if (db) await destroyDevdb(db);
  });

  it('answers a shelf page it has built from its last copy, marked stale, and a page never built with 503 JSON', async () => {
    const api = http(t.url);
    const fresh = await api.get(SEEN);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('warning')).toBeNull();
    expect(fresh.body.products.map((p: { name: string }) => p.name)).toEqual(['Buffalo Milk Paneer']);
    // An edit drops every page the process had ready: only the last copy is left to answer from.
    await createProduct(t, { name: 'Groundnut Oil', category: 'oils' }, { label: '1l', price: 380 });

    freezeDatabase(db.process);
    try {
      for (const base of [t.url, gateway.url]) {
        const stale = await http(base).get(SEEN);
        expect([base, stale.status, stale.headers.get('warning')]).toEqual([base, 200, STALE]);
        expect(stale.body).toEqual(fresh.body);
        expect(stale.headers.get('x-accel-expires')).toBe(base === t.url ? '0' : null); // the gateway's business only

        const never = await http(base).get(NEVER_SEEN);
        expect([base, never.status, never.headers.get('content-type')]).toEqual([base, 503, 'application/json; charset=utf-8']);
        expect(never.body).toEqual({ msg: expect.stringMatching(/temporarily unavailable/) });
        expect(never.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      // The gateway did not keep the API's stale answer: its next read asks the API again.
      expect((await http(gateway.url).get(SEEN)).headers.get('x-cache-status')).not.toBe('HIT');
      // Once the driver knows the database is unreachable, the copy is answered without trying to rebuild.
      await until(() => !isDatabaseReachable(), 'the driver to find the database unreachable');
      const known = await api.get(SEEN);
      expect([known.status, known.headers.get('warning'), known.body]).toEqual([200, STALE, fresh.body]);
    } finally {
      thawDatabase(db.process);
    }

    // Once the database answers, the page is rebuilt and no longer marked.
    const back = await until(async () => {
      const res = await api.get(SEEN);
      return res.status === 200 && res.headers.get('warning') === null && res;
    }, 'a fresh shelf page once the database answers again');
    expect(back.body).toEqual(fresh.body);
    expect((await api.get(NEVER_SEEN)).status).toBe(200);
  }, 60_000);

  it("answers the gateway's own last copy, marked stale, while no API process answers", async () => {
    const path = '/api/products?category=oils&page=1&limit=12';
    const cached = await http(gateway.url).get(path);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('warning')).toBeNull();
    await t.close();
    // Once the entry's second is over, nginx asks the API, cannot reach it, and answers its copy.
    const stale = await until(async () => {
      const res = await http(gateway.url).get(path);
      return res.headers.get('x-cache-status') === 'STALE' && res;
    }, 'the gateway to answer its stale copy');
    expect([stale.status, stale.headers.get('warning')]).toEqual([200, STALE]);
    expect(stale.body).toEqual(cached.body);
  }, 30_000);
});
