import type { Static } from 'typebox';
import type { LowStockSchema } from '@farm-store/contracts/catalogue';
import { literalPattern } from '../../lib/text-search';
import { ProductModel, VariantModel } from './model';
import { withVariants, type ProductDoc, type ProductView, type VariantDoc } from './product-views';

/** The admin panel's product lists: every product (hidden ones too), and the variants running low. */

/**
 * The admin's product list, newest first: every product, or one page of them (`limit` defaults to 50 once `page`,
 * `limit` or `q` is given). `q` keeps the products whose name contains it, ignoring case (matched on the stored
 * lower-case `name_key`, so MongoDB reads the index's keys rather than every document).
 */
export async function listAllProducts(opts: { page?: number; limit?: number; q?: string }): Promise<{ products: ProductView[]; total: number }> {
  const typed = opts.q?.trim().toLowerCase() ?? '';
  const filter = typed ? { name_key: { $regex: literalPattern(typed) } } : {};
  const query = ProductModel.find(filter).sort({ created_at: -1, _id: -1 });
  if (opts.page !== undefined || opts.limit !== undefined || typed) {
    const limit = opts.limit ?? 50;
    query.skip(((opts.page ?? 1) - 1) * limit).limit(limit);
  }
  const [docs, total] = await Promise.all([query.lean<ProductDoc[]>(), ProductModel.countDocuments(filter)]);
  return { products: await withVariants(docs), total };
}

/** Counted variants with `threshold` or fewer left, fewest first (the dashboard's low-stock list). */
export async function listLowStock(threshold: number): Promise<Static<typeof LowStockSchema>> {
  // `$lte` on a number never matches null: variants that are not counted stay out.
  const variants = await VariantModel.find({ stock: { $lte: threshold } })
    .sort({ stock: 1, _id: 1 })
    .limit(200)
    .lean<VariantDoc[]>();
  const products = await ProductModel.find({ _id: { $in: [...new Set(variants.map((v) => v.product_id.toString()))] } }).lean<ProductDoc[]>();
  const byId = new Map(products.map((p) => [p._id.toString(), p]));
  return variants.flatMap((v) => {
    const product = byId.get(v.product_id.toString());
    if (!product || typeof v.stock !== 'number') return [];
    return [
      {
        variant_id: v._id.toString(),
        product_id: product._id.toString(),
        product_name: product.name,
        label: v.label,
        stock: v.stock,
        is_active: product.is_active !== false,
      },
    ];
  });
}
