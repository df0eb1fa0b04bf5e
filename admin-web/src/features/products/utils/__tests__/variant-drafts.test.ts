import { product } from '@/testing/fixtures';
import { draftsFrom, editDraft, planVariantChanges, withNewDraft, withoutDraft } from '../variant-drafts';

describe('variant drafts', () => {
  it('loads only variants with an id', () => {
    expect(
      draftsFrom([
        ...product.variants,
        {
          id: '',
          product_id: 'p1',
          label: 'ghost',
          price: 1,
          stock: null,
          weight_grams: null,
          mrp: null,
          sold_by_weight: false,
          price_per_kg: null,
          tolerance_pct: null,
        },
      ]),
    ).toHaveLength(2);
  });

  it('a size sold by weight: its price follows price per kg × weight, and turning it off is sent', () => {
    let drafts = draftsFrom(product.variants);
    drafts = editDraft(drafts, 'v2', { byWeight: true, perKg: '492.7', weight: '1040' });
    expect(drafts.find((d) => d.key === 'v2')).toMatchObject({ price: '512.41', tolerance: '10' });
    expect(planVariantChanges(product.variants, drafts).update).toEqual([
      { id: 'v2', label: '1kg', price: 512.41, mrp: null, stock: null, weight_grams: 1040, sold_by_weight: true, price_per_kg: 492.7, tolerance_pct: 10 },
    ]);
    const weighed = product.variants.map((v) => (v.id === 'v2' ? { ...v, sold_by_weight: true, price_per_kg: 850, tolerance_pct: 10, weight_grams: 1000 } : v));
    const off = editDraft(draftsFrom(weighed), 'v2', { byWeight: false });
    expect(planVariantChanges(weighed, off).update).toEqual([expect.objectContaining({ id: 'v2', sold_by_weight: false })]);
  });

  it('plans nothing when nothing changed', () => {
    expect(planVariantChanges(product.variants, draftsFrom(product.variants))).toEqual({ add: [], update: [], delete: [] });
  });

  it('deletes flagged rows, adds new rows, updates only changed rows', () => {
    let drafts = withNewDraft(draftsFrom(product.variants));
    const added = drafts[2].key;
    drafts = editDraft(drafts, added, { label: ' 2kg ', price: '1600' });
    drafts = withoutDraft(drafts, 'v1');
    drafts = editDraft(drafts, 'v2', { price: '875.25' });
    expect(drafts.find((d) => d.key === 'v1')).toMatchObject({ deleted: true });
    expect(planVariantChanges(product.variants, drafts)).toEqual({
      delete: ['v1'],
      add: [{ label: '2kg', price: 1600, mrp: null, stock: null }],
      update: [{ id: 'v2', label: '1kg', price: 875.25, mrp: null, stock: null }],
    });
  });

  it('updates a row whose stock or weight changed: blank stock is not counted, blank weight is left as it is', () => {
    const loaded = [
      { ...product.variants[0], stock: 4, weight_grams: 500 },
      { ...product.variants[1], stock: null, weight_grams: null },
    ];
    let drafts = draftsFrom(loaded);
    expect(drafts.map((d) => [d.stock, d.weight])).toEqual([
      ['4', '500'],
      ['', ''],
    ]);
    expect(planVariantChanges(loaded, drafts).update).toEqual([]);
    drafts = editDraft(drafts, loaded[0].id, { stock: '' });
    drafts = editDraft(drafts, loaded[1].id, { stock: '12', weight: '720' });
    expect(planVariantChanges(loaded, drafts).update).toEqual([
      { id: loaded[0].id, label: loaded[0].label, price: loaded[0].price, mrp: null, stock: null, weight_grams: 500 },
      { id: loaded[1].id, label: loaded[1].label, price: loaded[1].price, mrp: null, stock: 12, weight_grams: 720 },
    ]);
  });

  it('loads the MRP, and updates a row whose MRP was set, changed or cleared (blank = none)', () => {
    const loaded = [{ ...product.variants[0], mrp: 500 }, product.variants[1]];
    let drafts = draftsFrom(loaded);
    expect(drafts.map((d) => d.mrp)).toEqual(['500', '']);
    expect(planVariantChanges(loaded, drafts).update).toEqual([]);
    drafts = editDraft(drafts, loaded[0].id, { mrp: '' });
    drafts = editDraft(drafts, loaded[1].id, { mrp: '900' });
    expect(planVariantChanges(loaded, drafts).update.map((row) => [row.id, row.mrp])).toEqual([
      [loaded[0].id, null],
      [loaded[1].id, 900],
    ]);
  });

  it('drops a removed new row at once', () => {
    const drafts = withNewDraft(draftsFrom(product.variants));
    expect(withoutDraft(drafts, drafts[2].key)).toHaveLength(2);
  });
});
