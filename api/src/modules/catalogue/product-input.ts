import { hasAtMostTwoDecimals, toPaise, toRupees } from '../../domain/money';
import { labelWeightGrams } from '../../domain/pricing/weight';
import { weighedPricePaise } from '../../domain/pricing/repack';
import { TOLERANCE_PCT_DEFAULT, TOLERANCE_PCT_MAX, TOLERANCE_PCT_MIN } from '@farm-store/contracts/catalogue';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { productCategory } from './categories';

/** The checks of what an admin sends for a product or a variant, shared by every product write. */

export interface ProductInput {
  name: string;
  description?: string;
  name_te?: string;
  description_te?: string;
  category: string;
  image_url: string;
  /** Default true. */
  is_active?: boolean;
  /** Default false. */
  subscribable?: boolean;
  /** Its tax class; left out: its category's. */
  hsn?: string;
  gst_rates?: Array<{ rate: number; from: string }>;
}

/** Rates in date order, one per day: two rates from the same day cannot both apply. */
export function cleanGstRates(rates: Array<{ rate: number; from: string }>): Array<{ rate: number; from: string }> {
  const sorted = [...rates].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  if (sorted.some((r, i) => i > 0 && sorted[i - 1].from === r.from)) throw new BadRequestError('Give each GST rate its own start date.');
  if (sorted.some((r) => Number.isNaN(Date.parse(`${r.from}T00:00:00Z`)))) throw new BadRequestError('Give the date a rate applies from as YYYY-MM-DD.');
  return sorted.map((r) => ({ rate: r.rate, from: r.from }));
}

/** A variant as the admin sends it; stock and weight_grams left out keep their value (a new variant: see newVariantFields). */
export interface VariantInput {
  label: string;
  /** Rupees. */
  price: number;
  /** Units left; null = not tracked. */
  stock?: number | null;
  weight_grams?: number;
  /** Rupees; null = none; left out keeps the stored one. */
  mrp?: number | null;
  /** Billed on the packed weight; left out keeps the stored one. True needs price_per_kg and weight_grams with it. */
  sold_by_weight?: boolean;
  /** Rupees per kg of a variant sold by weight. */
  price_per_kg?: number | null;
  /** ± % of the nominal weight a packed weight may be; default 10. */
  tolerance_pct?: number;
}

export interface CleanVariant {
  label: string;
  price_paise: number;
  stock?: number | null;
  weight_grams?: number;
  mrp_paise?: number | null;
  /** All three set together, or none (left out: the stored ones stay). */
  sold_by_weight?: boolean;
  price_per_kg_paise?: number | null;
  tolerance_pct?: number | null;
}

export function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new BadRequestError('Product Name is required.');
  return trimmed;
}

export function cleanCategory(raw: string): string {
  const category = productCategory(raw);
  if (!category) {
    throw new BadRequestError('Category must be one of: livebirds, pickles, dairy, dryfruits, oils, millets, meat, eggs.');
  }
  return category;
}

export const MAX_STOCK = 1_000_000;
export const MAX_WEIGHT_GRAMS = 1_000_000;

export function cleanVariant(input: VariantInput): CleanVariant {
  const label = input.label.trim();
  if (!label) throw new BadRequestError('A variant needs a label, e.g. 500g.');
  if (!(input.price > 0) || !hasAtMostTwoDecimals(input.price)) {
    throw new BadRequestError('Price must be more than 0 with at most 2 decimals.');
  }
  const clean: CleanVariant = { label, price_paise: toPaise(input.price) };
  if (input.stock !== undefined) {
    if (input.stock !== null && !(Number.isInteger(input.stock) && input.stock >= 0 && input.stock <= MAX_STOCK)) {
      throw new BadRequestError(`Stock of "${label}" must be a whole number from 0 to ${MAX_STOCK}, or blank when it is not counted.`);
    }
    clean.stock = input.stock;
  }
  if (input.weight_grams !== undefined) {
    if (!(Number.isInteger(input.weight_grams) && input.weight_grams > 0 && input.weight_grams <= MAX_WEIGHT_GRAMS)) {
      throw new BadRequestError(`The weight of "${label}" must be a whole number of grams, more than 0.`);
    }
    clean.weight_grams = input.weight_grams;
  }
  if (input.mrp !== undefined && input.mrp !== null) {
    if (!(input.mrp > 0) || !hasAtMostTwoDecimals(input.mrp)) {
      throw new BadRequestError(`The MRP of "${label}" must be more than 0 with at most 2 decimals.`);
    }
    checkMrp(label, clean.price_paise, toPaise(input.mrp));
  }
  if (input.mrp !== undefined) clean.mrp_paise = input.mrp === null ? null : toPaise(input.mrp);
  if (input.sold_by_weight === false) Object.assign(clean, { sold_by_weight: false, price_per_kg_paise: null, tolerance_pct: null });
  if (input.sold_by_weight === true) Object.assign(clean, weighedFields(label, clean, input));
  return clean;
}

