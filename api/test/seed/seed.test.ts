import mongoose from 'mongoose';
import { seedDemoData } from '../../src/scripts/seed';
import { DEMO_PRODUCTS } from '../../src/scripts/demo-catalogue';
import { http, startTestApp, type TestApp } from '../helpers/build-app';

const SHOPPER_CATEGORIES = ['livebirds', 'eggs', 'pickles', 'dairy', 'dryfruits', 'oils', 'millets'];

describe('demo data seed', () => {
  let t: TestApp;
  let api: ReturnType<typeof http>;
  const db = () => mongoose.connection.db!;
  const counts = async () => ({
    products: await db().collection('products').countDocuments(),
    variants: await db().collection('variants').countDocuments(),
    images: await db().collection('images.files').countDocuments(),
    coupons: await db().collection('coupons').countDocuments(),
    admins: await db().collection('admins').countDocuments(),
    partners: await db().collection('partners').countDocuments(),
  });

  beforeAll(async () => {
    t = await startTestApp();
    api = http(t.url);
  });
  afterAll(() => t.close());

  it('creates the demo catalogue on an empty database, and nothing more when run again', async () => {
    expect(await seedDemoData(t.config)).toEqual({ created: true });
    const first = await counts();
    expect(first.products).toBe(DEMO_PRODUCTS.length);
    expect(first.images).toBe(DEMO_PRODUCTS.length);
    expect(first.coupons).toBe(3);
    expect(first.admins).toBe(1);
    expect(first.partners).toBe(2);

    expect(await seedDemoData(t.config)).toEqual({ created: false });
    expect(await counts()).toEqual(first);
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
        const image = await fetch(t.url + product.image_url);
        expect(image.headers.get('content-type')).toBe('image/png');
      }
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

  it('offers the three public coupons for a year', async () => {
    const res = await api.get('/api/coupons/public');
    expect(res.body.map((c: { code: string }) => c.code).sort()).toEqual(['FARM50', 'HEALTHY15', 'WELCOME10']);
    const welcome = res.body.find((c: { code: string }) => c.code === 'WELCOME10');
    expect(welcome.first_order_only).toBe(true);
    expect(new Date(welcome.expiry_date).getTime()).toBeGreaterThan(Date.now() + 360 * 86400000);
  });
});
