import { product } from '@/testing/fixtures';
import { draftsFrom, editDraft, planVariantChanges, withNewDraft, withoutDraft } from '../variant-drafts';

describe('variant drafts', () => {
  it('loads only variants with an id', () => {
    expect(draftsFrom([...product.variants, { id: '', product_id: 'p1', label: 'ghost', price: 1 }])).toHaveLength(2);
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
      add: [{ label: '2kg', price: 1600 }],
      update: [{ id: 'v2', label: '1kg', price: 875.25 }],
    });
  });

  it('drops a removed new row at once', () => {
    const drafts = withNewDraft(draftsFrom(product.variants));
    expect(withoutDraft(drafts, drafts[2].key)).toHaveLength(2);
  });
});
