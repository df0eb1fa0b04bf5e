import { TOLERANCE_PCT_MAX, TOLERANCE_PCT_MIN } from '@farm-store/contracts/catalogue';
import type { DraftField, VariantDraft } from './variant-drafts';
import { PRODUCT_CATEGORIES } from '@/config/categories';

/** The API's limits, checked here so a save (and its image upload) is sent only when the whole form is acceptable. */
const MAX_VARIANTS = 20;
const MAX_LABEL = 40;
const MAX_PRICE = 1_000_000;

export const CHOOSE_CATEGORY = 'Choose a category.';
const PRICE_RULE = 'The price must be more than 0 with at most 2 decimals.';
const STOCK_RULE = 'Stock must be a whole number (leave it blank when it is not counted).';
const WEIGHT_RULE = 'The weight must be a whole number of grams, more than 0.';

const isCategory = (value: string) => PRODUCT_CATEGORIES.some((option) => option.value === value);

/** Rupees typed in a number input: more than 0, at most 2 decimals, within the API's ceiling. */
function priceProblem(typed: string): string | null {
  const price = Number(typed);
  const ok = /^\d+(\.\d{1,2})?$/.test(typed.trim()) && price > 0 && price <= MAX_PRICE;
  return ok ? null : PRICE_RULE;
}

/** Blank = not counted. */
const stockProblem = (typed: string) => (typed.trim() === '' || /^\d{1,7}$/.test(typed.trim()) ? null : STOCK_RULE);

/** Blank = read from the label by the store. */
const weightProblem = (typed: string) => (typed.trim() === '' || (/^\d{1,7}$/.test(typed.trim()) && Number(typed) > 0) ? null : WEIGHT_RULE);

/**
 * Blank = no MRP. Otherwise a price the shopper sees struck through, so never below the price (a price not typed
 * well yet is the price field's own problem).
 */
function mrpProblem(typed: string, price: string): string | null {
  if (typed.trim() === '') return null;
  if (priceProblem(typed)) return 'The MRP must be more than 0 with at most 2 decimals (or blank).';
  if (!priceProblem(price) && Number(typed) < Number(price)) return `The MRP cannot be less than the price (₹${Number(price)}); raise it or leave it blank.`;
  return null;
}

/** A row sold by weight needs its price per kg, its nominal weight and a tolerance of 1–50 %. */
function weighedProblems(draft: VariantDraft): Array<readonly ['perKg' | 'weight' | 'tolerance', string | null]> {
  const tolerance = draft.tolerance.trim();
  const toleranceOk = /^\d{1,2}$/.test(tolerance) && Number(tolerance) >= TOLERANCE_PCT_MIN && Number(tolerance) <= TOLERANCE_PCT_MAX;
  return [
    ['perKg', priceProblem(draft.perKg) && 'The price per kg must be more than 0 with at most 2 decimals.'],
    ['weight', draft.weight.trim() === '' ? 'Sold by weight: enter the nominal weight in grams.' : null],
    ['tolerance', toleranceOk ? null : `The tolerance must be a whole number from ${TOLERANCE_PCT_MIN} to ${TOLERANCE_PCT_MAX} %.`],
  ];
}

export interface NewProductForm {
  name: string;
  name_te: string;
  description_te: string;
  category: string;
  image: File | null;
  label: string;
  price: string;
  mrp: string;
  stock: string;
  weight: string;
}

export type NewProductField = keyof NewProductForm;

/**
 * Every problem of an Add Product form, by field, in the words shown under that field; empty when it can be saved.
 * The first variant is optional, but once any of its fields is filled its label and price are needed.
 */
export function newProductProblems(form: NewProductForm): Partial<Record<NewProductField, string>> {
  const problems: Partial<Record<NewProductField, string>> = {};
  if (!form.name.trim()) problems.name = 'Give the product a name.';
  if (!form.image) problems.image = 'Choose an image of the product.';
  const variantStarted = [form.label, form.price, form.mrp, form.stock, form.weight].some((typed) => typed.trim() !== '');
  if (variantStarted) {
    const label = form.label.trim();
    if (!label) problems.label = 'Give the variant a label, e.g. 500g (or clear the variant fields).';
    else if (label.length > MAX_LABEL) problems.label = `At most ${MAX_LABEL} characters.`;
    const price = priceProblem(form.price);
    if (price) problems.price = price;
    const mrp = mrpProblem(form.mrp, form.price);
    if (mrp) problems.mrp = mrp;
  }
  const stock = stockProblem(form.stock);
  if (stock) problems.stock = stock;
  const weight = weightProblem(form.weight);
  if (weight) problems.weight = weight;
  return problems;
}

/** Which field of which variant row a problem belongs to, so the dialog can show it under that field. */
export interface FormProblem {
  message: string;
  at?: { key: string; field: DraftField };
}

/**
 * The first problem of an Edit Product form, in the words shown under it, or null when it can be saved.
 * Removed rows are not checked.
 */
export function productFormProblem(fields: { name: string; category: string }, drafts: VariantDraft[]): FormProblem | null {
  if (!fields.name.trim()) return { message: 'Product Name is required.' };
  if (!isCategory(fields.category)) return { message: CHOOSE_CATEGORY };
  const rows = drafts.filter((draft) => !draft.deleted);
  if (rows.length > MAX_VARIANTS) return { message: `A product can have at most ${MAX_VARIANTS} variants.` };
  const seen = new Set<string>();
  for (const [index, draft] of rows.entries()) {
    const label = draft.label.trim();
    const name = label || `row ${index + 1}`;
    const at = (field: NonNullable<FormProblem['at']>['field']) => ({ key: draft.key, field });
    if (!label) return { message: `Variant ${name} needs a label, e.g. 500g.`, at: at('label') };
    if (label.length > MAX_LABEL) return { message: `Variant label "${label.slice(0, 12)}…" is longer than ${MAX_LABEL} characters.`, at: at('label') };
    if (seen.has(label)) return { message: `Two variants are labelled "${label}".`, at: at('label') };
    seen.add(label);
    const numbers = [
      ['price', priceProblem(draft.price)],
      ['mrp', mrpProblem(draft.mrp, draft.price)],
      ['stock', stockProblem(draft.stock)],
      ['weight', weightProblem(draft.weight)],
      ...(draft.byWeight ? weighedProblems(draft) : []),
    ] as const;
    for (const [field, problem] of numbers) {
      if (problem) return { message: `Variant "${label}": ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`, at: at(field) };
    }
  }
  return null;
}
