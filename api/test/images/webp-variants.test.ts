import sharp from 'sharp';
import { useTestApp } from '../helpers/build-app';
import { pngBytes, upload } from '../catalogue/fixtures';

/** The shop's srcset asks `/api/images/:id?w=N`: WebP, N pixels wide, cached like the original. */
describe('product images as WebP variants', () => {
  const t = useTestApp();
  let photo: string;
  beforeAll(async () => {
    photo = (await upload(t, pngBytes([180, 120, 40], 1200))).body.imageUrl;
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(t.url + path, { headers });
  const decoded = async (res: Response) => {
    const bytes = Buffer.from(await res.arrayBuffer());
    const { format, width, height } = await sharp(bytes).metadata();
    return { format, width, height, bytes: bytes.length };
  };

  it('answers a WebP of the asked width with year-long immutable caching and its own ETag', async () => {
    const res = await get(`${photo}?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag')!;
    const original = await get(photo);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(etag).not.toBe(original.headers.get('etag'));
    const picture = await decoded(res);
    expect(picture).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(Number(res.headers.get('content-length'))).toBe(picture.bytes);

    const again = await get(`${photo}?w=320`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((await get(`${photo}?w=640`, { 'if-none-match': etag })).status).toBe(200);
  });

  it('rounds an unlisted width up to the next served size, and anything huge down to the largest', async () => {
    expect(await decoded(await get(`${photo}?w=300`))).toMatchObject({ format: 'webp', width: 320 });
    expect(await decoded(await get(`${photo}?w=641`))).toMatchObject({ width: 800 });
    expect(await decoded(await get(`${photo}?w=9000`))).toMatchObject({ width: 1080, height: 1080 });
  });

  it('never enlarges a small picture', async () => {
    const small = (await upload(t, pngBytes([20, 90, 20], 100))).body.imageUrl;
    expect(await decoded(await get(`${small}?w=640`))).toMatchObject({ format: 'webp', width: 100, height: 100 });
  });

  it('refuses a width that is not a positive whole number (400), and an unknown image is 404', async () => {
    for (const w of ['0', '-5', 'abc', '12.5', '10001']) {
      const res = await get(`${photo}?w=${w}`);
      expect([w, res.status]).toEqual([w, 400]);
      expect(((await res.json()) as { msg: string }).msg).toMatch(/w/);
    }
    expect((await get('/api/images/0123456789abcdef01234567?w=320')).status).toBe(404);
  });

  it('answers the stored bytes when they cannot be decoded as a picture', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const url = (await upload(t, fake)).body.imageUrl;
    const res = await get(`${url}?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await res.arrayBuffer()).equals(fake)).toBe(true);
  });
});
