import { customerHeaders } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-app';
import { createProduct, pngBytes, upload } from './fixtures';

describe('Telugu names and descriptions, and the MRP of a variant', () => {
  const t = useTestApp();
  const { api, adminHeaders: admin } = t;

  describe('Telugu name and description', () => {
    it('are stored trimmed and shown to shoppers on the shelf, the product page and search', async () => {
      const image_url = (await upload(t, pngBytes())).body.imageUrl;
      const res = await api.post(
        '/api/admin/products',
        {
          product: { name: 'Set Curd', category: 'dairy', image_url, name_te: '  గడ్డ పెరుగు ', description_te: 'మట్టి కుండల్లో తోడు పెట్టిన పెరుగు.' },
          variant: { label: '500g', price: 60 },
        },
        admin,
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name_te: 'గడ్డ పెరుగు', description_te: 'మట్టి కుండల్లో తోడు పెట్టిన పెరుగు.' });

      const shelf = (await api.get('/api/products?category=dairy')).body.products;
      expect(shelf[0]).toMatchObject({ name_te: 'గడ్డ పెరుగు' });
      expect((await api.get(`/api/products/${res.body.id}`)).body.product).toMatchObject({ name_te: 'గడ్డ పెరుగు' });
      const found = (await api.get(`/api/products/search?q=${encodeURIComponent('పెరుగు')}`)).body.products;
      expect(found.map((p: { name: string }) => p.name)).toEqual(['Set Curd']);
    });

    it('are empty when not given, kept when an edit leaves them out, and cleared with an empty text', async () => {
      const p = await createProduct(t, { name: 'White Butter', category: 'dairy' });
      expect(p).toMatchObject({ name_te: '', description_te: '' });
      const named = await api.put(`/api/admin/products/${p.id}`, { name_te: 'తెల్ల వెన్న', description_te: 'చేతితో చిలికినది.' }, admin);
      expect(named.body).toMatchObject({ name_te: 'తెల్ల వెన్న', description_te: 'చేతితో చిలికినది.' });
      const renamed = await api.put(`/api/admin/products/${p.id}`, { name: 'Hand-churned Butter' }, admin);
      expect(renamed.body).toMatchObject({ name: 'Hand-churned Butter', name_te: 'తెల్ల వెన్న' });
      const cleared = await api.put(`/api/admin/products/${p.id}`, { name_te: '  ', description_te: '' }, admin);
      expect(cleared.body).toMatchObject({ name_te: '', description_te: '' });
    });

    it('refuse texts past their length with a message', async () => {
      const p = await createProduct(t, { name: 'Ghee', category: 'dairy' });
      for (const body of [{ name_te: 'న'.repeat(121) }, { description_te: 'న'.repeat(2001) }, { name_te: 5 }]) {
        const res = await api.put(`/api/admin/products/${p.id}`, body, admin);
        expect(res.status).toBe(400);
        expect(typeof res.body.msg).toBe('string');
      }
    });
  });

  describe('MRP', () => {
    it('is stored per variant in rupees and shown to shoppers beside the price', async () => {
      const p = await createProduct(t, { name: 'California Almonds', category: 'dryfruits' }, { label: '250g', price: 480, mrp: 520 });
      expect(p.variants[0]).toMatchObject({ label: '250g', price: 480, mrp: 520 });
      const page = (await api.get(`/api/products/${p.id}`)).body.product;
      expect(page.variants[0]).toMatchObject({ price: 480, mrp: 520 });
      const plain = await createProduct(t, { name: 'Black Raisins', category: 'dryfruits' }, { label: '250g', price: 150 });
      expect(plain.variants[0].mrp).toBeNull();
    });

    it('below the price is refused with a message saying so, on every way a variant is written', async () => {
      const image_url = (await upload(t, pngBytes())).body.imageUrl;
      const create = await api.post(
        '/api/admin/products',
        { product: { name: 'Cashews', category: 'dryfruits', image_url }, variant: { label: '250g', price: 300, mrp: 299.5 } },
        admin,
      );
      expect([create.status, create.body.msg]).toEqual([
        400,
        'The MRP of "250g" (₹299.5) cannot be less than its price (₹300). Raise the MRP or leave it blank.',
      ]);

      const p = await createProduct(t, { name: 'Walnut Kernels', category: 'dryfruits' }, { label: '250g', price: 420, mrp: 460 });
      const variantId = p.variants[0].id;
      const edit = await api.put(
        `/api/admin/products/${p.id}`,
        { variant_changes: { update: [{ id: variantId, label: '250g', price: 420, mrp: 400 }] } },
        admin,
      );
      expect([edit.status, edit.body.msg]).toEqual([400, 'The MRP of "250g" (₹400) cannot be less than its price (₹420). Raise the MRP or leave it blank.']);
      // The MRP left out is kept, so a new price above it is refused too.
      const raised = await api.put(`/api/admin/products/${p.id}`, { variant_changes: { update: [{ id: variantId, label: '250g', price: 470 }] } }, admin);
      expect(raised.status).toBe(400);
      expect(raised.body.msg).toContain('cannot be less than its price (₹470)');
      const single = await api.put(`/api/admin/variants/${variantId}`, { label: '250g', price: 470 }, admin);
      expect(single.status).toBe(400);
      const added = await api.post('/api/admin/variants', { product_id: p.id, label: '500g', price: 820, mrp: 800 }, admin);
      expect(added.status).toBe(400);
      const bad = await api.put(`/api/admin/products/${p.id}`, { variant_changes: { update: [{ id: variantId, label: '250g', price: 420, mrp: 0 }] } }, admin);
      expect([bad.status, bad.body.msg]).toEqual([400, 'The MRP must be more than 0 with at most 2 decimals.']);

      expect((await api.get(`/api/products/${p.id}`)).body.product.variants[0]).toMatchObject({ price: 420, mrp: 460 });
    });

    it('can equal the price, be changed with it, and be cleared with null', async () => {
      const p = await createProduct(t, { name: 'Medjool Dates', category: 'dryfruits' }, { label: '250g', price: 380, mrp: 420 });
      const id = p.variants[0].id;
      const both = await api.put(`/api/admin/products/${p.id}`, { variant_changes: { update: [{ id, label: '250g', price: 400, mrp: 400 }] } }, admin);
      expect(both.body.variants[0]).toMatchObject({ price: 400, mrp: 400 });
      const kept = await api.put(`/api/admin/products/${p.id}`, { variant_changes: { update: [{ id, label: '250g', price: 390 }] } }, admin);
      expect(kept.body.variants[0]).toMatchObject({ price: 390, mrp: 400 });
      const cleared = await api.put(`/api/admin/variants/${id}`, { label: '250g', price: 390, mrp: null }, admin);
      expect(cleared.body).toMatchObject({ price: 390, mrp: null });
    });

    it('changes nothing of what is charged: the quote uses the price', async () => {
      const p = await createProduct(t, { name: 'Groundnut Oil', category: 'oils' }, { label: '1l', price: 360, mrp: 400 });
      const quote = await api.post(
        '/api/orders/quote',
        { cartItems: [{ id: p.variants[0].id, quantity: 2 }], shippingAddress: null },
        await customerHeaders(t),
      );
      expect(quote.status).toBe(200);
      expect(quote.body.subtotal).toBe(720);
    });
  });
});
