import type { Variant } from '@/types/api';

/** A line sold by weight as the customer is shown it (the server's WeighedTermsSchema: grams, rupees). */
export interface WeighedTerms {
  nominal_grams: number;
  min_grams: number;
  max_grams: number;
  low: number;
  high: number;
}

/** What a cart line keeps of a variant sold by weight, to show its range before checkout prices it. */
export type WeighedVariant = Pick<Variant, 'weight_grams' | 'price_per_kg' | 'tolerance_pct'>;

const rupeesAt = (perKg: number, grams: number) => Math.round((perKg * grams * 100) / 1000) / 100;

/**
 * The range of `quantity` units of a variant sold by weight, worked out as the API does (api/src/domain/pricing/repack.ts):
 * nominal ± tolerance in whole grams inside the bounds, priced per kg to the paisa. Checkout and orders show the
 * server's own figures; this is for the shelf and the cart.
 */
export function weighedTerms(variant: WeighedVariant, quantity = 1): WeighedTerms | null {
  if (variant.price_per_kg === null || variant.tolerance_pct === null || !variant.weight_grams) return null;
  const nominal = variant.weight_grams * quantity;
  const min = Math.ceil((nominal * (100 - variant.tolerance_pct)) / 100);
  const max = Math.floor((nominal * (100 + variant.tolerance_pct)) / 100);
  return { nominal_grams: nominal, min_grams: min, max_grams: max, low: rupeesAt(variant.price_per_kg, min), high: rupeesAt(variant.price_per_kg, max) };
}
