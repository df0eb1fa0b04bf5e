import { request } from 'node:http';
import { useTestApp } from '../helpers/build-app';
import { startTestGateway, type TestGateway } from '../helpers/gateway';

/** One request with any method (fetch refuses TRACE), answered as status, headers and parsed JSON (or the raw text). */
function call(baseUrl: string, method: string, path: string) {
  return new Promise<{ status: number; allow?: string; type?: string; body: any }>((resolve, reject) => {
    const req = request(baseUrl + path, { method, headers: method === 'POST' || method === 'PUT' ? { 'content-type': 'application/json' } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: the test shows the text
        }
        resolve({ status: res.statusCode!, allow: res.headers.allow, type: res.headers['content-type'], body });
      });
    });
    req.on('error', reject);
    req.end(method === 'POST' || method === 'PUT' ? '{}' : undefined);
  });
}

const ID = '64b000000000000000000001';

/** Methods a path does not have, over-long and malformed addresses: answered `{msg}` with the right status. */
describe('methods and addresses the API does not have', () => {
  const t = useTestApp();
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(t.url);
  });
  afterAll(() => gateway?.close());

  it('answers 405 with Allow naming the methods of a path that exists', async () => {
    for (const [method, path, allow] of [
      ['DELETE', '/api/products', 'GET, HEAD'],
      ['PATCH', `/api/products/${ID}`, 'GET, HEAD'],
      ['TRACE', '/api/login', 'POST'],
      ['OPTIONS', '/api/orders', 'GET, HEAD, POST'],
      ['GET', `/api/admin/products/${ID}`, 'DELETE, PUT'],
      ['POST', '/api/products?category=honey', 'GET, HEAD'],
      // No route takes QUERY, so its missing Content-Type is no reason for a 400.
      ['QUERY', '/api/health', 'GET, HEAD'],
      // Paths that only fit another method's route: not an id for /admin/orders/:id or /admin/products/:id.
      ['GET', '/api/admin/orders/assign', 'PUT'],
      ['PUT', '/api/admin/products/low-stock', 'GET, HEAD'],
    ] as const) {
      const res = await call(t.url, method, path);
      expect([method, path, res.status, res.allow, res.body]).toEqual([
        method,
        path,
        405,
        allow,
        { msg: `${method} is not allowed at ${path.split('?')[0]}; use ${allow}.` },
      ]);
    }
  });

  it('answers 404 {msg} for a path no method has', async () => {
    for (const method of ['GET', 'DELETE', 'TRACE']) {
      const res = await call(t.url, method, '/api/no-such-thing');
      expect([method, res.status, res.allow, res.body]).toEqual([method, 404, undefined, { msg: `No such address: ${method} /api/no-such-thing` }]);
    }
  });

  it('answers 414 {msg} for a path parameter longer than the router takes, 400 {msg} for a malformed escape', async () => {
    const long = await call(t.url, 'GET', `/api/products/${'a'.repeat(101)}`);
    expect([long.status, long.type, long.body]).toEqual([414, expect.stringMatching(/application\/json/), { msg: 'That address is too long.' }]);
    const bad = await call(t.url, 'GET', '/api/products/%zz');
    expect([bad.status, bad.body]).toEqual([400, { msg: 'That address is not valid.' }]);
  });

  it('through the gateway: an address longer than nginx reads answers 414 {msg} too', async () => {
    const res = await call(gateway.url, 'GET', `/api/products?q=${'a'.repeat(9000)}`);
    expect([res.status, res.type, res.body]).toEqual([414, expect.stringMatching(/application\/json/), { msg: 'That address is too long.' }]);
  });

  it('through the gateway: the API paths answer as above; TRACE and unknown methods answer 405 JSON with Allow', async () => {
    const api = await call(gateway.url, 'DELETE', '/api/products');
    expect([api.status, api.allow, api.body]).toEqual([405, 'GET, HEAD', { msg: 'DELETE is not allowed at /api/products; use GET, HEAD.' }]);
    for (const [method, path] of [
      ['TRACE', '/api/products'],
      ['TRACE', '/'],
      ['FROB', '/api/products'],
      ['PROPFIND', '/api/login'],
      ['POST', '/'],
      ['DELETE', '/admin/'],
    ] as const) {
      const res = await call(gateway.url, method, path);
      expect([method, path, res.status, res.type, res.allow, res.body]).toEqual([
        method,
        path,
        405,
        expect.stringMatching(/application\/json/),
        path.startsWith('/api/') ? 'GET, HEAD, POST, PUT, DELETE' : 'GET, HEAD',
        { msg: expect.stringMatching(new RegExp(`^${method} is not allowed`)) },
      ]);
    }
  });
});
