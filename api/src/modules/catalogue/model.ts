import { Schema, model, type InferSchemaType, type Model, type QueryFilter, type UpdateQuery } from 'mongoose';
import { keyedSchema } from '../../lib/mongo';
import { transition } from '../../lib/state-transition';

/**
 * A product. `name_key` (lower-case name) and `sort_rank` (name priority within its category, docs/business-rules.md) are stored
 * so the catalogue is sorted by the database itself: FerretDB has no collation.
 */
const productSchema = new Schema(
  {
    name: { type: String, required: true },
    description: { type: String, default: '' },
    /** The name and description in Telugu; '' = none (the shop shows the English). */
    name_te: { type: String, default: '' },
    description_te: { type: String, default: '' },
    image_url: { type: String, default: null },
    category: { type: String, required: true },
    name_key: { type: String, required: true },
    sort_rank: { type: Number, required: true },
    /** False hides the product (and its variants) from the shop and checkout; the admin list and past orders keep it. */
    is_active: { type: Boolean, required: true, default: true },
    /** True: customers may subscribe to its variants for daily deliveries (docs/subscriptions.md). */
    subscribable: { type: Boolean, default: false },
    /** Its tax class for bills (docs/bills.md): HSN code and GST rates, each from its day. Unset: its category's. */
    hsn: { type: String, default: undefined },
    gst_rates: { type: [new Schema({ rate: Number, from: String }, { _id: false })], default: undefined },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false },
);
productSchema.index({ category: 1, sort_rank: 1, name_key: 1 });
productSchema.index({ image_url: 1 });
// The admin list: newest first, and its search box (a name match reads this index's keys, not the documents).
productSchema.index({ created_at: -1, _id: -1 });
productSchema.index({ name_key: 1 });

export type Product = InferSchemaType<typeof productSchema>;
export const ProductModel = model('Product', productSchema);

/** A size of a product (its own collection, like the spec's Variant entity); price in integer paise. */
const variantSchema = new Schema(
  {
    product_id: { type: Schema.Types.ObjectId, required: true },
    label: { type: String, required: true },
    price_paise: { type: Number, required: true },
    /** Units left; null = not tracked (sold without limit). Taken and given back by stock.ts only. */
    stock: { type: Number, default: null },
    /** Shipping weight of one unit; null until an admin gives one (such a variant cannot be sold). */
    weight_grams: { type: Number, default: null },
    /** Printed maximum retail price, at least price_paise; null = none. Shown only: the price is what is charged. */
    mrp_paise: { type: Number, default: null },
    /**
     * Billed on the packed weight (docs/weights.md): weight_grams is then the nominal weight and price_paise its price,
     * price_per_kg_paise × weight_grams / 1000 to the paisa; tolerance_pct the ± % a packed weight may differ by.
     */
    sold_by_weight: { type: Boolean, default: false },
    price_per_kg_paise: { type: Number, default: null },
    tolerance_pct: { type: Number, default: null },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false },
);
// One label per product: a second "500g" would make the shopper's choice ambiguous.
variantSchema.index({ product_id: 1, label: 1 }, { unique: true });

export type Variant = InferSchemaType<typeof variantSchema>;
export const VariantModel = model('Variant', variantSchema);

/**
 * A variant's one conditional update (lib/state-transition.ts): serialised per variant in this process, so stock
 * taken by an order and an admin's edit of the same variant never interleave on FerretDB. Null: no longer as expected.
 */
export function transitionVariant(id: string, expected: QueryFilter<Variant>, update: UpdateQuery<Variant>) {
  // The model's document type carries no __v (versionKey: false), which transition's Model<T> expects.
  return transition(VariantModel as unknown as Model<Variant>, id, expected, update);
}

/**
 * One document `{ _id: 'catalogue', version }`, $inc'ed by every product or variant write. Each API
 * process compares it with the version its in-memory page cache was built from.
 */
const catalogueVersionSchema = keyedSchema({ version: { type: Number, required: true, default: 0 } }, 'catalogue_version');

export const CatalogueVersionModel = model('CatalogueVersion', catalogueVersionSchema);
