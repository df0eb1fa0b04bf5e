import { ProductModel } from '../../src/modules/catalogue/model';
import { useTestApp } from '../helpers/build-app';
import { createProduct } from './fixtures';

// The admin's Products tab pages and searches on the server (docs/features.md, "Products, Users and the Overview"): a big catalogue stays one
// small answer per screen.
describe('GET /api/admin/products: pages and search', () => {
  const t = useTestApp();
  const { api, adminHeaders: admin } = t;
  const COUNT = 1200;

  beforeAll(async () => {
    // Stored straight in the database: 1,200 uploads through the API would test the uploader, not the list.
    const start = Date.parse('2026-01-01T00:00:00Z');
    await ProductModel.insertMany(
      Array.from({ length: COUNT }, (_, i) => {
        const name = i % 100 === 7 ? `Desi Ghee ${i}` : `Product ${String(i).padStart(4, '0')}`;
        return { name, name_key: name.toLowerCase(), category: 'dairy', sort_rank: 0, created_at: new Date(start + i * 60_000) };
      }),
    );
  }, 60_000);

  it('answers page 3 of 25 (48 a page), newest first, with the total in x-total-count', async () => {
    const res = await api.get('/api/admin/products?page=3&limit=48', admin);
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-total-count'))).toBe(COUNT);
    expect(Math.ceil(COUNT / 48)).toBe(25);
    // Newest first: page 3 starts after the 96 newest, i.e. at index 1200 - 1 - 96.
    expect(res.body).toHaveLength(48);
    expect(res.body[0].name).toBe('Product 1103');
    expect(res.body[47].name).toBe('Product 1056');
    const last = await api.get('/api/admin/products?page=25&limit=48', admin);
    expect(last.body).toHaveLength(48);
    expect((await api.get('/api/admin/products?page=26&limit=48', admin)).body).toEqual([]);
  });

  it('searches names whatever the case, pages the matches, and counts only them', async () => {
    const res = await api.get('/api/admin/products?q=GHEE&limit=5', admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('12');
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(['Desi Ghee 1107', 'Desi Ghee 1007', 'Desi Ghee 907', 'Desi Ghee 807', 'Desi Ghee 707']);
    const third = await api.get('/api/admin/products?q=ghee&limit=5&page=3', admin);
    expect(third.body.map((p: { name: string }) => p.name)).toEqual(['Desi Ghee 107', 'Desi Ghee 7']);
  });

  it('takes the search text literally: regex characters match themselves and nothing else', async () => {
    const made = await createProduct(t, { name: 'Ghee (A2) 1.5kg', category: 'dairy' });
    const literal = await api.get(`/api/admin/products?q=${encodeURIComponent('(a2) 1.5')}`, admin);
    expect(literal.body.map((p: { id: string }) => p.id)).toEqual([made.id]);
    // As a pattern ".*" would match every product; as text it matches none.
    const dotStar = await api.get(`/api/admin/products?q=${encodeURIComponent('.*')}`, admin);
    expect(dotStar.status).toBe(200);
    expect(dotStar.headers.get('x-total-count')).toBe('0');
    expect(dotStar.body).toEqual([]);
  });

  it('still answers every product without page, limit or q (other callers read the whole list)', async () => {
    const res = await api.get('/api/admin/products', admin);
    expect(res.body.length).toBe(Number(res.headers.get('x-total-count')));
    expect(res.body.length).toBeGreaterThan(COUNT);
  });

  it('refuses a search longer than 100 characters with a message', async () => {
    const res = await api.get(`/api/admin/products?q=${'a'.repeat(101)}`, admin);
    expect(res.status).toBe(400);
    expect(typeof res.body.msg).toBe('string');
  });
});
