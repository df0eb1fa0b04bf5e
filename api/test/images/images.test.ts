import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { useTestApp } from '../helpers/build-app';
import { productImagesInUse } from '../../src/modules/catalogue/product-images';
import { sweepUnusedImages } from '../../src/modules/images/unused-sweep';
import { adminHeaders, customerHeaders } from '../helpers/accounts';
import { createProduct, pngBytes, upload } from '../catalogue/fixtures';

const MAX = 1536 * 1024;

describe('product images', () => {
  const t = useTestApp({ MAX_IMAGE_BYTES: String(MAX) });
  const storedFiles = () => mongoose.connection.db!.collection('images.files').countDocuments();
  const storedChunks = () => mongoose.connection.db!.collection('images.chunks').countDocuments();

  it('stores a real PNG in GridFS and serves it back byte for byte with caching headers', async () => {
    const png = pngBytes([200, 40, 40], 120);
    const res = await upload(t, png, { filename: 'ghee.png' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ imageUrl: expect.stringMatching(/^\/api\/images\/[0-9a-f]{24}$/) });

    const served = await fetch(t.url + res.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.get('etag')!;
    expect(etag).toBe(`"${createHash('sha256').update(png).digest('base64url')}"`);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const revalidated = await fetch(t.url + res.body.imageUrl, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('accepts an image far larger than the JSON body limit, up to MAX_IMAGE_BYTES', async () => {
    const photo = Buffer.concat([pngBytes(), randomBytes(MAX - 1024)]);
    const res = await upload(t, photo);
    expect(res.status).toBe(201);
    const served = await fetch(t.url + res.body.imageUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('recognises JPEG, GIF and WebP by their bytes, whatever the file is called', async () => {
    const cases: Array<[Buffer, string]> = [
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]), 'image/jpeg'],
      [Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]), 'image/gif'],
      [Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(64)]), 'image/webp'],
    ];
    for (const [bytes, type] of cases) {
      const res = await upload(t, bytes, { filename: 'notes.txt', type: 'text/plain' });
      expect(res.status).toBe(201);
      const served = await fetch(t.url + res.body.imageUrl);
      expect(served.headers.get('content-type')).toBe(type);
    }
  });

  it('refuses a text file renamed to .png (400) and stores nothing', async () => {
    const before = [await storedFiles(), await storedChunks()];
    const res = await upload(t, Buffer.from('just some notes, not a picture'), { filename: 'photo.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/JPEG, PNG, WebP or GIF/);
    expect([await storedFiles(), await storedChunks()]).toEqual(before);
  });

  it('refuses an image over MAX_IMAGE_BYTES (413) and stores nothing', async () => {
    const before = [await storedFiles(), await storedChunks()];
    const big = Buffer.concat([pngBytes(), Buffer.alloc(MAX + 1)]);
    const res = await upload(t, big);
    expect(res.status).toBe(413);
    expect(res.body.msg).toMatch(/larger than/);
    expect([await storedFiles(), await storedChunks()]).toEqual(before);
  });

  it('refuses a wrong field name, a JSON body, a missing token and a customer token', async () => {
    expect((await upload(t, pngBytes(), { field: 'image' })).status).toBe(400);
    const json = await fetch(`${t.url}/api/admin/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...adminHeaders(t) },
      body: JSON.stringify({ productImage: 'x' }),
    });
    expect(json.status).toBe(415);
    expect((await upload(t, pngBytes(), { headers: {} })).status).toBe(401);
    const customerAsAdmin = { 'x-admin-token': (await customerHeaders(t))['x-auth-token']! };
    expect((await upload(t, pngBytes(), { headers: customerAsAdmin })).status).toBe(403);
  });

  it('deletes uploads no product uses a day later, and keeps the ones in use and the recent ones', async () => {
    const abandoned = (await upload(t, pngBytes([90, 20, 20]))).body.imageUrl as string;
    const used = (await upload(t, pngBytes([20, 90, 20]))).body.imageUrl as string;
    await createProduct(t, { name: 'Sweep Test Ghee', category: 'dairy', image_url: used }, { label: '500ml', price: 450 });
    const recent = (await upload(t, pngBytes([20, 20, 90]))).body.imageUrl as string;
    const idOf = (url: string) => new mongoose.Types.ObjectId(url.split('/').pop());
    // The first two were uploaded 25 hours ago.
    await mongoose.connection
      .db!.collection('images.files')
      .updateMany({ _id: { $in: [idOf(abandoned), idOf(used)] } }, { $set: { uploadDate: new Date(Date.now() - 25 * 60 * 60 * 1000) } });
    expect(await sweepUnusedImages(productImagesInUse)).toBe(1);
    const status = async (url: string) => (await fetch(t.url + url)).status;
    expect([await status(abandoned), await status(used), await status(recent)]).toEqual([404, 200, 200]);
    expect(await mongoose.connection.db!.collection('images.chunks').countDocuments({ files_id: idOf(abandoned) })).toBe(0);
  });

  it('answers 404 for an unknown or malformed image id', async () => {
    expect((await fetch(`${t.url}/api/images/0123456789abcdef01234567`)).status).toBe(404);
    const bad = await fetch(`${t.url}/api/images/nope`);
    expect(bad.status).toBe(404);
    // Not an id at all: refused by the path's schema, in its words.
    expect(((await bad.json()) as { msg: string }).msg).toBe('Nothing has that id.');
  });
});
