import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { seedDemoData } from '../../src/scripts/seed';
import { DEMO_NEW_ARRIVALS, DEMO_PRODUCTS } from '../../src/scripts/demo-catalogue';
import { useTestApp } from '../helpers/build-app';

const SHOPPER_CATEGORIES = ['livebirds', 'eggs', 'pickles', 'dairy', 'dryfruits', 'oils', 'millets'];

describe('demo data seed', () => {
  const t = useTestApp();
  const { api } = t;
  const db = () => mongoose.connection.db!;
  const counts = async () => ({
    products: await db().collection('products').countDocuments(),
    variants: await db().collection('variants').countDocuments(),
    images: await db().collection('images.files').countDocuments(),
    coupons: await db().collection('coupons').countDocuments(),
    admins: await db().collection('admins').countDocuments(),
    partners: await db().collection('partners').countDocuments(),
    slotTemplates: await db().collection('slot_templates').countDocuments(),
  });

  it('creates the demo catalogue on an empty database, and nothing more when run again', async () => {
    expect(await seedDemoData(t.config)).toEqual({ created: true });
    const first = await counts();
    expect(first.products).toBe(DEMO_PRODUCTS.length);
    expect(first.images).toBe(DEMO_PRODUCTS.length);
    expect(first.coupons).toBe(3);
    expect(first.admins).toBe(1);
    expect(first.partners).toBe(2);
    expect(first.slotTemplates).toBe(4);

    expect(await seedDemoData(t.config)).toEqual({ created: false });
    expect(await counts()).toEqual(first);
  });

  it('offers the demo slots to shoppers at once: four a day for Hyderabad, 20 orders and 60 kg each', async () => {
    const settings = await api.get('/api/admin/slots/settings', { 'x-admin-token': t.app.issueToken({ id: t.adminId, role: 'admin' }) });
    expect(settings.body.templates.map((s: { start: string; end: string }) => `${s.start}-${s.end}`)).toEqual([
      '07:00-09:00',
      '09:00-11:00',
      '17:00-19:00',
      '19:00-21:00',
    ]);
    for (const template of settings.body.templates) expect(template).toMatchObject({ weekdays: [0, 1, 2, 3, 4, 5, 6], capacity_orders: 20, capacity_kg: 60 });
    const slots = await api.get('/api/slots?pincode=500034');
    expect(slots.body.slots_in_use).toBe(true);
    expect(slots.body.next_open).not.toBeNull();
  });

  it('fills every shopper shelf with at least 6 products, each with weighed, priced variants and an image', async () => {
    for (const category of SHOPPER_CATEGORIES) {
      const res = await api.get(`/api/products?category=${category}&limit=48`);
      expect([category, res.body.products.length >= 6]).toEqual([category, true]);
      for (const product of res.body.products) {
        expect(product.variants.length).toBeGreaterThan(0);
        for (const v of product.variants) {
          expect(v.label).toMatch(/\d(\.\d+)?\s*(g|kg|ml|l)\b/i);
          expect(v.price).toBeGreaterThan(0);
        }
      }
      // One picture a shelf here; every picture is compared with the others below.
      const image = await fetch(t.url + res.body.products[0].image_url);
      expect(image.headers.get('content-type')).toBe('image/png');
      await image.arrayBuffer();
    }
    const birds = (await api.get('/api/products?category=livebirds')).body.products.map((p: { name: string }) => p.name);
    expect(birds.slice(0, 7)).toEqual([
      'Sonali Chicken (Live)',
      'Kadaknath Chicken (Live)',
      'Turkey (Live)',
      'Guinea Fowl (Live)',
      'Duck (Live)',
      'Rabbit Meat',
      'Goat Mutton (Curry Cut)',
    ]);
  });

  const everyProduct = async () => {
    const products: Array<{ name: string; image_url: string; is_new: boolean; created_at: string }> = [];
    for (const category of SHOPPER_CATEGORIES) products.push(...(await api.get(`/api/products?category=${category}&limit=48`)).body.products);
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    return products;
  };

  it('gives every demo product a picture of its own: no two alike, not even on one shelf', async () => {
    const products = await everyProduct();
    // What a shopper sees at a glance: each picture as the smallest card size, shrunk to 24×24 colours.
    const pictures: Array<{ name: string; sha256: string; glance: Buffer }> = [];
    for (let i = 0; i < products.length; i += 4) {
      const batch = products.slice(i, i + 4).map(async (product) => {
        const bytes = Buffer.from(await (await fetch(`${t.url}${product.image_url}?w=160`)).arrayBuffer());
        const glance = await sharp(bytes).resize(24, 24).removeAlpha().raw().toBuffer();
        return { name: product.name, sha256: createHash('sha256').update(bytes).digest('hex'), glance };
      });
      pictures.push(...(await Promise.all(batch)));
    }
    expect(new Set(pictures.map((p) => p.sha256)).size).toBe(pictures.length);
    const closest = { difference: Infinity, pair: '' };
    for (const [i, a] of pictures.entries()) {
      for (const b of pictures.slice(i + 1)) {
        const difference = a.glance.reduce((sum, v, k) => sum + Math.abs(v - b.glance[k]!), 0) / a.glance.length;
        if (difference < closest.difference) Object.assign(closest, { difference, pair: `${a.name} / ${b.name}` });
      }
    }
    // A mere shade of one drawing differs by about 4 in 255 on average; distinct drawings by 7 or more.
    expect([closest.pair, closest.difference > 6]).toEqual([closest.pair, true]);

    // Drawn large enough to be sharp on a 3× phone showing the picture full width.
    const original = Buffer.from(await (await fetch(t.url + products[0]!.image_url)).arrayBuffer());
    expect(await sharp(original).metadata()).toMatchObject({ format: 'png', width: 1080, height: 1080 });
  }, 120_000); // 48 pictures read and shrunk by the API on the embedded database

  it('dates the demo products over months: "New" only on those added in the last 30 days', async () => {
    const products = await everyProduct();
    expect(
      products
        .filter((p) => p.is_new)
        .map((p) => p.name)
        .sort(),
    ).toEqual([...DEMO_NEW_ARRIVALS].sort());
    const ageDays = products.map((p) => (Date.now() - Date.parse(p.created_at)) / 86400000);
    expect(Math.max(...ageDays)).toBeGreaterThan(180);
    expect(ageDays.filter((d) => d < 30)).toHaveLength(DEMO_NEW_ARRIVALS.length);
  });

  it('offers the three public coupons for a year', async () => {
    const res = await api.get('/api/coupons/public');
    expect(res.body.map((c: { code: string }) => c.code).sort()).toEqual(['FARM50', 'HEALTHY15', 'WELCOME10']);
    const welcome = res.body.find((c: { code: string }) => c.code === 'WELCOME10');
    expect(welcome.first_order_only).toBe(true);
    expect(new Date(welcome.expiry_date).getTime()).toBeGreaterThan(Date.now() + 360 * 86400000);
  });
});
