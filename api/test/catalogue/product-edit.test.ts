import mongoose from 'mongoose';
import { VariantModel } from '../../src/modules/catalogue/model';
import { useTestApp } from '../helpers/build-app';
import { createProduct, pngBytes, upload } from './fixtures';

interface Variant {
  id: string;
  label: string;
  price: number;
}

describe('PUT /api/admin/products/:id — Edit Product in one call', () => {
  const t = useTestApp();
  const { api, adminHeaders: admin } = t;

  const stored = async (id: string) =>
    (await api.get('/api/admin/products', admin)).body.find((p: { id: string }) => p.id === id) as {
      name: string;
      image_url: string | null;
      variants: Variant[];
    };
  const labels = (variants: Variant[]) => variants.map((v) => `${v.label}=${v.price}`).sort();
  const save = (id: string, body: unknown) => api.put(`/api/admin/products/${id}`, body, admin);

  async function chicken() {
    return createProduct(t, { name: 'Country Chicken', category: 'livebirds' }, { label: '500g', price: 450 }).then(async (p) => {
      await api.post('/api/admin/variants', { product_id: p.id, label: '1kg', price: 850 }, admin);
      return stored(p.id).then((s) => ({ id: p.id as string, ...s }));
    });
  }

  it('saves the product fields and every variant change together, and shoppers see them at once', async () => {
    const p = await chicken();
    const [half, kilo] = [p.variants.find((v) => v.label === '500g')!, p.variants.find((v) => v.label === '1kg')!];
    const res = await save(p.id, {
      name: 'Kadaknath Country Chicken',
      description: 'Black meat',
      variant_changes: { delete: [half.id], update: [{ id: kilo.id, label: '1kg', price: 900 }], add: [{ label: '2kg', price: 1650.5 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p.id, name: 'Kadaknath Country Chicken', description: 'Black meat' });
    expect(labels(res.body.variants)).toEqual(['1kg=900', '2kg=1650.5']);
    expect(res.body.variants.find((v: Variant) => v.label === '1kg').id).toBe(kilo.id); // carts keep pointing at it
    const shelf = (await api.get('/api/products?category=livebirds')).body.products.find((x: { id: string }) => x.id === p.id);
    expect(shelf.name).toBe('Kadaknath Country Chicken');
    expect(labels(shelf.variants)).toEqual(['1kg=900', '2kg=1650.5']);
  });

  it('checks everything before writing anything: a bad variant leaves the product as it was', async () => {
    const p = await chicken();
    const [half, kilo] = [p.variants.find((v) => v.label === '500g')!, p.variants.find((v) => v.label === '1kg')!];
    const before = await stored(p.id);
    const rename = { name: 'Renamed', description: 'changed' };
    const cases: Array<[unknown, number, RegExp]> = [
      [{ ...rename, variant_changes: { add: [{ label: '1kg', price: 10 }] } }, 409, /1kg/],
      [{ ...rename, variant_changes: { update: [{ id: half.id, label: '1kg', price: 10 }] } }, 409, /1kg/],
      [
        {
          ...rename,
          variant_changes: {
            add: [
              { label: '2kg', price: 10 },
              { label: '2kg', price: 11 },
            ],
          },
        },
        400,
        /2kg/,
      ],
      [{ ...rename, variant_changes: { add: [{ label: '2kg', price: 10.555 }] } }, 400, /2 decimals/],
      [{ ...rename, variant_changes: { add: [{ label: '   ', price: 10 }] } }, 400, /label/],
      [{ ...rename, variant_changes: { update: [{ id: kilo.id, label: '1kg', price: 0 }] } }, 400, /price|0/i],
      [{ ...rename, variant_changes: { update: [{ id: kilo.id, label: '1kg', price: 5 }], delete: [kilo.id] } }, 400, /changed and removed/],
      [{ ...rename, variant_changes: { update: [{ id: new mongoose.Types.ObjectId().toString(), label: '3kg', price: 5 }] } }, 409, /removed meanwhile/],
      [{ ...rename, category: 'toys', variant_changes: { add: [{ label: '2kg', price: 10 }] } }, 400, /Category/],
      [{ ...rename, variant_changes: { add: Array.from({ length: 19 }, (_, i) => ({ label: `${i + 2}kg`, price: 10 })) } }, 400, /20/],
    ];
    for (const [body, status, msg] of cases) {
      const res = await save(p.id, body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status]);
      expect(res.body.msg).toMatch(msg);
    }
    expect(await stored(p.id)).toEqual(before);
  });

  it('can be repeated: a retry of the same save changes nothing more and fails on nothing', async () => {
    const p = await chicken();
    const half = p.variants.find((v) => v.label === '500g')!;
    const body = { name: 'Chicken (retry)', variant_changes: { delete: [half.id], add: [{ label: '2kg', price: 1600 }] } };
    const [first, second] = [await save(p.id, body), await save(p.id, body)];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(labels(second.body.variants)).toEqual(['1kg=850', '2kg=1600']);
    // A double submit (both at once) ends the same way.
    const other = await chicken();
    const both = { variant_changes: { add: [{ label: '2kg', price: 1600 }] } };
    const answers = await Promise.all([save(other.id, both), save(other.id, both)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(labels((await stored(other.id)).variants)).toEqual(['1kg=850', '2kg=1600', '500g=450']);
  });

  it('swaps two labels in one save', async () => {
    const p = await chicken();
    const [half, kilo] = [p.variants.find((v) => v.label === '500g')!, p.variants.find((v) => v.label === '1kg')!];
    const res = await save(p.id, {
      variant_changes: {
        update: [
          { id: half.id, label: '1kg', price: 450 },
          { id: kilo.id, label: '500g', price: 850 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.variants.map((v: Variant) => [v.id, v.label])).toEqual(
      expect.arrayContaining([
        [half.id, '1kg'],
        [kilo.id, '500g'],
      ]),
    );
  });

  it('when a write fails halfway, says exactly what was saved and what was not', async () => {
    const p = await chicken();
    // Another admin adds "2kg" after this save's checks passed and before its own "2kg" is written.
    const create = VariantModel.create.bind(VariantModel);
    jest.spyOn(VariantModel, 'create').mockImplementationOnce((async (doc: object) => {
      await VariantModel.collection.insertOne({ product_id: new mongoose.Types.ObjectId(p.id), label: '2kg', price_paise: 99900, created_at: new Date() });
      return create(doc);
    }) as never);
    const res = await save(p.id, { name: 'Half Saved', variant_changes: { add: [{ label: '2kg', price: 1600 }] } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ saved: ['the product details'], failed: 'the new variant "2kg"' });
    expect(res.body.msg).toBe('Saved the product details; not saved: the new variant "2kg" (another variant has that label now).');
    const after = await stored(p.id);
    expect(after.name).toBe('Half Saved');
    expect(labels(after.variants)).toEqual(['1kg=850', '2kg=999', '500g=450']);
  });

  describe('product images are the store’s own', () => {
    it('refuses an image from another site with a clear 400 and changes nothing', async () => {
      const p = await chicken();
      const before = await stored(p.id);
      for (const url of [
        'https://cdn.example.com/chicken.jpg',
        'http://localhost:8080/api/images/0123456789abcdef01234567',
        '//evil.example/x.png',
        'data:image/png;base64,AAAA',
      ]) {
        const res = await save(p.id, { name: 'Linked', image_url: url });
        expect([url, res.status]).toEqual([url, 400]);
        expect(res.body.msg).toBe('Upload the product image to the store: pictures linked from other websites cannot be shown on its pages.');
      }
      expect(await stored(p.id)).toEqual(before);
      const created = await api.post(
        '/api/admin/products',
        { product: { name: 'Linked Ghee', category: 'dairy', image_url: 'https://cdn.example.com/ghee.jpg' } },
        admin,
      );
      expect(created.status).toBe(400);
      expect((await api.get('/api/admin/products', admin)).body.map((x: { name: string }) => x.name)).not.toContain('Linked Ghee');
    });

    it('keeps an older product’s external image when other fields are edited, and replaces it with an upload', async () => {
      const legacy = await mongoose.connection.db!.collection('products').insertOne({
        name: 'Old Ghee',
        description: '',
        category: 'dairy',
        image_url: 'https://old-cdn.example.com/ghee.jpg',
        name_key: 'old ghee',
        sort_rank: 0,
        created_at: new Date(),
      });
      const id = legacy.insertedId.toString();
      const renamed = await save(id, { name: 'Old Ghee 1l', image_url: 'https://old-cdn.example.com/ghee.jpg' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.image_url).toBe('https://old-cdn.example.com/ghee.jpg');
      const uploaded = (await upload(t, pngBytes([1, 2, 3]))).body.imageUrl;
      expect((await save(id, { image_url: uploaded })).body.image_url).toBe(uploaded);
    });
  });
});
