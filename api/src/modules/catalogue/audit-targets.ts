import type { AuditField } from '@farm-store/contracts/audit';
import { labelText, pickFields, projection, snapshotReader, type SnapshotReader } from '../audit/targets';
import { ProductModel, VariantModel } from './model';

const VARIANT_FIELDS = ['label', 'price_paise', 'stock', 'weight_grams'] as const satisfies readonly AuditField[];
const PRODUCT_FIELDS = ['name', 'category', 'description', 'image_url', 'is_active'] as const satisfies readonly AuditField[];

/** A product's (or one variant's) variants, keyed by id. */
async function variantsOf(filter: Record<string, unknown>) {
  const variants = await VariantModel.find(filter, projection(VARIANT_FIELDS)).lean<Array<Record<string, unknown>>>();
  return Object.fromEntries(variants.map((v) => [String(v._id), pickFields(v, VARIANT_FIELDS)]));
}

/**
 * The catalogue's targets in the audit log (listed in src/audit-targets.ts). A product carries its variants and a variant is shown
 * within its product, so a price or stock change reads the same whichever screen made it.
 */
export const productSnapshot: SnapshotReader = snapshotReader(async (id) => {
  const doc = await ProductModel.findById(id, projection(PRODUCT_FIELDS)).lean<Record<string, unknown>>();
  if (!doc) return null;
  return { label: labelText(doc.name), fields: pickFields(doc, PRODUCT_FIELDS), variants: await variantsOf({ product_id: doc._id }) };
});

export const variantSnapshot: SnapshotReader = snapshotReader(async (id) => {
  const variant = await VariantModel.findById(id, { product_id: 1 }).lean();
  if (!variant) return null;
  const product = await ProductModel.findById(variant.product_id, { name: 1 }).lean<Record<string, unknown>>();
  return { label: labelText(product?.name), fields: {}, variants: await variantsOf({ _id: variant._id }) };
});
