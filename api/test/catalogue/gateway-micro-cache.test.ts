import { request as httpRequest } from 'node:http';
import { http, useTestApp } from '../helpers/build-app';
import { startTestGateway, type TestGateway } from '../helpers/gateway';
import { adminHeaders, createProduct, customerHeaders } from './fixtures';

/** The staleness bound documented in docs/architecture.md "The gateway's micro-cache": an admin's edit shows through the gateway within it. */
const BOUND_MS = 2_000;
/** Scheduling slack of a busy test machine on top of the bound (a poll's own round trip included). */
const MARGIN_MS = 400;
/** The poll gives up here: well past the bound, so a cache that never expires fails instead of hanging. */
const GIVE_UP_MS = 5_000;

/**
 * nginx's micro-cache of the public catalogue reads (gateway/templates/gateway.conf.template), through the real
 * gateway in front of the real API: repeated reads are answered by nginx, an admin's edit is visible within the
 * bound, a signed-in read never comes from (or goes into) the cache, ETags still give 304, and a client that does
 * not take gzip still gets plain JSON.
 */
describe('the gateway micro-cache of catalogue reads', () => {
  const t = useTestApp();
  let gw: TestGateway;
  let productId: string;

  beforeAll(async () => {
    gw = await startTestGateway(t.url);
    const product = await createProduct(t, { name: 'Cached Country Ghee', category: 'dairy' }, { label: '500ml', price: 450 });
    productId = product.id;
  });
  afterAll(() => gw?.close());

  /** Reads `path` through the gateway until nginx answers it from the cache (at most 20 reads). */
  async function untilHit(path: string, headers: Record<string, string> = {}) {
    for (let i = 0; i < 20; i++) {
      const res = await http(gw.url).get(path, headers);
      if (res.headers.get('x-cache-status') === 'HIT') return res;
    }
    throw new Error(`${path} was never answered from the cache`);
  }

  /** Polls `read` until `seen` holds; answers when (ms after `from`), or fails after GIVE_UP_MS. */
  async function msUntil(from: number, read: () => Promise<boolean>): Promise<number> {
    while (performance.now() - from < GIVE_UP_MS) {
      if (await read()) return performance.now() - from;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`not seen within ${GIVE_UP_MS} ms`);
  }

  it.each([
    ['a catalogue page', '/api/products?page=1&limit=12&category=dairy'],
    ['a product page', () => `/api/products/${productId}`],
    ['a search', '/api/products/search?q=ghee'],
  ])('answers repeated reads of %s from the cache, keyed on the whole URL', async (_what, path) => {
    const url = typeof path === 'function' ? path() : path;
    const hit = await untilHit(url);
    expect(hit.status).toBe(200);
    expect(JSON.stringify(hit.body)).toContain('Cached Country Ghee');
    // Another query string is another entry: its first read is not the cached one.
    const other = await http(gw.url).get(`${url}${url.includes('?') ? '&' : '?'}v=${Date.now()}`);
    expect(other.headers.get('x-cache-status')).toBe('MISS');
  });

  it('shows an admin edit through the gateway within the documented bound', async () => {
    const page = `/api/products/${productId}`;
    const search = '/api/products/search?q=country';
    const shelf = '/api/products?page=1&limit=12&category=dairy';
    for (const path of [page, search, shelf]) await untilHit(path);
    const renamed = `Cached Country Ghee ${Date.now()}`;
    const edit = await t.api.put(`/api/admin/products/${productId}`, { name: renamed }, adminHeaders(t));
    expect(edit.status).toBe(200);
    const answered = performance.now();
    const waits = await Promise.all(
      [page, search, shelf].map((path) => msUntil(answered, async () => JSON.stringify((await http(gw.url).get(path)).body).includes(renamed))),
    );
    expect(Math.max(...waits)).toBeLessThanOrEqual(BOUND_MS + MARGIN_MS);
  });

  it('never answers a signed-in read from the cache, nor stores it', async () => {
    const page = `/api/products/${productId}`;
    await untilHit(page);
    const renamed = `Personal Country Ghee ${Date.now()}`;
    expect((await t.api.put(`/api/admin/products/${productId}`, { name: renamed }, adminHeaders(t))).status).toBe(200);
    // At once, while the anonymous copy may still be the old one.
    for (const headers of [await customerHeaders(t), adminHeaders(t), { authorization: 'Bearer x' }, { cookie: 'a=b' }]) {
      const res = await http(gw.url).get(page, headers);
      expect(res.headers.get('x-cache-status')).toBe('BYPASS');
      expect(res.body.product.name).toBe(renamed);
    }
  });

  it('still answers If-None-Match with 304, from the cache and for a signed-in reader', async () => {
    const page = `/api/products/${productId}`;
    const signedIn = await customerHeaders(t);
    const current = (await http(gw.url).get(page, signedIn)).headers.get('etag')!;
    expect(current).toBeTruthy();
    // The cached copy catches up with the current one (earlier tests edited the product).
    await msUntil(performance.now(), async () => {
      const res = await http(gw.url).get(page);
      return res.headers.get('x-cache-status') === 'HIT' && res.headers.get('etag') === current;
    });
    const cached = await fetch(gw.url + page, { headers: { 'if-none-match': current } });
    expect(cached.status).toBe(304);
    // A signed-in reader revalidates with the API itself.
    const personal = await fetch(gw.url + page, { headers: { 'if-none-match': current, ...signedIn } });
    expect(personal.status).toBe(304);
    expect(personal.headers.get('x-cache-status')).toBe('BYPASS');
  });

  it('keeps the stored copy compressed, and unpacks it for a client that does not take gzip', async () => {
    const page = `/api/products/${productId}`;
    await untilHit(page);
    const read = (acceptEncoding?: string) =>
      new Promise<{ encoding?: string; cache?: string; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(gw.url + page, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], cache: res.headers['x-cache-status'] as string, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      });
    const gzip = await read('gzip');
    expect(gzip.encoding).toBe('gzip');
    const plain = await read();
    expect(plain.encoding).toBeUndefined();
    expect(plain.cache).toBe('HIT');
    expect(JSON.parse(plain.body.toString('utf8')).product.id).toBe(productId);
  });

  it('never stores an error answer', async () => {
    const missing = '/api/products/0123456789abcdef01234567';
    for (let i = 0; i < 3; i++) {
      const res = await http(gw.url).get(missing);
      expect(res.status).toBe(404);
      expect(res.headers.get('x-cache-status')).not.toBe('HIT');
    }
  });
});
