import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { freePort } from '../../../scripts/lib/stack';
import { useTestApp } from '../helpers/build-app';
import { startTestGateway, type TestGateway } from '../helpers/gateway';
import { addFigures, reportFigures } from './support/figures';
import { rawCall } from './support/world';

const LIMIT = 5;
const TRIES = 20;
const HSTS = 'max-age=31536000; includeSubDomains';
const TOO_LARGE = { msg: 'That request is too large.' };

/**
 * What the nginx gateway does at the edge of the store, checked through real nginx (the production template)
 * in front of the real API: it alone decides the client's address (a client's own X-Forwarded-For is
 * replaced; a front proxy is believed only when the operator lists it), it refuses bodies the API would refuse
 * with the API's JSON answer, every error it answers itself is the API's JSON shape, and it sends HSTS when the
 * operator says the store is served over TLS.
 */
describe('the gateway at the edge', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
  /** Nothing in front of it: the address nginx sees is the client's (make start, or a published port). */
  let edge: TestGateway;
  /** Told that 127.0.0.1 is the operator's TLS proxy in front of it, and that the store is served over TLS. */
  let fronted: TestGateway;
  /** Stands in for the shop's container, so the gateway has pages to serve. */
  let pages: Server;

  beforeAll(async () => {
    pages = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>shop</title>'));
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    const pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
    edge = await startTestGateway(t.url, {}, { pagesUrl });
    fronted = await startTestGateway(t.url, { GATEWAY_FRONT_PROXY: '127.0.0.1', GATEWAY_TLS: 'on' }, { pagesUrl });
  });
  afterAll(async () => {
    await edge?.close();
    await fronted?.close();
    await new Promise((resolve) => pages?.close(resolve));
    reportFigures(__filename);
  });

  /** Calls `path` TRIES times through `gateway`; answers how many were let through before the first 429. */
  async function hammer(gateway: TestGateway, path: string, body: (i: number) => unknown, forwardedFor: (i: number) => string) {
    const statuses: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      const res = await rawCall(gateway.url, 'POST', path, {
        body: JSON.stringify(body(i)),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(i), 'x-real-ip': forwardedFor(i) },
      });
      statuses.push(res.status);
    }
    const firstRefused = statuses.indexOf(429);
    return { statuses, allowed: firstRefused === -1 ? TRIES : firstRefused };
  }

  describe('client address', () => {
    const phone = (i: number) => `98${String(10000000 + i * 7919).slice(-8)}`;
    const calls: [string, string, (i: number) => unknown][] = [
      // Sign-ins name a different account each try: one account's own budget (account-budgets.test.ts) is not the subject.
      ['customer sign-in', '/api/login', (i) => ({ phone: phone(i), password: `guess-${i}` })],
      ['customer sign-up', '/api/register', (i) => ({ name: 'Spoofing Client', phone: phone(i), password: 'a-password-1' })],
      ['OTP request', '/api/forgot-password-twilio', (i) => ({ phone: phone(i) })],
      ['OTP verification', '/api/reset-password-twilio', (i) => ({ phone: '9123400001', otp: String(100000 + i), newPassword: 'attacker-pass-1' })],
      ['admin sign-in', '/api/admin/login', (i) => ({ username: `guess-${i}`, password: `guess-${i}` })],
      ['partner sign-in', '/api/delivery/login', (i) => ({ phone: phone(i), password: `guess-${i}` })],
      [
        'inquiry',
        '/api/inquiry',
        (i) => ({
          inquiryType: 'Franchise',
          formData: { full_name: 'Spoofing Client', email: `c${i}@example.com`, phone_number: '9876543210', city_of_interest: 'Warangal' },
        }),
      ],
      ['coupon check', '/api/coupons/apply', () => ({ couponCode: 'GUESS', cartTotal: 500 })],
    ];

    it.each(calls)(`limits %s to ${LIMIT} tries a minute however the client rotates X-Forwarded-For`, async (name, path, body) => {
      const r = await hammer(edge, path, body, (i) => `1.2.3.${i + 1}`);
      addFigures({ [`gateway: ${name}, rotating X-Forwarded-For`]: `${r.allowed} of ${TRIES} tries let through` });
      expect(r.allowed).toBe(LIMIT);
      expect(r.statuses.slice(LIMIT).every((s) => s === 429)).toBe(true);
    });

    it("takes the client's address from a front proxy the operator listed, and only its last word", async () => {
      // The front proxy appends the address it saw to whatever the client wrote, as load balancers do.
      const viaProxy = (client: string) => (i: number) => `1.2.3.${i + 1}, ${client}`;
      const login = (i: number) => ({ username: `guess-${i}`, password: `guess-${i}` });
      const a = await hammer(fronted, '/api/admin/login', login, viaProxy('198.51.100.7'));
      const b = await hammer(fronted, '/api/admin/login', login, viaProxy('198.51.100.8'));
      addFigures({ 'gateway: two clients behind a listed front proxy': `${a.allowed} and ${b.allowed} of ${TRIES} tries let through` });
      expect([a.allowed, b.allowed]).toEqual([LIMIT, LIMIT]);
    });
  });

  describe('request bodies', () => {
    /** Admin-only JSON route without a rate limit: the body is read (and refused when too large) before the token is checked. */
    const JSON_ROUTE = '/api/admin/coupons';
    const overLimit = JSON.stringify({ code: 'BIG', description: 'x'.repeat(1024 * 1024) });

    it('answers every body over 256 KB with 413 JSON, never a 502', async () => {
      const answers: string[] = [];
      for (let i = 0; i < 80; i++) {
        const res = await rawCall(edge.url, 'POST', JSON_ROUTE, { body: overLimit, headers: { 'content-type': 'application/json' } });
        answers.push(`${res.status} ${res.headers.get('content-type')?.split(';')[0]} ${res.text}`);
      }
      const good = answers.filter((a) => a === `413 application/json ${JSON.stringify(TOO_LARGE)}`).length;
      addFigures({ 'gateway: 300 KB JSON bodies answered 413 JSON': `${good} of 80` });
      expect(answers.filter((a) => !a.startsWith('413 application/json '))).toEqual([]);
      expect(good).toBe(80);
    });

    async function upload(bytes: number) {
      // The admin signs in at the API as the gateway would forward it from another client (the rate limit
      // of 127.0.0.1's admin sign-ins is the subject of another test).
      const login = await rawCall(t.url, 'POST', '/api/admin/login', {
        body: JSON.stringify({ username: t.config.ADMIN_USERNAME, password: t.config.ADMIN_PASSWORD }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.50' },
      });
      const token = (login.json as { token: string }).token;
      const png = Buffer.alloc(bytes);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
      const form = new FormData();
      form.append('productImage', new Blob([png], { type: 'image/png' }), 'big.png');
      return rawCall(edge.url, 'POST', '/api/admin/upload', { body: form, headers: { 'x-admin-token': token } });
    }

    it('lets an image upload under 6 MB through to the API', async () => {
      const res = await upload(4 * 1024 * 1024);
      expect([res.status, res.json]).toEqual([201, { imageUrl: expect.stringMatching(/^\/api\/images\//) }]);
    });

    it('answers an upload over 6 MB with 413 JSON', async () => {
      const res = await upload(6 * 1024 * 1024 + 1024);
      expect([res.status, res.headers.get('content-type'), res.json]).toEqual([413, 'application/json', TOO_LARGE]);
    });
  });

  describe("errors nginx answers itself, in the API's JSON shape", () => {
    const json = (res: Awaited<ReturnType<typeof rawCall>>) => [res.status, res.headers.get('content-type'), res.json];

    it.each([
      ['a header', { 'x-filler': 'a'.repeat(20 * 1024) }],
      ['a cookie', { cookie: `session=${'b'.repeat(20 * 1024)}` }],
    ])('answers %s of 20 KB with 431 JSON, on the API and on pages', async (_what, headers) => {
      for (const path of ['/api/health', '/']) {
        const res = await rawCall(edge.url, 'GET', path, { headers });
        expect([path, ...json(res)]).toEqual([path, 431, 'application/json', { msg: 'The request headers are too large (cookies included).' }]);
      }
    });

    it('answers a request it cannot read with 400 JSON', async () => {
      const { port } = new URL(edge.url);
      const answer = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = connect(Number(port), '127.0.0.1', () => socket.end('GET /api/health HTTP/1.1\r\nHost: store\r\nno colon here\r\n\r\n'));
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/\r\nContent-Type: application\/json\r\n/i);
      expect(answer.split('\r\n\r\n')[1]).toBe('{"msg":"That request could not be read."}');
    });

    it('answers 503 JSON with Retry-After when no API process or app answers (never its 502 page)', async () => {
      const closed = await freePort();
      const orphan = await startTestGateway(`http://127.0.0.1:${closed}`);
      try {
        for (const path of ['/api/health', '/api/products?page=1', '/']) {
          const res = await rawCall(orphan.url, 'GET', path);
          expect([path, ...json(res), res.headers.get('retry-after')]).toEqual([
            path,
            503,
            'application/json',
            { msg: expect.stringMatching(/temporarily unavailable/) },
            '5',
          ]);
        }
        const post = await rawCall(orphan.url, 'POST', '/api/orders', { body: '{}', headers: { 'content-type': 'application/json' } });
        expect(json(post)).toEqual([503, 'application/json', { msg: expect.stringMatching(/temporarily unavailable/) }]);
      } finally {
        await orphan.close();
      }
    });
  });

  describe('HSTS', () => {
    it('is sent on pages and API answers when the store is served over TLS', async () => {
      for (const path of ['/', '/api/health', '/api/nothing-here']) {
        const res = await rawCall(fronted.url, 'GET', path);
        expect([path, res.headers.get('strict-transport-security')]).toEqual([path, HSTS]);
      }
      // The pages keep their own security headers (add_header inheritance).
      expect((await rawCall(fronted.url, 'GET', '/')).headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    });

    it('is not sent when the store is served over plain HTTP', async () => {
      for (const path of ['/', '/api/health', '/api/nothing-here']) {
        const res = await rawCall(edge.url, 'GET', path);
        expect([path, res.status < 500, res.headers.get('strict-transport-security')]).toEqual([path, true, null]);
      }
    });
  });
});
