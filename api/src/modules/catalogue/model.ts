import { Schema, model, type InferSchemaType } from 'mongoose';

/**
 * A product. `name_key` (lower-case name) and `sort_rank` (§9 priority within its category) are stored
 * so the catalogue is sorted by the database itself: FerretDB has no collation.
 */
const productSchema = new Schema(
  {
    name: { type: String, required: true },
    description: { type: String, default: '' },
    image_url: { type: String, default: null },
    category: { type: String, required: true },
    name_key: { type: String, required: true },
    sort_rank: { type: Number, required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false },
);
productSchema.index({ category: 1, sort_rank: 1, name_key: 1 });
productSchema.index({ image_url: 1 });

export type Product = InferSchemaType<typeof productSchema>;
export const ProductModel = model('Product', productSchema);

/** A size of a product (its own collection, like the spec's Variant entity); price in integer paise. */
const variantSchema = new Schema(
  {
    product_id: { type: Schema.Types.ObjectId, required: true },
    label: { type: String, required: true },
    price_paise: { type: Number, required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false },
);
// One label per product: a second "500g" would make the shopper's choice ambiguous.
variantSchema.index({ product_id: 1, label: 1 }, { unique: true });

export type Variant = InferSchemaType<typeof variantSchema>;
export const VariantModel = model('Variant', variantSchema);

/**
 * One document `{ _id: 'catalogue', version }`, $inc'ed by every product or variant write. Each API
 * process compares it with the version its in-memory page cache was built from.
 */
const catalogueVersionSchema = new Schema(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true, default: 0 },
  },
  { versionKey: false, collection: 'catalogue_version' },
);

export const CatalogueVersionModel = model('CatalogueVersion', catalogueVersionSchema);
