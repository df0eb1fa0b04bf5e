import { CATEGORY_TAX, GST_START, type GstRate } from '@farm-store/contracts/bills';
import type { ProductCategory } from '@farm-store/contracts/enums';
import type { Product } from '../api/get-products';

/** A GST rate row of the product dialogs: the rate and the day it applies from (YYYY-MM-DD, '' until chosen). */
export interface RateDraft {
  /** Stable React key of the row. */
  key: string;
  rate: GstRate;
  from: string;
}

export interface TaxDraft {
  /** As typed. */
  hsn: string;
  rates: RateDraft[];
}

/** What the API takes of a product's tax class. */
export type TaxClassBody = Pick<Product, 'hsn' | 'gst_rates'>;

export interface TaxProblems {
  hsn?: string;
  rates?: string;
}

let localKey = 0;
const rowOf = (rate: GstRate, from: string): RateDraft => ({ key: `rate-${++localKey}`, rate, from });

/** A new row repeats the last rate: most changes are of the date. */
export const withNewRate = (draft: TaxDraft): TaxDraft => ({ ...draft, rates: [...draft.rates, rowOf(draft.rates.at(-1)?.rate ?? 0, '')] });

/** The usual tax class of a category's goods, as a new product starts (docs/bills.md). */
export function taxDraftFor(category: string): TaxDraft {
  const usual = CATEGORY_TAX[category as ProductCategory] ?? { hsn: '', rates: [{ rate: 0, from: GST_START }] };
  return { hsn: usual.hsn, rates: usual.rates.map(({ rate, from }) => rowOf(rate, from)) };
}

/** A product's own tax class; one saved without any rate starts from its category's. */
export function taxDraftOf(product: Product): TaxDraft {
  if (product.gst_rates.length === 0) {
    const usual = taxDraftFor(product.category);
    return { ...usual, hsn: product.hsn || usual.hsn };
  }
  return { hsn: product.hsn, rates: product.gst_rates.map(({ rate, from }) => rowOf(rate, from)) };
}

/** The draft as the API takes it, the rates in date order. */
export const taxClassOf = (draft: TaxDraft): TaxClassBody => ({
  hsn: draft.hsn.trim(),
  gst_rates: [...draft.rates].sort((a, b) => a.from.localeCompare(b.from)).map(({ rate, from }) => ({ rate, from })),
});

/** What is wrong with a tax class, by field, in the words shown under it; empty when it can be saved. */
export function taxProblems(draft: TaxDraft): TaxProblems {
  const problems: TaxProblems = {};
  if (!/^(\d{4}|\d{6}|\d{8})$/.test(draft.hsn.trim())) problems.hsn = 'The HSN code is 4, 6 or 8 digits.';
  const days = draft.rates.map((row) => row.from);
  if (days.length === 0) problems.rates = 'Give at least one GST rate.';
  else if (days.some((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day))) problems.rates = 'Give each GST rate the date it applies from.';
  else if (new Set(days).size < days.length) problems.rates = 'Two GST rates start on the same date; change or remove one.';
  return problems;
}
