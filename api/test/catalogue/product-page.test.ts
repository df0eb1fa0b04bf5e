import { Types } from 'mongoose';
import { useTestApp } from '../helpers/build-app';
import { adminHeaders } from '../helpers/accounts';
import { createProduct } from './fixtures';

describe('GET /api/products/:id', () => {
  const t = useTestApp();
  const { api } = t;
  let paneer: { id: string };
  let rabbit: { id: string };
  beforeAll(async () => {
    paneer = await createProduct(t, { name: 'Farm Fresh Paneer', category: 'dairy', description: 'Soft paneer made daily.' }, { label: '200g', price: 110 });
    await api.post('/api/admin/variants', { product_id: paneer.id, label: '500g', price: 260 }, adminHeaders(t));
    await api.post('/api/admin/variants', { product_id: paneer.id, label: 'Family pack', price: 500 }, adminHeaders(t));
    for (const name of ['Set Curd', 'White Butter', 'A2 Desi Cow Ghee']) await createProduct(t, { name, category: 'dairy' });
    await createProduct(t, { name: 'Sonali Chicken (Live)', category: 'livebirds' });
    rabbit = await createProduct(t, { name: 'Rabbit Meat', category: 'meat' });
    await createProduct(t, { name: 'Kadaknath Chicken (Live)', category: 'livebirds' });
    await createProduct(t, { name: 'Foxtail Millet', category: 'millets' });
  });

  it('answers the product with a price per kg for each variant whose label carries a weight', async () => {
    const res = await api.get(`/api/products/${paneer.id}`);
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ id: paneer.id, name: 'Farm Fresh Paneer', category: 'dairy', description: 'Soft paneer made daily.' });
    expect(res.body.product.variants.map((v: { label: string; price: number; price_per_kg: number | null }) => [v.label, v.price, v.price_per_kg])).toEqual([
      ['200g', 110, 550],
      ['500g', 260, 520],
      ['Family pack', 500, null],
    ]);
  });

  it('lists other products of the same shelf as related, the live-birds shelf holding meat too', async () => {
    const dairy = await api.get(`/api/products/${paneer.id}`);
    expect(dairy.body.related.map((p: { name: string }) => p.name)).toEqual(['A2 Desi Cow Ghee', 'Set Curd', 'White Butter']);
    const meat = await api.get(`/api/products/${rabbit.id}`);
    expect(meat.body.related.map((p: { name: string }) => p.name)).toEqual(['Sonali Chicken (Live)', 'Kadaknath Chicken (Live)']);
  });

  it('answers 404 with a message for an unknown or malformed id, and for a deleted product', async () => {
    const unknown = await api.get(`/api/products/${new Types.ObjectId().toString()}`);
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'That product is no longer in our store.']);
    // Not an id at all: refused by the path's schema, still 404 (the shop shows its "no longer here" page for both).
    for (const id of ['not-an-id', 'search-but-not']) {
      const res = await api.get(`/api/products/${id}`);
      expect([res.status, res.body.msg]).toEqual([404, 'Nothing has that id.']);
    }
    const gone = await createProduct(t, { name: 'Old Stock', category: 'oils' });
    expect((await api.get(`/api/products/${gone.id}`)).status).toBe(200);
    expect((await api.delete(`/api/admin/products/${gone.id}`, adminHeaders(t))).status).toBe(200);
    expect((await api.get(`/api/products/${gone.id}`)).status).toBe(404);
  });

  it('sends a strong ETag with no-cache, 304 to If-None-Match, and the new price at once after an edit', async () => {
    const first = await fetch(`${t.url}/api/products/${paneer.id}`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${t.url}/api/products/${paneer.id}`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const body = (await first.json()) as { product: { variants: Array<{ id: string; label: string }> } };
    const small = body.product.variants.find((v) => v.label === '200g')!;
    expect((await api.put(`/api/admin/variants/${small.id}`, { label: '200g', price: 120 }, adminHeaders(t))).status).toBe(200);
    const after = await fetch(`${t.url}/api/products/${paneer.id}`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    const updated = (await after.json()) as { product: { variants: Array<{ label: string; price: number; price_per_kg: number }> } };
    expect(updated.product.variants[0]).toMatchObject({ label: '200g', price: 120, price_per_kg: 600 });
  });
});