/**
 * A variant sold by weight: its price per kg, its tolerance, and its price checked against them. The price is the
 * nominal weight's (price per kg × nominal kg, to the paisa): what the shop shows and the order is placed at, so the
 * admin's table and the shop never disagree (docs/decisions.md "A weighed variant's price is checked, not computed").
 */
function weighedFields(label: string, clean: CleanVariant, input: VariantInput) {
  const perKg = input.price_per_kg;
  if (perKg == null || !(perKg > 0) || !hasAtMostTwoDecimals(perKg)) {
    throw new BadRequestError(`"${label}" is sold by weight: give its price per kg (more than 0, at most 2 decimals).`);
  }
  if (clean.weight_grams === undefined) throw new BadRequestError(`"${label}" is sold by weight: give its nominal weight in grams.`);
  const tolerance = input.tolerance_pct ?? TOLERANCE_PCT_DEFAULT;
  if (!(Number.isInteger(tolerance) && tolerance >= TOLERANCE_PCT_MIN && tolerance <= TOLERANCE_PCT_MAX)) {
    throw new BadRequestError(`The tolerance of "${label}" must be a whole number from ${TOLERANCE_PCT_MIN} to ${TOLERANCE_PCT_MAX} %.`);
  }
  const perKgPaise = toPaise(perKg);
  const expected = weighedPricePaise(perKgPaise, clean.weight_grams);
  if (clean.price_paise !== expected) {
    throw new BadRequestError(
      `The price of "${label}" must be ${rupees(expected)}: ${rupees(perKgPaise)} per kg × ${clean.weight_grams / 1000} kg. Change the price or the price per kg.`,
    );
  }
  return { sold_by_weight: true, price_per_kg_paise: perKgPaise, tolerance_pct: tolerance };
}

const rupees = (paise: number) => `₹${toRupees(paise).toLocaleString('en-IN')}`;

/** The MRP is the printed ceiling: a price above it would show a negative saving. */
export function checkMrp(label: string, price_paise: number, mrp_paise: number | null | undefined): void {
  if (mrp_paise != null && mrp_paise < price_paise) {
    throw new BadRequestError(
      `The MRP of "${label}" (${rupees(mrp_paise)}) cannot be less than its price (${rupees(price_paise)}). Raise the MRP or leave it blank.`,
    );
  }
}

/** A Telugu name or description as stored: trimmed, '' for none. */
export const cleanTelugu = (text: string | undefined): string => text?.trim() ?? '';

/**
 * A new variant's stored fields: stock not tracked unless given, and the weight its label carries unless given
 * (none when the label names no weight, e.g. "6 pcs": the admin list flags it, and it is not sold until it has one).
 */
export function newVariantFields(clean: CleanVariant): Required<Pick<CleanVariant, 'label' | 'price_paise'>> & {
  stock: number | null;
  weight_grams: number | null;
  mrp_paise: number | null;
  sold_by_weight: boolean;
  price_per_kg_paise: number | null;
  tolerance_pct: number | null;
} {
  return {
    label: clean.label,
    price_paise: clean.price_paise,
    stock: clean.stock ?? null,
    mrp_paise: clean.mrp_paise ?? null,
    sold_by_weight: clean.sold_by_weight ?? false,
    price_per_kg_paise: clean.price_per_kg_paise ?? null,
    tolerance_pct: clean.tolerance_pct ?? null,
    weight_grams: clean.weight_grams ?? (labelWeightGrams(clean.label) || null),
  };
}

/**
 * A change that leaves `sold_by_weight` out keeps a stored weighed variant weighed: its new price or weight must
 * still agree with the stored price per kg.
 */
export function checkStoredWeighing(
  clean: CleanVariant,
  stored: { weight_grams?: number | null; sold_by_weight?: boolean | null; price_per_kg_paise?: number | null },
): void {
  if (clean.sold_by_weight !== undefined || stored.sold_by_weight !== true || stored.price_per_kg_paise == null) return;
  const grams = clean.weight_grams ?? stored.weight_grams ?? 0;
  const expected = weighedPricePaise(stored.price_per_kg_paise, grams);
  if (clean.price_paise !== expected) {
    throw new BadRequestError(
      `The price of "${clean.label}" must be ${rupees(expected)}: ${rupees(stored.price_per_kg_paise)} per kg × ${grams / 1000} kg. Change the price or the price per kg.`,
    );
  }
}

export function duplicateLabel(label: string): ConflictError {
  return new ConflictError(`This product already has a "${label}" variant.`);
}
