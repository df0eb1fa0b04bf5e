import mongoose from 'mongoose';
import { countProductsByCategory } from '../../src/modules/catalogue/category-counts';
import { findVariantsForPricing } from '../../src/modules/catalogue/pricing-reads';
import { useTestApp } from '../helpers/build-app';
import { customerHeaders } from '../helpers/accounts';
import { createProduct, pngBytes, upload } from './fixtures';

describe('admin catalogue management', () => {
  const t = useTestApp();
  const { api, adminHeaders: admin } = t;
  let image: string;
  beforeAll(async () => {
    image = (await upload(t, pngBytes())).body.imageUrl;
  });

  const shelf = async (category: string) => (await api.get(`/api/products?category=${category}`)).body.products;

  describe('POST /api/admin/products', () => {
    it('creates a product with its first variant and shows it to shoppers at once', async () => {
      const res = await api.post(
        '/api/admin/products',
        {
          product: { name: '  Kadaknath Chicken ', description: 'Black meat, farm raised', category: 'Live Birds', image_url: image },
          variant: { label: '1kg', price: 1199.5 },
        },
        admin,
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        name: 'Kadaknath Chicken',
        description: 'Black meat, farm raised',
        category: 'livebirds',
        image_url: image,
        is_new: true,
        variants: [{ label: '1kg', price: 1199.5, product_id: res.body.id }],
      });
      expect((await shelf('livebirds')).map((p: { id: string }) => p.id)).toContain(res.body.id);
    });

    it('creates a product without a variant (null or left out), with eggs allowed', async () => {
      const a = await api.post('/api/admin/products', { product: { name: 'Duck Eggs', category: 'eggs', image_url: image }, variant: null }, admin);
      const b = await api.post('/api/admin/products', { product: { name: 'Quail Eggs', category: 'eggs', image_url: image } }, admin);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.variants).toEqual([]);
      expect(b.body.description).toBe('');
    });

    it('refuses missing or invalid fields with 400, an image that is not stored with 409', async () => {
      const base = { name: 'Ghee', category: 'dairy', image_url: image };
      const cases: unknown[] = [
        { product: { category: 'dairy', image_url: image } },
        { product: { ...base, name: '   ' } },
        { product: { ...base, category: 'vegetables' } },
        { product: { name: 'Ghee', category: 'dairy' } },
        { product: { ...base, image_url: 'javascript:alert(1)' } },
        { product: { ...base, price: 10 } },
        { product: base, variant: { label: '1kg', price: 0 } },
        { product: base, variant: { label: '1kg', price: 10.555 } },
        { product: base, variant: { label: '  ', price: 10 } },
        { product: base, variant: { label: 'x'.repeat(41), price: 10 } },
        { product: base, variant: { label: '1kg', price: '10' } },
        { product: { ...base, name: { $gt: '' } } },
      ];
      for (const body of cases) {
        const res = await api.post('/api/admin/products', body, admin);
        expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
        expect(typeof res.body.msg).toBe('string');
      }
      // A well-formed upload address whose image is not stored (gone, or never uploaded) is a conflict, not a bad request.
      const gone = await api.post('/api/admin/products', { product: { ...base, image_url: '/api/images/0123456789abcdef01234567' } }, admin);
      expect([gone.status, gone.body.msg]).toEqual([409, 'That product image was not found. Please upload it again.']);
      expect(await shelf('dairy')).toEqual([]);
    });

    it('needs an admin token: none → 401, a customer token → 403', async () => {
      const body = { product: { name: 'Ghee', category: 'dairy', image_url: image }, variant: null };
      expect((await api.post('/api/admin/products', body)).status).toBe(401);
      expect((await api.post('/api/admin/products', body, await customerHeaders(t))).status).toBe(401);
      const customerTokenAsAdmin = { 'x-admin-token': (await customerHeaders(t))['x-auth-token']! };
      expect((await api.post('/api/admin/products', body, customerTokenAsAdmin)).status).toBe(403);
      expect((await api.get('/api/admin/products', customerTokenAsAdmin)).status).toBe(403);
    });
  });

  describe('PUT /api/admin/products/:id', () => {
    it('updates the four editable fields, ignores the loaded ones, and re-sorts by the new name', async () => {
      const turkey = await createProduct(t, { name: 'Broad Breasted Bird', category: 'livebirds' }, { label: '5kg', price: 3000 });
      await createProduct(t, { name: 'Sonali Chicken', category: 'livebirds' });
      const loaded = (await api.get('/api/admin/products', admin)).body.find((p: { id: string }) => p.id === turkey.id);
      const res = await api.put(`/api/admin/products/${turkey.id}`, { ...loaded, name: 'Turkey (live)', description: 'Free range' }, admin);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: turkey.id, name: 'Turkey (live)', description: 'Free range', category: 'livebirds' });
      expect(res.body.variants).toHaveLength(1);
      const order = (await shelf('livebirds')).map((p: { name: string }) => p.name);
      expect(order.indexOf('Turkey (live)')).toBeGreaterThan(order.indexOf('Kadaknath Chicken'));
      expect(order.indexOf('Turkey (live)')).toBeLessThan(order.length);
      expect(order[0]).toBe('Sonali Chicken');
    });

    it('refuses unknown fields and bad values with 400, unknown products with 404', async () => {
      const p = await createProduct(t, { name: 'Cashews W240', category: 'dryfruits' });
      expect((await api.put(`/api/admin/products/${p.id}`, { name: 'x', stock: 5 }, admin)).status).toBe(400);
      expect((await api.put(`/api/admin/products/${p.id}`, { category: 'toys' }, admin)).status).toBe(400);
      expect((await api.put(`/api/admin/products/${p.id}`, { name: '' }, admin)).status).toBe(400);
      expect((await api.put('/api/admin/products/0123456789abcdef01234567', { name: 'x' }, admin)).status).toBe(404);
      expect((await api.put('/api/admin/products/not-an-id', { name: 'x' }, admin)).status).toBe(404);
      expect((await api.put(`/api/admin/products/${p.id}`, { name: 'x' })).status).toBe(401);
    });

    it('deletes the replaced image when no product uses it any more', async () => {
      const p = await createProduct(t, { name: 'Walnuts', category: 'dryfruits' });
      const replacement = (await upload(t, pngBytes([10, 20, 30]))).body.imageUrl;
      const res = await api.put(`/api/admin/products/${p.id}`, { image_url: replacement }, admin);
      expect(res.body.image_url).toBe(replacement);
      expect((await api.get(p.image_url)).status).toBe(404);
      expect((await fetch(t.url + replacement)).status).toBe(200);
    });
  });

  describe('DELETE /api/admin/products/:id', () => {
    it('removes the product, its variants and its no-longer-used image', async () => {
      const p = await createProduct(t, { name: 'Almonds', category: 'dryfruits' }, { label: '500g', price: 650 });
      const res = await api.delete(`/api/admin/products/${p.id}`, admin);
      expect(res.status).toBe(200);
      expect(res.body.msg).toMatch(/deleted/i);
      expect(await findVariantsForPricing([p.variants[0].id])).toEqual([]);
      expect(await mongoose.connection.db!.collection('variants').countDocuments({ product_id: new mongoose.Types.ObjectId(p.id) })).toBe(0);
      expect((await api.get(p.image_url)).status).toBe(404);
      expect((await shelf('dryfruits')).map((x: { id: string }) => x.id)).not.toContain(p.id);
      expect((await api.delete(`/api/admin/products/${p.id}`, admin)).status).toBe(404);
    });

    it('keeps an image another product still uses', async () => {
      const shared = (await upload(t, pngBytes([90, 90, 0]))).body.imageUrl;
      const a = await createProduct(t, { name: 'Foxtail Millet', category: 'millets', image_url: shared });
      await createProduct(t, { name: 'Little Millet', category: 'millets', image_url: shared });
      expect((await api.delete(`/api/admin/products/${a.id}`, admin)).status).toBe(200);
      expect((await fetch(t.url + shared)).status).toBe(200);
    });
  });

  describe('variants', () => {
    it('adds, changes and deletes variants; shoppers see each change on their next request', async () => {
      const p = await createProduct(t, { name: 'Groundnut Oil', category: 'oils' });
      const added = await api.post('/api/admin/variants', { product_id: p.id, label: '1l', price: 320 }, admin);
      expect(added.status).toBe(201);
      expect(added.body).toEqual({
        id: expect.any(String),
        product_id: p.id,
        label: '1l',
        price: 320,
        stock: null,
        weight_grams: 1000,
        mrp: null,
        sold_by_weight: false,
        price_per_kg: null,
        tolerance_pct: null,
      });
      expect((await shelf('oils'))[0].variants).toEqual([added.body]);

      const changed = await api.put(`/api/admin/variants/${added.body.id}`, { label: ' 1 l ', price: 299.99 }, admin);
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ label: '1 l', price: 299.99 });
      expect((await shelf('oils'))[0].variants[0].price).toBe(299.99);

      expect((await api.delete(`/api/admin/variants/${added.body.id}`, admin)).status).toBe(200);
      expect((await shelf('oils'))[0].variants).toEqual([]);
      expect((await api.delete(`/api/admin/variants/${added.body.id}`, admin)).status).toBe(404);
    });

    it('refuses bad input (400), an unknown product or variant (404) and a duplicate label (409)', async () => {
      const p = await createProduct(t, { name: 'Sesame Oil', category: 'oils' }, { label: '500ml', price: 210 });
      const v = p.variants[0];
      expect((await api.post('/api/admin/variants', { product_id: p.id, label: '1l', price: -1 }, admin)).status).toBe(400);
      expect((await api.post('/api/admin/variants', { product_id: p.id, label: '1l', price: 1.001 }, admin)).status).toBe(400);
      expect((await api.post('/api/admin/variants', { product_id: p.id, label: '', price: 1 }, admin)).status).toBe(400);
      expect((await api.post('/api/admin/variants', { product_id: p.id, price: 1 }, admin)).status).toBe(400);
      expect((await api.post('/api/admin/variants', { product_id: '0123456789abcdef01234567', label: '1l', price: 1 }, admin)).status).toBe(404);
      const dup = await api.post('/api/admin/variants', { product_id: p.id, label: '500ml', price: 1 }, admin);
      expect(dup.status).toBe(409);
      expect(dup.body.msg).toMatch(/500ml/);
      await api.post('/api/admin/variants', { product_id: p.id, label: '1l', price: 400 }, admin);
      expect((await api.put(`/api/admin/variants/${v.id}`, { label: '1l', price: 210 }, admin)).status).toBe(409);
      expect((await api.put(`/api/admin/variants/${v.id}`, { label: '1l' }, admin)).status).toBe(400);
      expect((await api.put('/api/admin/variants/0123456789abcdef01234567', { label: '2l', price: 5 }, admin)).status).toBe(404);
      expect((await api.post('/api/admin/variants', { product_id: p.id, label: '2l', price: 1 })).status).toBe(401);
    });

    it('allows at most 20 variants per product', async () => {
      const p = await createProduct(t, { name: 'Ragi', category: 'millets' });
      for (let i = 1; i <= 20; i++) {
        expect((await api.post('/api/admin/variants', { product_id: p.id, label: `${i * 100}g`, price: i }, admin)).status).toBe(201);
      }
      const res = await api.post('/api/admin/variants', { product_id: p.id, label: '5kg', price: 50 }, admin);
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/20/);
    });
  });

  describe('GET /api/admin/products', () => {
    it('lists every product newest first, or a page of them with the total in x-total-count', async () => {
      const all = await api.get('/api/admin/products', admin);
      expect(all.status).toBe(200);
      expect(all.body.length).toBeGreaterThan(6);
      expect(all.body[0].created_at >= all.body[1].created_at).toBe(true);
      const page = await api.get('/api/admin/products?page=2&limit=3', admin);
      expect(page.body.map((p: { id: string }) => p.id)).toEqual(all.body.slice(3, 6).map((p: { id: string }) => p.id));
      expect(page.headers.get('x-total-count')).toBe(String(all.body.length));
      expect((await api.get('/api/admin/products?limit=0', admin)).status).toBe(400);
    });
  });

  describe('services for other modules', () => {
    it('findVariantsForPricing returns catalogue prices and leaves unknown ids out', async () => {
      const p = await createProduct(t, { name: 'Mustard Oil', category: 'oils' }, { label: '1l', price: 275.25 });
      const rows = await findVariantsForPricing([p.variants[0].id, '0123456789abcdef01234567', 'garbage', p.variants[0].id]);
      expect(rows).toEqual([
        {
          variant_id: p.variants[0].id,
          product_id: p.id,
          product_name: 'Mustard Oil',
          label: '1l',
          price_paise: 27525,
          image_url: p.image_url,
          category: 'oils',
          stock: null,
          weight_grams: 1000,
          weighed: null,
          name_te: '',
          tax: { hsn: '1508', rates: [{ rate: 5, from: '2017-07-01' }] },
        },
      ]);
      expect(await findVariantsForPricing([])).toEqual([]);
    });

    it('countProductsByCategory counts per stored category, a missing one as Uncategorized', async () => {
      await mongoose.connection.db!.collection('products').insertOne({ name: 'Legacy', name_key: 'legacy', sort_rank: 0, created_at: new Date() });
      const counts = await countProductsByCategory();
      const all = (await api.get('/api/admin/products', admin)).body as Array<{ category: string }>;
      const expected = new Map<string, number>();
      for (const p of all) expected.set(p.category, (expected.get(p.category) ?? 0) + 1);
      expect(counts.find((c) => c.category === 'Uncategorized')).toEqual({ category: 'Uncategorized', count: 1 });
      expect(counts.find((c) => c.category === 'oils')).toEqual({ category: 'oils', count: expected.get('oils') });
    });
  });
});
