import { labelWeightGrams } from '../../domain/pricing/weight';
import { VariantModel } from './model';

/**
 * Gives `weight_grams` to the variants stored before the field existed, once, from their labels ("500g" → 500);
 * a label that names no weight ("6 pcs") gets null, which the admin list flags and checkout refuses until an admin
 * sets one. Run at every start: it touches only variants without the field, so a second run (or a second API
 * process) changes nothing, and a weight an admin set is never overwritten. Returns how many variants it updated.
 */
export async function backfillVariantWeights(): Promise<number> {
  const labels: string[] = await VariantModel.distinct('label', { weight_grams: { $exists: false } });
  let updated = 0;
  for (const label of labels) {
    const grams = labelWeightGrams(label);
    const result = await VariantModel.updateMany({ label, weight_grams: { $exists: false } }, { $set: { weight_grams: grams > 0 ? grams : null } });
    updated += result.modifiedCount;
  }
  return updated;
}
