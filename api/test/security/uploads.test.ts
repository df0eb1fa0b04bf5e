import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import mongoose from 'mongoose';
import { startTestApp, type TestApp } from '../helpers/build-app';
import { pngBytes, upload } from '../catalogue/fixtures';
import { addFigures, FIGURES_PREFIX, reportFigures } from './support/figures';
import { rawCall } from './support/world';

const MAX = 64 * 1024;

/** Uploads: only real images are stored, byte for byte; nothing else is, and no temporary file is left behind. */
describe('image uploads', () => {
  let t: TestApp;
  let tmpBefore: Set<string>;
  let refused = 0;
  let stored = 0;
  const files = () => mongoose.connection.db!.collection('images.files').countDocuments();
  // Upload temp files are plain files straight in the temp folder (what @fastify/multipart's saveRequestFiles
  // writes). Other processes on this machine (databases of other test files, browsers of the e2e run) create
  // folders there meanwhile; those are not ours.
  const tmpEntries = () =>
    readdirSync(tmpdir(), { withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.startsWith('farm-store-') && !e.name.startsWith(FIGURES_PREFIX))
      .map((e) => e.name);

  beforeAll(async () => {
    tmpBefore = new Set(tmpEntries());
    t = await startTestApp({ MAX_IMAGE_BYTES: String(MAX) });
  });
  afterAll(async () => {
    addFigures({ 'uploads: refused (not an image, too large, malformed, two files)': refused, 'uploads: stored and read back byte for byte': stored });
    await t?.close();
    reportFigures(__filename);
  });

  const polyglotPng = Buffer.concat([pngBytes(), Buffer.from('<script>alert(document.cookie)</script><?php system($_GET["c"]); ?>')]);
  const gifJs = Buffer.from('GIF89a/*\x00\x00*/=1;alert(1)//', 'binary');

  it.each([
    ['an HTML page named .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.png', 'image/png'],
    ['an SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF'), 'x.pdf', 'application/pdf'],
    ['an ELF binary named .jpg', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), 'x.jpg', 'image/jpeg'],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'x.png', 'image/png'],
    ['an empty file', Buffer.alloc(0), 'x.png', 'image/png'],
  ])('refuses %s (400) and stores nothing', async (_name, bytes, filename, type) => {
    const before = await files();
    const res = await upload(t, bytes, { filename, type });
    refused += 1;
    expect(res.status).toBe(400);
    expect(typeof res.body.msg).toBe('string');
    expect(await files()).toBe(before);
  });

  it('refuses a file over MAX_IMAGE_BYTES (413), a form without the file and a broken multipart body', async () => {
    const before = await files();
    const big = Buffer.concat([pngBytes(), Buffer.alloc(MAX + 1)]);
    expect((await upload(t, big)).status).toBe(413);
    const noFile = new FormData();
    noFile.append('note', 'hello');
    expect((await rawCall(t.url, 'POST', '/api/admin/upload', { body: noFile, headers: { 'x-admin-token': adminToken() } })).status).toBe(400);
    const broken = await rawCall(t.url, 'POST', '/api/admin/upload', {
      body: '--x\r\nContent-Disposition: form-data; name="productImage"; filename="a.png"\r\n\r\n\x89PNG',
      headers: { 'x-admin-token': adminToken(), 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    refused += 3;
    expect(await files()).toBe(before);
  });

  it('refuses two files sent in one request and stores neither', async () => {
    const before = await files();
    const form = new FormData();
    form.append('productImage', new Blob([pngBytes([1, 1, 1])], { type: 'image/png' }), 'a.png');
    form.append('productImage', new Blob([polyglotPng], { type: 'image/png' }), 'b.png');
    const two = await rawCall(t.url, 'POST', '/api/admin/upload', { body: form, headers: { 'x-admin-token': adminToken() } });
    expect(two.status).toBe(400);
    expect(two.json).toEqual({ msg: 'Send exactly one image in the field productImage, nothing else.' });
    expect(await files()).toBe(before);
    refused += 1;
  });

  it('stores polyglots only as the image they claim to be, served as that type with nosniff', async () => {
    for (const [bytes, type] of [
      [polyglotPng, 'image/png'],
      [gifJs, 'image/gif'],
    ] as const) {
      const res = await upload(t, bytes, { filename: 'evil.html', type: 'text/html' });
      expect(res.status).toBe(201);
      const served = await fetch(t.url + res.body.imageUrl);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toMatch(/^default-src 'none'/); // nothing in it may run, were it opened as a page
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      stored += 1;
    }
  });

  it('stores 24 parallel uploads correctly, each readable byte for byte', async () => {
    const images = Array.from({ length: 24 }, (_, i) => pngBytes([i * 10, 255 - i * 10, 100], 8 + i));
    const results = await Promise.all(images.map((bytes, i) => upload(t, bytes, { filename: `p${i}.png` })));
    expect(results.map((r) => r.status)).toEqual(images.map(() => 201));
    expect(new Set(results.map((r) => r.body.imageUrl)).size).toBe(24);
    await Promise.all(
      results.map(async (r, i) => {
        const back = Buffer.from(await (await fetch(t.url + r.body.imageUrl)).arrayBuffer());
        expect(back.equals(images[i]!)).toBe(true);
      }),
    );
    stored += 24;
  });

  it('leaves no temporary files behind', () => {
    const left = tmpEntries().filter((f) => !tmpBefore.has(f));
    addFigures({ 'uploads: temporary files left': left.length });
    expect(left).toEqual([]);
  });

  function adminToken(): string {
    return t.app.issueToken({ id: t.adminId, role: 'admin' });
  }
});
