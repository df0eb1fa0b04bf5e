import { TOLERANCE_PCT_DEFAULT } from '@farm-store/contracts/catalogue';
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
  /** Sold by weight: the price is then the price per kg × the weight (the nominal one). */
  byWeight: boolean;
  /** Rupees per kg as typed. */
  perKg: string;
  /** ± % as typed. */
  tolerance: string;
  isNew: boolean;
  deleted: boolean;
}

/** The price of a size sold by weight: price per kg × nominal kg, to the paisa (the API checks it is exactly this). */
export function weighedPrice(perKg: string, weight: string): string {
  const rupees = Number(perKg);
  const grams = Number(weight);
  if (!(rupees > 0) || !(grams > 0)) return '';
  return String(Math.round((rupees * grams) / 10) / 100);
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
      byWeight: variant.sold_by_weight,
      perKg: variant.price_per_kg == null ? '' : String(variant.price_per_kg),
      tolerance: String(variant.tolerance_pct ?? TOLERANCE_PCT_DEFAULT),
      isNew: false,
      deleted: false,
    }));

/** New rows start with an empty label and price. */
export const withNewDraft = (drafts: VariantDraft[]): VariantDraft[] => [
  ...drafts,
  {
    key: `new-${++localKey}`,
    label: '',
    price: '',
    mrp: '',
    stock: '',
    weight: '',
    byWeight: false,
    perKg: '',
    tolerance: String(TOLERANCE_PCT_DEFAULT),
    isNew: true,
    deleted: false,
  },
];

/** A new row is dropped at once; an existing one is hidden and deleted on the server at save. */
export const withoutDraft = (drafts: VariantDraft[], key: string): VariantDraft[] =>
  drafts.flatMap((draft) => {
    if (draft.key !== key) return [draft];
    return draft.isNew ? [] : [{ ...draft, deleted: true }];
  });

export type DraftField = 'label' | 'price' | 'mrp' | 'stock' | 'weight' | 'perKg' | 'tolerance';

/** A change to a row; a row sold by weight keeps its price at price per kg × weight. */
export const editDraft = (drafts: VariantDraft[], key: string, change: Partial<Pick<VariantDraft, DraftField | 'byWeight'>>) =>
  drafts.map((draft) => {
    if (draft.key !== key) return draft;
    const next = { ...draft, ...change };
    return next.byWeight ? { ...next, price: weighedPrice(next.perKg, next.weight) } : next;
  });

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
  /** Left out: not sold by weight, as before. */
  sold_by_weight?: boolean;
  price_per_kg?: number;
  tolerance_pct?: number;
}

export interface VariantChanges {
  add: VariantFields[];
  update: Array<VariantFields & { id: string }>;
  delete: string[];
}

/** A row as the API takes it: blank stock = not counted, blank weight = left out. */
function fieldsOf(draft: VariantDraft, original?: Variant): VariantFields {
  return {
    label: draft.label.trim(),
    price: Number(draft.price),
    mrp: draft.mrp.trim() === '' ? null : Number(draft.mrp),
    stock: draft.stock.trim() === '' ? null : Number(draft.stock),
    ...(draft.weight.trim() === '' ? {} : { weight_grams: Number(draft.weight) }),
    // Sent when sold by weight, or to stop selling a size by weight.
    ...(draft.byWeight
      ? { sold_by_weight: true, price_per_kg: Number(draft.perKg), tolerance_pct: Number(draft.tolerance) }
      : original?.sold_by_weight && { sold_by_weight: false }),
  };
}

/** What the save must change: flagged rows deleted, new rows added, changed rows updated. */
export function planVariantChanges(loaded: Variant[], drafts: VariantDraft[]): VariantChanges {
  const before = new Map(loaded.map((variant) => [variant.id, variant]));
  const changes: VariantChanges = { add: [], update: [], delete: [] };
  for (const draft of drafts) {
    const fields = fieldsOf(draft, draft.id ? before.get(draft.id) : undefined);
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
        (fields.weight_grams !== undefined && (original.weight_grams ?? null) !== fields.weight_grams) ||
        original.sold_by_weight !== (fields.sold_by_weight ?? false) ||
        (fields.sold_by_weight && (original.price_per_kg !== fields.price_per_kg || original.tolerance_pct !== fields.tolerance_pct));
      if (changed) changes.update.push({ id: draft.id, ...fields });
    }
  }
  return changes;
}
