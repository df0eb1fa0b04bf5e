import { labelWeightGrams } from '../../domain/pricing/weight';

/**
 * Price per kilogram (or per litre: the store counts ml and l as g and kg, see domain/pricing/weight.ts) of a
 * variant, in paise, from the weight its label carries; null when the label names no weight ("6 pcs").
 *   500g at ₹260 → ₹520 a kg; "12 eggs (600g)" at ₹170 → ₹283.33 a kg
 */
export function pricePerKgPaise(label: string, pricePaise: number): number | null {
  const grams = labelWeightGrams(label);
  if (grams <= 0) return null;
  return Math.round((pricePaise * 1000) / grams);
}
