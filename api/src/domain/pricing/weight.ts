/**
 * Weight of one unit of a variant, read from its label (500g, 1kg, 250ml, 1l). Shipping uses the
 * variant's stored `weight_grams`; this gives it its first value (a new variant, and once for the variants stored
 * before the field existed) and the product page's price per kg.
 *
 * The first "<number><unit>" in the label counts, with the unit one of g, kg, ml or l (case-insensitive,
 * spaces allowed between number and unit, decimals allowed; ml and l count as g and kg, since the store's
 * liquids — oils, milk, ghee — are priced and shipped like solids). Anything else (pieces, dozens, "gms",
 * a label with no number) weighs 0 and adds no shipping.
 *   "500g" → 500, "1.5 Kg" → 1500, "250ML" → 250, "1 l" → 1000, "6 pcs" → 0
 */
const QUANTITY_WITH_UNIT = /(\d+(?:\.\d+)?)\s*(kg|g|ml|l)(?![a-z])/i;

const GRAMS_PER_UNIT: Record<string, number> = { g: 1, ml: 1, kg: 1000, l: 1000 };

/** Grams per unit of the variant, rounded to whole grams. */
export function labelWeightGrams(label: string): number {
  const match = QUANTITY_WITH_UNIT.exec(label);
  if (!match) return 0;
  const amount = Number(match[1]);
  const grams = amount * GRAMS_PER_UNIT[match[2].toLowerCase()];
  return Number.isFinite(grams) ? Math.round(grams) : 0;
}
