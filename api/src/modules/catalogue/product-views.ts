import type { Types } from 'mongoose';
import type { Static } from 'typebox';
import { TOLERANCE_PCT_DEFAULT, type ProductSchema, type VariantSchema } from '@farm-store/contracts/catalogue';
import { toRupees } from '../../domain/money';
import { NotFoundError } from '../../lib/errors';
import { CATEGORY_TAX, type TaxClass } from '@farm-store/contracts/bills';
import { productCategory } from './categories';
import { ProductModel, VariantModel } from './model';

/**
 * Products and variants as the API answers them (rupees, ids as strings), from their stored documents.
 */

const NEW_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/** The contract's shapes, named here because every catalogue read and write answers with them. */
export type VariantView = Static<typeof VariantSchema>;
export type ProductView = Static<typeof ProductSchema>;

export interface ProductDoc {
  _id: Types.ObjectId;
  name: string;
  description?: string | null;
  name_te?: string | null;
  description_te?: string | null;
  image_url?: string | null;
  /** Always set by this API; older imported data may lack it. */
  category?: string | null;
  /** Missing on products stored before the field existed: those are active. */
  is_active?: boolean;
  /** Missing on products stored before the field existed: those are not subscribable. */
  subscribable?: boolean;
  hsn?: string | null;
  gst_rates?: Array<{ rate: number; from: string }> | null;
  created_at: Date;
}

/** A product's tax class: its own, else its category's (products stored before they had one). */
export function taxClassOf(p: Pick<ProductDoc, 'hsn' | 'gst_rates' | 'category'>): TaxClass {
  const fallback = CATEGORY_TAX[productCategory(p.category ?? '') ?? 'meat'];
  return { hsn: p.hsn || fallback.hsn, rates: p.gst_rates?.length ? (p.gst_rates as TaxClass['rates']) : fallback.rates };
}

export interface VariantDoc {
  _id: Types.ObjectId;
  product_id: Types.ObjectId;
  label: string;
  price_paise: number;
  stock?: number | null;
  weight_grams?: number | null;
  mrp_paise?: number | null;
  sold_by_weight?: boolean | null;
  price_per_kg_paise?: number | null;
  tolerance_pct?: number | null;
}

export function toVariantView(v: VariantDoc): VariantView {
  return {
    id: v._id.toString(),
    product_id: v.product_id.toString(),
    label: v.label,
    price: toRupees(v.price_paise),
    stock: v.stock ?? null,
    weight_grams: v.weight_grams ?? null,
    mrp: v.mrp_paise == null ? null : toRupees(v.mrp_paise),
    ...weighedView(v),
  };
}

/** A variant's weighed-sale fields as the wire has them (nulls for a variant sold by the piece). */
function weighedView(v: VariantDoc) {
  const weighed = v.sold_by_weight === true && v.price_per_kg_paise != null;
  return {
    sold_by_weight: weighed,
    price_per_kg: weighed ? toRupees(v.price_per_kg_paise!) : null,
    tolerance_pct: weighed ? (v.tolerance_pct ?? TOLERANCE_PCT_DEFAULT) : null,
  };
}

/** What the shop may show and sell: products not hidden by an admin (older products have no flag and are shown). */
export const ACTIVE_PRODUCTS = { is_active: { $ne: false } } as const;

/** Products with their variants (second query with $in: no $lookup on FerretDB), cheapest size first. */
export async function withVariants(products: ProductDoc[], now = Date.now()): Promise<ProductView[]> {
  const variants = await VariantModel.find({ product_id: { $in: products.map((p) => p._id) } })
    .sort({ price_paise: 1, label: 1 })
    .lean<VariantDoc[]>();
  const byProduct = new Map<string, VariantView[]>();
  for (const v of variants) {
    const key = v.product_id.toString();
    byProduct.set(key, [...(byProduct.get(key) ?? []), toVariantView(v)]);
  }
  return products.map((p) => ({
    id: p._id.toString(),
    name: p.name,
    description: p.description ?? '',
    name_te: p.name_te ?? '',
    description_te: p.description_te ?? '',
    image_url: p.image_url ?? null,
    category: p.category ?? '',
    is_new: now - p.created_at.getTime() < NEW_FOR_MS,
    is_active: p.is_active !== false,
    subscribable: p.subscribable === true,
    created_at: p.created_at.toISOString(),
    variants: byProduct.get(p._id.toString()) ?? [],
    hsn: taxClassOf(p).hsn,
    gst_rates: taxClassOf(p).rates,
  }));
}

/** One product with its variants, hidden or not; NotFoundError when it is gone. */
export async function productView(id: Types.ObjectId): Promise<ProductView> {
  const doc = await ProductModel.findById(id).lean<ProductDoc>();
  if (!doc) throw new NotFoundError('That product no longer exists.');
  const [view] = await withVariants([doc]);
  return view;
}
