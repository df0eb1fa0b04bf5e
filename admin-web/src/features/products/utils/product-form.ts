import type { VariantDraft } from './variant-drafts';
import { PRODUCT_CATEGORIES } from './categories';

/** The API's limits, checked here so a save is sent only when the whole form is acceptable. */
const MAX_VARIANTS = 20;
const MAX_LABEL = 40;
const MAX_PRICE = 1_000_000;

/** Rupees typed in a number input: more than 0, at most 2 decimals. */
function priceProblem(typed: string): boolean {
  const price = Number(typed);
  return typed.trim() === '' || !Number.isFinite(price) || price <= 0 || price > MAX_PRICE || !/^\d+(\.\d{1,2})?$/.test(typed.trim());
}

/**
 * The first problem of an Edit Product form, in the words shown under it, or null when it can be saved.
 * Removed rows are not checked.
 */
export function productFormProblem(fields: { name: string; category: string }, drafts: VariantDraft[]): string | null {
  if (!fields.name.trim()) return 'Product Name is required.';
  if (!PRODUCT_CATEGORIES.some((option) => option.value === fields.category)) return 'Choose a category.';
  const rows = drafts.filter((draft) => !draft.deleted);
  if (rows.length > MAX_VARIANTS) return `A product can have at most ${MAX_VARIANTS} variants.`;
  const seen = new Set<string>();
  for (const [index, draft] of rows.entries()) {
    const label = draft.label.trim();
    const name = label || `row ${index + 1}`;
    if (!label) return `Variant ${name} needs a label, e.g. 500g.`;
    if (label.length > MAX_LABEL) return `Variant label "${label.slice(0, 12)}…" is longer than ${MAX_LABEL} characters.`;
    if (seen.has(label)) return `Two variants are labelled "${label}".`;
    seen.add(label);
    if (priceProblem(draft.price)) return `Variant "${label}": the price must be more than 0 with at most 2 decimals.`;
    if (draft.stock.trim() !== '' && !/^\d{1,7}$/.test(draft.stock.trim())) {
      return `Variant "${label}": stock must be a whole number (leave it blank when it is not counted).`;
    }
    if (draft.weight.trim() !== '' && (!/^\d{1,7}$/.test(draft.weight.trim()) || Number(draft.weight) <= 0)) {
      return `Variant "${label}": the weight must be a whole number of grams, more than 0.`;
    }
  }
  return null;
}
