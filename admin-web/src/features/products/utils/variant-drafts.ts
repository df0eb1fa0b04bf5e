import type { Variant } from '../api/get-products';

/** A variant row in the Edit Product dialog, with the client-only flags of SPEC §3 (new, deleted). */
export interface VariantDraft {
  /** Stable React key: the variant id, or a local one for new rows. */
  key: string;
  id?: string;
  label: string;
  /** As typed in the number input. */
  price: string;
  isNew: boolean;
  deleted: boolean;
}

let localKey = 0;

/** Only variants with an id are loaded (§3). */
export const draftsFrom = (variants: Variant[]): VariantDraft[] =>
  variants
    .filter((variant) => variant.id)
    .map((variant) => ({ key: variant.id, id: variant.id, label: variant.label, price: String(variant.price), isNew: false, deleted: false }));

/** New rows start with an empty label and price. */
export const withNewDraft = (drafts: VariantDraft[]): VariantDraft[] => [
  ...drafts,
  { key: `new-${++localKey}`, label: '', price: '', isNew: true, deleted: false },
];

/** A new row is dropped at once; an existing one is hidden and deleted on the server at save. */
export const withoutDraft = (drafts: VariantDraft[], key: string): VariantDraft[] =>
  drafts.flatMap((draft) => {
    if (draft.key !== key) return [draft];
    return draft.isNew ? [] : [{ ...draft, deleted: true }];
  });

export const editDraft = (drafts: VariantDraft[], key: string, change: Partial<Pick<VariantDraft, 'label' | 'price'>>) =>
  drafts.map((draft) => (draft.key === key ? { ...draft, ...change } : draft));

/** The variant part of an Edit Product save, as the API takes it (`variant_changes`). */
export interface VariantChanges {
  add: Array<{ label: string; price: number }>;
  update: Array<{ id: string; label: string; price: number }>;
  delete: string[];
}

/** What the save must change: flagged rows deleted, new rows added, changed rows updated. */
export function planVariantChanges(loaded: Variant[], drafts: VariantDraft[]): VariantChanges {
  const before = new Map(loaded.map((variant) => [variant.id, variant]));
  const changes: VariantChanges = { add: [], update: [], delete: [] };
  for (const draft of drafts) {
    const price = Number(draft.price);
    if (draft.isNew) {
      if (!draft.deleted) changes.add.push({ label: draft.label.trim(), price });
    } else if (draft.id && draft.deleted) {
      changes.delete.push(draft.id);
    } else if (draft.id) {
      const original = before.get(draft.id);
      if (!original || original.label !== draft.label.trim() || original.price !== price) {
        changes.update.push({ id: draft.id, label: draft.label.trim(), price });
      }
    }
  }
  return changes;
}
