import { VERSION_CHECK_MS } from '../../src/modules/catalogue/catalogue-version';
import { CatalogueVersionModel, ProductModel } from '../../src/modules/catalogue/model';
import { useTestApp } from '../helpers/build-app';
import { until } from '../helpers/until';
import { adminHeaders } from '../helpers/accounts';
import { createProduct } from './fixtures';

const names = (body: { products: Array<{ name: string }> }) => body.products.map((p) => p.name);

describe('GET /api/products', () => {
  const t = useTestApp();
  const { api } = t;
  beforeAll(async () => {
    for (const name of [
      'Seafood Mix Pickle',
      'fish pickle',
      'Avakaya Mango Pickle',
      'Prawn Pickle',
      'Boneless Chicken Pickle',
      'Mutton Pickle',
      'Country Chicken Pickle',
    ]) {
      await createProduct(t, { name, category: 'pickles' });
    }
    await createProduct(t, { name: 'Goat Mutton Curry Cut', category: 'meat' }, { label: '1kg', price: 950 });
    await createProduct(t, { name: 'Emu', category: 'livebirds' });
    await createProduct(t, { name: 'duck (live)', category: 'livebirds' });
    await createProduct(t, { name: 'Rabbit Meat', category: 'meat' });
    await createProduct(t, { name: 'Sonali Chicken', category: 'livebirds' }, { label: '1.5kg', price: 780.5 });
    await createProduct(t, { name: 'A2 Desi Cow Ghee', category: 'dairy' }, { label: '1l', price: 1900 });
  });

  it("orders pickles by the shelf's name priority (case-insensitive part of the name), then by name", async () => {
    const res = await api.get('/api/products?category=pickles');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual([
      'Country Chicken Pickle',
      'Boneless Chicken Pickle',
      'Mutton Pickle',
      'Prawn Pickle',
      'fish pickle',
      'Seafood Mix Pickle',
      'Avakaya Mango Pickle',
    ]);
    expect(res.body.totalPages).toBe(1);
    expect(res.body.page).toBe(1);
  });

  it('shows meat on the live-birds shelf, under every spelling the client sends', async () => {
    const expected = ['Sonali Chicken', 'duck (live)', 'Rabbit Meat', 'Goat Mutton Curry Cut', 'Emu'];
    for (const category of ['livebirds', 'meatpoultry', 'Live Birds', 'MEAT POULTRY']) {
      const res = await api.get(`/api/products?category=${encodeURIComponent(category)}`);
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(expected);
    }
    const meatOnly = await api.get('/api/products?category=meat');
    expect(names(meatOnly.body)).toEqual(['Rabbit Meat', 'Goat Mutton Curry Cut']);
  });

  it('answers 400 for an unknown category and for bad paging', async () => {
    const unknown = await api.get('/api/products?category=vegetables');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toMatch(/vegetables/);
    expect((await api.get('/api/products?limit=49')).status).toBe(400);
    expect((await api.get('/api/products?page=0')).status).toBe(400);
    expect((await api.get('/api/products?page=abc')).status).toBe(400);
    expect((await api.get('/api/products?sort=name')).status).toBe(400);
  });

  it('lists every product without a category, 12 a page by default, with paging', async () => {
    const all = await api.get('/api/products');
    expect(all.body.products).toHaveLength(12);
    expect(all.body.totalPages).toBe(2);
    const page2 = await api.get('/api/products?page=2');
    expect(page2.body.products).toHaveLength(1);
    expect(page2.body.page).toBe(2);
    const small = await api.get('/api/products?category=pickles&limit=3&page=3');
    expect(small.body.totalPages).toBe(3);
    expect(names(small.body)).toEqual(['Avakaya Mango Pickle']);
    const past = await api.get('/api/products?category=pickles&page=9');
    expect(past.status).toBe(200);
    expect(past.body.products).toEqual([]);
  });

  it('returns products with their variants in rupees and an is_new flag', async () => {
    const res = await api.get('/api/products?category=dairy');
    const [ghee] = res.body.products;
    expect(ghee).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'A2 Desi Cow Ghee',
      description: '',
      name_te: '',
      description_te: '',
      image_url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{24}$/),
      category: 'dairy',
      is_new: true,
      is_active: true,
      subscribable: false,
      created_at: expect.any(String),
      // Stock not counted unless an admin sets it; the weight read from the label.
      variants: [
        {
          id: expect.any(String),
          product_id: ghee.id,
          label: '1l',
          price: 1900,
          stock: null,
          weight_grams: 1000,
          mrp: null,
          sold_by_weight: false,
          price_per_kg: null,
          tolerance_pct: null,
        },
      ],
      // Its shelf's tax class until staff set its own: ghee went from 12 % to 5 % on 22 September 2025.
      hsn: '0405',
      gst_rates: [
        { rate: 12, from: '2017-07-01' },
        { rate: 5, from: '2025-09-22' },
      ],
    });
    const sonali = (await api.get('/api/products?category=livebirds')).body.products[0];
    expect(sonali.variants[0].price).toBe(780.5);
  });

  it('sends a strong ETag with no-cache, answers 304 to If-None-Match, and a new ETag after a write', async () => {
    const first = await api.get('/api/products?category=dairy');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');

    const again = await fetch(`${t.url}/api/products?category=dairy`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // RFC 9110 §8.6: a 304 may only carry the Content-Length of the 200 it stands for; it carries none.
    expect(again.headers.get('content-length')).toBeNull();
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');

    const ghee = first.body.products[0];
    const added = await api.post('/api/admin/variants', { product_id: ghee.id, label: '500ml', price: 999.99 }, adminHeaders(t));
    expect(added.status).toBe(201);
    const after = await fetch(`${t.url}/api/products?category=dairy`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const body = (await after.json()) as { products: Array<{ variants: Array<{ label: string }> }> };
    expect(body.products[0]!.variants.map((v) => v.label)).toEqual(['500ml', '1l']);
  });

  // The cached pages live a minute, so a write seen well within that came through the background version check.
  const oilNames = async () => names((await api.get('/api/products?category=oils')).body);

  it('serves from memory, and sees a write made by another API process once the shared version moves', async () => {
    await api.get('/api/products?category=oils');
    // Another process writes straight to the database…
    await ProductModel.create({ name: 'Cold-pressed Sesame Oil', category: 'oils', name_key: 'cold-pressed sesame oil', sort_rank: 0 });
    expect(await oilNames()).toEqual([]);
    // …and bumps the shared version, as every catalogue write does.
    await CatalogueVersionModel.updateOne({ _id: 'catalogue' }, { $inc: { version: 1 } }, { upsert: true });
    await until(async () => (await oilNames()).length > 0, 'the write to show', VERSION_CHECK_MS * 10);
    expect(await oilNames()).toEqual(['Cold-pressed Sesame Oil']);
  });

  it('flags products older than 30 days as not new', async () => {
    await ProductModel.updateOne({ name: 'A2 Desi Cow Ghee' }, { $set: { created_at: new Date(Date.now() - 31 * 86400000) } });
    await CatalogueVersionModel.updateOne({ _id: 'catalogue' }, { $inc: { version: 1 } });
    const ghee = async () => (await api.get('/api/products?category=dairy')).body.products[0];
    await until(async () => (await ghee()).is_new === false, 'the ghee to stop being new', VERSION_CHECK_MS * 10);
    expect((await ghee()).name).toBe('A2 Desi Cow Ghee');
  });
});
