import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { useTestApp } from '../helpers/build-app';
import { adminHeaders } from '../helpers/accounts';
import { createProduct } from './fixtures';

/**
 * A repeat read of a catalogue page, product page or search page is answered from memory before Fastify routes it
 * (src/modules/catalogue/cached-reply.ts). To a caller it must be the very answer the route gave: same status, same
 * headers in the same order, same bytes, and never older than the catalogue.
 */

interface RawAnswer {
  status: number;
  /** Every header line as sent, in order, but the Date. */
  headers: string[];
  body: Buffer;
}

/** One request over its own connection, read byte for byte (fetch would add Accept-Encoding and unpack gzip). */
function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const lines: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (res.rawHeaders[i]!.toLowerCase() !== 'date') lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        }
        resolve({ status: res.statusCode!, headers: lines, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('repeat catalogue reads answered from memory', () => {
  const t = useTestApp();
  let productId = '';
  beforeAll(async () => {
    const ghee = await createProduct(t, { name: 'A2 Desi Cow Ghee', category: 'dairy' }, { label: '1l', price: 1900 });
    await createProduct(t, { name: 'Buffalo Ghee', category: 'dairy' }, { label: '500ml', price: 700 });
    productId = ghee.id;
  });

  const urls = () => ['/api/products?category=dairy', `/api/products/${productId}`, '/api/products/search?q=ghee'];

  it('answers a repeat read with the same status, headers and bytes as the first, plain, gzip and 304', async () => {
    for (const path of urls()) {
      const first = await rawRequest(t.url + path);
      expect(first.status).toBe(200);
      const etag = /^etag: (.*)$/m.exec(first.headers.join('\n'))![1]!;
      const requests: Array<Record<string, string>> = [{}, { 'accept-encoding': 'gzip' }, { 'if-none-match': etag }, { 'if-none-match': `"other", ${etag}` }];
      for (const headers of requests) {
        const answers = [await rawRequest(t.url + path, headers), await rawRequest(t.url + path, headers), await rawRequest(t.url + path, headers)];
        for (const again of answers.slice(1)) expect(again).toEqual(answers[0]);
      }
      const gzip = await rawRequest(t.url + path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers).toContain('content-encoding: gzip');
      expect(gunzipSync(gzip.body)).toEqual(first.body);
      const notModified = await rawRequest(t.url + path, { 'if-none-match': etag });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.some((h) => h.startsWith('content-length'))).toBe(false);
      expect(notModified.headers).toContain('x-content-type-options: nosniff');
    }
  });

  it('answers HEAD and other methods as the routes do, not from memory', async () => {
    const path = '/api/products?category=dairy';
    const get = await rawRequest(t.url + path);
    await rawRequest(t.url + path);
    const head = await rawRequest(t.url + path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers).toContain(`content-length: ${get.body.length}`);
    const post = await rawRequest(t.url + path, {}, 'POST');
    expect(post.status).toBe(405);
  });

  it('keeps refusing a bad read with its message: only answers the route gave from its cache are repeated', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await rawRequest(`${t.url}/api/products?category=sweets`);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body.toString()).msg).toBe('We have no "sweets" category.');
    }
  });

  it('shows a write made on this process on the very next read', async () => {
    for (const path of urls()) await rawRequest(t.url + path);
    for (const path of urls()) await rawRequest(t.url + path);
    const renamed = await t.api.put(`/api/admin/products/${productId}`, { name: 'A2 Desi Cow Ghee (glass jar)' }, adminHeaders(t));
    expect(renamed.status).toBe(200);
    for (const path of urls()) {
      const after = await rawRequest(t.url + path);
      expect(after.body.toString()).toContain('A2 Desi Cow Ghee (glass jar)');
    }
  });
});
