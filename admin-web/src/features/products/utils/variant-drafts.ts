import type { Variant } from '../api/get-products';

/** A variant row in the Edit Product dialog, with its client-only flags (new, deleted). */
export interface VariantDraft {
  /** Stable React key: the variant id, or a local one for new rows. */
  key: string;
  id?: string;
  label: string;
  /** As typed in the number input. */
  price: string;
  /** Rupees as typed; blank = no MRP. */
  mrp: string;
  /** Units left as typed; blank = not counted. */
  stock: string;
  /** Grams per unit as typed; blank = none (a new row: read from the label by the store). */
  weight: string;
  isNew: boolean;
  deleted: boolean;
}

let localKey = 0;

/** Only variants with an id are loaded. */
export const draftsFrom = (variants: Variant[]): VariantDraft[] =>
  variants
    .filter((variant) => variant.id)
    .map((variant) => ({
      key: variant.id,
      id: variant.id,
      label: variant.label,
      price: String(variant.price),
      mrp: variant.mrp == null ? '' : String(variant.mrp),
      stock: variant.stock == null ? '' : String(variant.stock),
      weight: variant.weight_grams == null ? '' : String(variant.weight_grams),
      isNew: false,
      deleted: false,
    }));

/** New rows start with an empty label and price. */
export const withNewDraft = (drafts: VariantDraft[]): VariantDraft[] => [
  ...drafts,
  { key: `new-${++localKey}`, label: '', price: '', mrp: '', stock: '', weight: '', isNew: true, deleted: false },
];

/** A new row is dropped at once; an existing one is hidden and deleted on the server at save. */
export const withoutDraft = (drafts: VariantDraft[], key: string): VariantDraft[] =>
  drafts.flatMap((draft) => {
    if (draft.key !== key) return [draft];
    return draft.isNew ? [] : [{ ...draft, deleted: true }];
  });

export const editDraft = (drafts: VariantDraft[], key: string, change: Partial<Pick<VariantDraft, 'label' | 'price' | 'mrp' | 'stock' | 'weight'>>) =>
  drafts.map((draft) => (draft.key === key ? { ...draft, ...change } : draft));

/** The variant part of an Edit Product save, as the API takes it (`variant_changes`). */
interface VariantFields {
  label: string;
  price: number;
  /** null: none. */
  mrp: number | null;
  /** null: not counted. */
  stock: number | null;
  /** Left out: unchanged (a new row: read from the label). */
  weight_grams?: number;
}

export interface VariantChanges {
  add: VariantFields[];
  update: Array<VariantFields & { id: string }>;
  delete: string[];
}

/** A row as the API takes it: blank stock = not counted, blank weight = left out. */
function fieldsOf(draft: VariantDraft): VariantFields {
  return {
    label: draft.label.trim(),
    price: Number(draft.price),
    mrp: draft.mrp.trim() === '' ? null : Number(draft.mrp),
    stock: draft.stock.trim() === '' ? null : Number(draft.stock),
    ...(draft.weight.trim() === '' ? {} : { weight_grams: Number(draft.weight) }),
  };
}

/** What the save must change: flagged rows deleted, new rows added, changed rows updated. */
export function planVariantChanges(loaded: Variant[], drafts: VariantDraft[]): VariantChanges {
  const before = new Map(loaded.map((variant) => [variant.id, variant]));
  const changes: VariantChanges = { add: [], update: [], delete: [] };
  for (const draft of drafts) {
    const fields = fieldsOf(draft);
    if (draft.isNew) {
      if (!draft.deleted) changes.add.push(fields);
    } else if (draft.id && draft.deleted) {
      changes.delete.push(draft.id);
    } else if (draft.id) {
      const original = before.get(draft.id);
      const changed =
        !original ||
        original.label !== fields.label ||
        original.price !== fields.price ||
        (original.mrp ?? null) !== fields.mrp ||
        (original.stock ?? null) !== fields.stock ||
        (fields.weight_grams !== undefined && (original.weight_grams ?? null) !== fields.weight_grams);
      if (changed) changes.update.push({ id: draft.id, ...fields });
    }
  }
  return changes;
}
