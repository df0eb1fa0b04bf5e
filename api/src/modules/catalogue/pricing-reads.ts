import { TOLERANCE_PCT_DEFAULT } from '@farm-store/contracts/catalogue';
import { Types } from 'mongoose';
import { readCatalogueVersion } from './catalogue-version';
import { ProductModel, VariantModel } from './model';
import { taxClassOf, type ProductDoc, type VariantDoc } from './product-views';
import type { TaxClass } from '@farm-store/contracts/bills';

/** What checkout reads from the catalogue to price a cart: stored prices, never the client's. */

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** Up to this many ids are read one `_id` equality each; more with one `$in`. */
const MAX_SINGLE_READS = 24;

/**
 * Documents by id. FerretDB v1 (SQLite) pushes an `_id` equality down to SQLite but not `$in` (explain:
 * filterPushdown true/false), so a cart's few ids are read one by one, in parallel: ~20 ms instead of ~200 ms
 * over 8,400 variants. MongoDB answers both from the `_id` index.
 */
async function findByIds<T>(model: { find(filter: object): { lean<R>(): PromiseLike<R> } }, ids: Types.ObjectId[]): Promise<T[]> {
  if (ids.length > MAX_SINGLE_READS) return model.find({ _id: { $in: ids } }).lean<T[]>();
  const found = await Promise.all(ids.map((_id) => model.find({ _id }).lean<T[]>()));
  return found.flat();
}

export interface PricingRow {
  variant_id: string;
  product_id: string;
  product_name: string;
  label: string;
  price_paise: number;
  image_url: string | null;
  category: string;
  stock: number | null;
  weight_grams: number | null;
  /** A variant sold by weight: its price per kg and tolerance (null when sold by the piece). */
  weighed: { price_per_kg_paise: number; tolerance_pct: number } | null;
  /** What its bill prints: the product's Telugu name and tax class, kept with the order line. */
  name_te: string;
  tax: TaxClass;
}

/**
 * Pricing rows of variants sold without a count, as read while the catalogue version stored in the database was
 * `version`. Every product and variant write (an admin's edit, a delete, a stock count set or moved) bumps that
 * version after it is written — the same bump that drops the cached catalogue pages — and every checkout read
 * compares the version stored now with this one before using a row: a price changed by an admin in any process
 * applies to the very next quote and order. Any other version (newer, or older in a database made again) starts an
 * empty set. Counted variants are never kept: their stock is read every time.
 */
let remembered: { version: number; rows: Map<string, PricingRow> } = { version: -1, rows: new Map() };

/** Catalogue prices for checkout. Unknown ids (or variants whose product is gone or hidden) are simply missing. */
export async function findVariantsForPricing(variantIds: string[]): Promise<PricingRow[]> {
  const ids = [...new Set(variantIds.filter((id) => OBJECT_ID.test(id)).map((id) => id.toLowerCase()))];
  if (ids.length === 0) return [];
  // The version first, then the rows: rows read after it are at least as new as it.
  const version = await readCatalogueVersion();
  if (version !== remembered.version) remembered = { version, rows: new Map() };
  const kept = ids.flatMap((id) => remembered.rows.get(id) ?? []);
  const toRead = ids.filter((id) => !remembered.rows.has(id));
  const read = toRead.length > 0 ? await readPricingRows(toRead) : [];
  if (remembered.version === version) for (const row of read) if (row.stock === null) remembered.rows.set(row.variant_id, row);
  return [...kept, ...read];
}

/** The rows of these variants as stored now: the variants, then their products. */
async function readPricingRows(variantIds: string[]): Promise<PricingRow[]> {
  const variants = await findByIds<VariantDoc>(
    VariantModel,
    variantIds.map((id) => new Types.ObjectId(id)),
  );
  const products = await findByIds<ProductDoc>(
    ProductModel,
    [...new Set(variants.map((v) => v.product_id.toString()))].map((id) => new Types.ObjectId(id)),
  );
  const productById = new Map(products.map((p) => [p._id.toString(), p]));
  return variants.flatMap((v) => {
    const product = productById.get(v.product_id.toString());
    if (!product || product.is_active === false) return [];
    return [
      {
        variant_id: v._id.toString(),
        product_id: product._id.toString(),
        product_name: product.name,
        label: v.label,
        price_paise: v.price_paise,
        image_url: product.image_url ?? null,
        category: product.category ?? '',
        stock: v.stock ?? null,
        weight_grams: v.weight_grams ?? null,
        weighed:
          v.sold_by_weight === true && v.price_per_kg_paise != null
            ? { price_per_kg_paise: v.price_per_kg_paise, tolerance_pct: v.tolerance_pct ?? TOLERANCE_PCT_DEFAULT }
            : null,
        name_te: product.name_te ?? '',
        tax: taxClassOf(product),
      },
    ];
  });
}

/** The tax class and Telugu name of products by id, for lines ordered before lines kept them (gone products are missing). */
export async function productTaxClasses(productIds: string[]): Promise<Map<string, TaxClass & { name_te: string }>> {
  const ids = [...new Set(productIds.filter((id) => OBJECT_ID.test(id)))].map((id) => new Types.ObjectId(id));
  const products = await findByIds<ProductDoc>(ProductModel, ids);
  return new Map(products.map((p) => [p._id.toString(), { ...taxClassOf(p), name_te: p.name_te ?? '' }]));
}

/**
 * Of these variants, the ids a customer may subscribe to (docs/subscriptions.md): those whose product is shown in the
 * shop and marked `subscribable`. Unknown ids are simply missing.
 */
export async function subscribableVariantIds(variantIds: string[]): Promise<Set<string>> {
  const ids = [...new Set(variantIds.filter((id) => OBJECT_ID.test(id)).map((id) => id.toLowerCase()))];
  if (ids.length === 0) return new Set();
  const variants = await VariantModel.find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }).lean<VariantDoc[]>();
  const products = await ProductModel.find({ _id: { $in: [...new Set(variants.map((v) => v.product_id.toString()))].map((id) => new Types.ObjectId(id)) } })
    .select({ is_active: 1, subscribable: 1 })
    .lean<Array<{ _id: Types.ObjectId; is_active?: boolean; subscribable?: boolean }>>();
  const open = new Set(products.filter((p) => p.is_active !== false && p.subscribable === true).map((p) => p._id.toString()));
  return new Set(variants.filter((v) => open.has(v.product_id.toString())).map((v) => v._id.toString()));
}

/**
 * The product name and variant label of variants by id, hidden products included (staff reading what subscriptions
 * bring). Deleted variants are missing.
 */
export async function variantNames(variantIds: string[]): Promise<Map<string, { name: string; label: string }>> {
  const ids = [...new Set(variantIds.filter((id) => OBJECT_ID.test(id)).map((id) => id.toLowerCase()))];
  const variants = await findByIds<VariantDoc>(
    VariantModel,
    ids.map((id) => new Types.ObjectId(id)),
  );
  const products = await findByIds<ProductDoc>(
    ProductModel,
    [...new Set(variants.map((v) => v.product_id.toString()))].map((id) => new Types.ObjectId(id)),
  );
  const nameOf = new Map(products.map((p) => [p._id.toString(), p.name]));
  return new Map(variants.map((v) => [v._id.toString(), { name: nameOf.get(v.product_id.toString()) ?? '', label: v.label }]));
}
