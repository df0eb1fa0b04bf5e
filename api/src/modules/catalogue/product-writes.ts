import { cappedCount } from '../../lib/capped-count';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { isDuplicateKeyError, toObjectId } from '../../lib/mongo';
import { CATEGORY_TAX } from '@farm-store/contracts/bills';
import type { ProductCategory } from '@farm-store/contracts/enums';
import { bumpCatalogueVersion } from './catalogue-version';
import { nameKey, sortRank } from './categories';
import { ProductModel, VariantModel, transitionVariant } from './model';
import { cleanImageUrl, releaseImage, writeWithImage } from './product-images';
import {
  checkMrp,
  checkStoredWeighing,
  cleanCategory,
  cleanGstRates,
  cleanName,
  cleanTelugu,
  cleanVariant,
  duplicateLabel,
  newVariantFields,
  type ProductInput,
  type VariantInput,
} from './product-input';
import { productView, toVariantView, type ProductDoc, type ProductView, type VariantDoc, type VariantView } from './product-views';

/** Admin: adding and removing products, and the single-variant writes. Every write bumps the catalogue version. */

export const MAX_VARIANTS_PER_PRODUCT = 20;
/** Holds the per-product cap when variants are added in parallel (see lib/capped-count.ts). */
export const variantPlaces = cappedCount('variants', MAX_VARIANTS_PER_PRODUCT, (productId) => VariantModel.countDocuments({ product_id: productId }));

export async function createProduct(input: ProductInput, variant: VariantInput | null): Promise<ProductView> {
  const name = cleanName(input.name);
  const category = cleanCategory(input.category);
  const firstVariant = variant ? cleanVariant(variant) : null;
  const image_url = await cleanImageUrl(input.image_url);
  const product = await writeWithImage(image_url, () =>
    ProductModel.create({
      name,
      description: input.description?.trim() ?? '',
      name_te: cleanTelugu(input.name_te),
      description_te: cleanTelugu(input.description_te),
      category,
      image_url,
      name_key: nameKey(name),
      sort_rank: sortRank(category, name),
      is_active: input.is_active ?? true,
      subscribable: input.subscribable ?? false,
      hsn: input.hsn ?? CATEGORY_TAX[category as ProductCategory].hsn,
      gst_rates: input.gst_rates ? cleanGstRates(input.gst_rates) : CATEGORY_TAX[category as ProductCategory].rates,
    }),
  );
  try {
    if (firstVariant) await VariantModel.create({ product_id: product._id, ...newVariantFields(firstVariant) });
  } finally {
    await bumpCatalogueVersion();
  }
  return productView(product._id);
}

/** Removes the product, then its variants, then its image when no other product uses it. */
export async function deleteProduct(id: string): Promise<void> {
  const _id = toObjectId(id, 'That product no longer exists.');
  const deleted = await ProductModel.findByIdAndDelete(_id).lean<ProductDoc>();
  if (!deleted) throw new NotFoundError('That product no longer exists.');
  // Without transactions: once the product is gone its variants are invisible (pricing skips them).
  await VariantModel.deleteMany({ product_id: _id });
  await bumpCatalogueVersion();
  await releaseImage(deleted.image_url);
}

export async function createVariant(input: VariantInput & { product_id: string }): Promise<VariantView> {
  const productId = toObjectId(input.product_id, 'That product no longer exists.');
  const clean = cleanVariant(input);
  // A read, then the insert: a product deleted in between leaves this variant behind, invisible like the variants
  // deleteProduct has not removed yet (pricing and pages read variants through their product).
  if (!(await ProductModel.exists({ _id: productId }))) throw new NotFoundError('That product no longer exists.');
  if (!(await variantPlaces.reserve(productId.toString()))) {
    throw new BadRequestError(`A product can have at most ${MAX_VARIANTS_PER_PRODUCT} variants.`);
  }
  try {
    const variant = await VariantModel.create({ product_id: productId, ...newVariantFields(clean) });
    return toVariantView(variant.toObject());
  } catch (err) {
    await variantPlaces.release(productId.toString());
    if (isDuplicateKeyError(err)) throw duplicateLabel(clean.label);
    throw err;
  } finally {
    await bumpCatalogueVersion();
  }
}

export async function updateVariant(id: string, input: VariantInput): Promise<VariantView> {
  const _id = toObjectId(id, 'That variant no longer exists.');
  const clean = cleanVariant(input);
  if (clean.mrp_paise === undefined || clean.sold_by_weight === undefined) {
    // The MRP left out stays: a new price must still be within it; likewise a stored price per kg.
    const stored = await VariantModel.findById(_id).lean<VariantDoc>();
    if (!stored) throw new NotFoundError('That variant no longer exists.');
    if (clean.mrp_paise === undefined) checkMrp(clean.label, clean.price_paise, stored.mrp_paise);
    checkStoredWeighing(clean, stored);
  }
  try {
    // Through the variant's lock: a stock set here and an order taking stock (stock.ts) do not interleave on FerretDB.
    const updated = await transitionVariant(_id.toString(), {}, { $set: clean });
    if (!updated) throw new NotFoundError('That variant no longer exists.');
    await bumpCatalogueVersion();
    return toVariantView(updated.toObject());
  } catch (err) {
    if (isDuplicateKeyError(err)) throw duplicateLabel(clean.label);
    throw err;
  }
}

export async function deleteVariant(id: string): Promise<void> {
  const _id = toObjectId(id, 'That variant no longer exists.');
  const deleted = await VariantModel.findByIdAndDelete(_id).lean<VariantDoc>();
  if (!deleted) throw new NotFoundError('That variant no longer exists.');
  await variantPlaces.release(deleted.product_id.toString());
  await bumpCatalogueVersion();
}
