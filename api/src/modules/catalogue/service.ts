import { Types } from 'mongoose';
import { hasAtMostTwoDecimals, toPaise, toRupees } from '../../domain/money';
import { labelWeightGrams } from '../../domain/pricing/weight';
import { cappedCount } from '../../lib/capped-count';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { isDuplicateKeyError, toObjectId } from '../../lib/mongo';
import { literalPattern } from '../../lib/text-search';
import { deleteImageByUrl, imageExists, imageIdFromUrl, imagesStoredBefore } from '../images/service';
import { toCachedJson, type CachedJson } from './cached-reply';
import { nameKey, productCategory, shelfCategories, sortRank } from './categories';
import { CatalogueVersionModel, ProductModel, VariantModel, transitionVariant } from './model';

const NEW_FOR_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_VARIANTS_PER_PRODUCT = 20;
/** Holds the per-product cap when variants are added in parallel (see lib/capped-count.ts). */
export const variantPlaces = cappedCount('variants', MAX_VARIANTS_PER_PRODUCT, (productId) => VariantModel.countDocuments({ product_id: productId }));
const OBJECT_ID = /^[0-9a-f]{24}$/i;

export interface VariantView {
  id: string;
  product_id: string;
  label: string;
  /** Rupees. */
  price: number;
  /** Units left; null = not tracked. */
  stock: number | null;
  /** Shipping weight of one unit; null = none yet (cannot be sold until an admin gives one). */
  weight_grams: number | null;
}

export interface ProductView {
  id: string;
  name: string;
  description: string;
  image_url: string | null;
  category: string;
  /** Created within the last 30 days. */
  is_new: boolean;
  /** False: hidden from the shop (only admins see it). */
  is_active: boolean;
  created_at: string;
  variants: VariantView[];
}

export interface ProductDoc {
  _id: Types.ObjectId;
  name: string;
  description?: string | null;
  image_url?: string | null;
  /** Always set by this API; older imported data may lack it. */
  category?: string | null;
  /** Missing on products stored before the field existed: those are active. */
  is_active?: boolean;
  created_at: Date;
}

interface VariantDoc {
  _id: Types.ObjectId;
  product_id: Types.ObjectId;
  label: string;
  price_paise: number;
  stock?: number | null;
  weight_grams?: number | null;
}

function toVariantView(v: VariantDoc): VariantView {
  return {
    id: v._id.toString(),
    product_id: v.product_id.toString(),
    label: v.label,
    price: toRupees(v.price_paise),
    stock: v.stock ?? null,
    weight_grams: v.weight_grams ?? null,
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
    image_url: p.image_url ?? null,
    category: p.category ?? '',
    is_new: now - p.created_at.getTime() < NEW_FOR_MS,
    is_active: p.is_active !== false,
    created_at: p.created_at.toISOString(),
    variants: byProduct.get(p._id.toString()) ?? [],
  }));
}

// ---------------------------------------------------------------------------------------------------
// Shopper catalogue, answered from memory.
//
// Each process keeps rendered pages (JSON text + ETag) stamped with the catalogue version they were
// built from. Every product/variant write $inc's the shared version document; the writing process drops
// its cache at once. Every other process re-reads the version in the BACKGROUND, never on a request's path:
// while requests keep coming (any in the last IDLE_AFTER_MS), a timer reads it every VERSION_CHECK_MS / 2,
// so a write in another process is visible within about one second (half a second plus one database round
// trip). Only a process that has not checked for a while (cold, or idle so its timer stopped) makes the
// request wait for one version read. A busy database thus never delays a cache hit. Entries also expire
// after ENTRY_MAX_AGE_MS so `is_new` flips within a minute of a product turning 30 days old.
// ---------------------------------------------------------------------------------------------------

export const VERSION_CHECK_MS = 1000;
const ENTRY_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 500;

export type CataloguePage = CachedJson;

interface Entry {
  page: Promise<CataloguePage>;
  /** The page once built: a hit is answered without awaiting anything. */
  ready: CataloguePage | null;
  builtAt: number;
}

const cache = {
  entries: new Map<string, Entry>(),
  version: -1,
  checkedAt: 0,
  checking: null as Promise<void> | null,
  /** The dashboard's products per category, for `version`. */
  categoryCounts: null as { version: number; counts: Promise<Array<{ category: string; count: number }>> } | null,
};

async function readVersion(): Promise<number> {
  const doc = await CatalogueVersionModel.findById('catalogue').lean<{ version: number }>();
  return doc?.version ?? 0;
}

function checkVersion(): Promise<void> {
  cache.checking ??= readVersion()
    .then((version) => {
      if (version !== cache.version) {
        cache.entries.clear();
        cache.version = version;
      }
      cache.checkedAt = Date.now();
    })
    .finally(() => {
      cache.checking = null;
    });
  return cache.checking;
}

const IDLE_AFTER_MS = 60_000;
let lastRequestAt = 0;
let ticker: NodeJS.Timeout | null = null;

/** Keeps the background version check running; true when it was not running (cold or idle process). */
function keepChecking(): boolean {
  lastRequestAt = Date.now();
  if (ticker) return false;
  ticker = setInterval(() => {
    if (Date.now() - lastRequestAt > IDLE_AFTER_MS) {
      clearInterval(ticker!);
      ticker = null;
      return;
    }
    checkVersion().catch(() => undefined); // failed: the next tick tries again
  }, VERSION_CHECK_MS / 2);
  ticker.unref(); // never keeps the process alive
  return true;
}

/**
 * True when a request must wait for a version read before trusting the cache: the background check was not
 * running (a cold or idle process) and the last read is over a second old. Keeps the background check running.
 */
function mustCheckVersionFirst(): boolean {
  const wasIdle = keepChecking();
  return wasIdle && Date.now() - cache.checkedAt >= VERSION_CHECK_MS;
}

/**
 * The catalogue version this process trusts now (read first when the process was idle, like a page request):
 * caches kept beside the pages (the search index, product pages) rebuild when it changes.
 */
export function currentCatalogueVersion(): number | Promise<number> {
  if (mustCheckVersionFirst()) return checkVersion().then(() => cache.version);
  return cache.version;
}

/** Drops the cache when another process (or this one) has changed the catalogue since it was built. */
async function ensureFreshCache(): Promise<void> {
  if (mustCheckVersionFirst()) await checkVersion();
}

/** Marks the catalogue changed for every API process; called after each product or variant write. */
export async function bumpCatalogueVersion(): Promise<void> {
  const doc = await CatalogueVersionModel.findOneAndUpdate(
    { _id: 'catalogue' },
    { $inc: { version: 1 } },
    { upsert: true, returnDocument: 'after' },
  ).lean<{ version: number }>();
  cache.entries.clear();
  cache.version = doc?.version ?? cache.version + 1;
  cache.checkedAt = Date.now();
}

export interface CatalogueQuery {
  page: number;
  limit: number;
  category?: string;
}

/**
 * One page of the shopper catalogue; throws BadRequestError for an unknown category. A cache hit comes back as
 * is, not in a promise (the route answers it in the same tick); a miss, or a cold process that must read the
 * catalogue version first, gives a promise.
 */
export function getCataloguePage(query: CatalogueQuery): CataloguePage | Promise<CataloguePage> {
  const categories = query.category === undefined || query.category.trim() === '' ? null : shelfCategories(query.category);
  if (query.category !== undefined && query.category.trim() !== '' && !categories) {
    throw new BadRequestError(`We have no "${query.category}" category.`);
  }
  const key = `${categories?.join('+') ?? '*'}|${query.page}|${query.limit}`;
  if (mustCheckVersionFirst()) return checkVersion().then(() => cachedOrBuilt(key, categories, query));
  return cachedOrBuilt(key, categories, query);
}

function cachedOrBuilt(key: string, categories: string[] | null, query: CatalogueQuery): CataloguePage | Promise<CataloguePage> {
  const hit = cache.entries.get(key);
  if (hit && Date.now() - hit.builtAt < ENTRY_MAX_AGE_MS) return hit.ready ?? hit.page;

  const version = cache.version;
  const page = buildCataloguePage(categories, query.page, query.limit);
  const entry: Entry = { page, ready: null, builtAt: Date.now() };
  cache.entries.set(key, entry);
  if (cache.entries.size > MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
  page.then(
    (built) => {
      entry.ready = built;
      // Built while a write landed: serve it to whoever asked, but do not keep it.
      if (cache.version !== version && cache.entries.get(key) === entry) cache.entries.delete(key);
    },
    () => {
      if (cache.entries.get(key) === entry) cache.entries.delete(key);
    },
  );
  return page;
}

async function buildCataloguePage(categories: string[] | null, page: number, limit: number): Promise<CataloguePage> {
  const filter = categories ? { ...ACTIVE_PRODUCTS, category: { $in: categories } } : ACTIVE_PRODUCTS;
  // One shelf: the shelf's name priority (docs/business-rules.md) then name. Everything: grouped by category first.
  const sort: Record<string, 1> = categories
    ? { sort_rank: 1, name_key: 1, _id: 1 }
    : { category: 1, sort_rank: 1, name_key: 1, _id: 1 };
  const [total, docs] = await Promise.all([
    ProductModel.countDocuments(filter),
    ProductModel.find(filter).sort(sort).skip((page - 1) * limit).limit(limit).lean<ProductDoc[]>(),
  ]);
  const body = {
    products: await withVariants(docs),
    totalPages: Math.max(1, Math.ceil(total / limit)),
    page,
  };
  return toCachedJson(body);
}

// ---------------------------------------------------------------------------------------------------
// Reads for other modules.
// ---------------------------------------------------------------------------------------------------

/** Up to this many ids are read one `_id` equality each; more with one `$in`. */
const MAX_SINGLE_READS = 24;

/**
 * Documents by id. FerretDB v1 (SQLite) pushes an `_id` equality down to SQLite but not `$in` (explain:
 * filterPushdown true/false), so a cart's few ids are read one by one, in parallel: ~20 ms instead of ~200 ms
 * over 8,400 variants. MongoDB answers both from the `_id` index.
 */
async function findByIds<T>(
  model: { find(filter: object): { lean<R>(): PromiseLike<R> } },
  ids: Types.ObjectId[],
): Promise<T[]> {
  if (ids.length > MAX_SINGLE_READS) return model.find({ _id: { $in: ids } }).lean<T[]>();
  const found = await Promise.all(ids.map((_id) => model.find({ _id }).lean<T[]>()));
  return found.flat();
}

/** Catalogue prices for checkout. Unknown ids (or variants whose product is gone or hidden) are simply missing. */
export async function findVariantsForPricing(variantIds: string[]): Promise<
  Array<{
    variant_id: string;
    product_id: string;
    product_name: string;
    label: string;
    price_paise: number;
    image_url: string | null;
    category: string;
    stock: number | null;
    weight_grams: number | null;
  }>
> {
  const ids = [...new Set(variantIds.filter((id) => OBJECT_ID.test(id)))].map((id) => new Types.ObjectId(id));
  if (ids.length === 0) return [];
  const variants = await findByIds<VariantDoc>(VariantModel, ids);
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
      },
    ];
  });
}

/**
 * Products per stored category for the dashboard; a missing or empty category counts as "Uncategorized".
 * Kept with the cached catalogue pages (same version, same invalidation): FerretDB groups by reading every product.
 */
export async function countProductsByCategory(): Promise<Array<{ category: string; count: number }>> {
  await ensureFreshCache();
  const version = cache.version;
  if (cache.categoryCounts?.version === version) return cache.categoryCounts.counts;
  const counts = readProductsByCategory();
  cache.categoryCounts = { version, counts };
  counts.catch(() => {
    if (cache.categoryCounts?.counts === counts) cache.categoryCounts = null;
  });
  return counts;
}

async function readProductsByCategory(): Promise<Array<{ category: string; count: number }>> {
  const groups = await ProductModel.aggregate<{ _id: string | null; count: number }>([
    { $group: { _id: '$category', count: { $sum: 1 } } },
  ]);
  const counts = new Map<string, number>();
  for (const g of groups) {
    const category = typeof g._id === 'string' && g._id.trim() !== '' ? g._id : 'Uncategorized';
    counts.set(category, (counts.get(category) ?? 0) + g.count);
  }
  return [...counts].map(([category, count]) => ({ category, count })).sort((a, b) => a.category.localeCompare(b.category));
}

// ---------------------------------------------------------------------------------------------------
// Admin: products and variants. Every write bumps the catalogue version.
// ---------------------------------------------------------------------------------------------------

export interface ProductInput {
  name: string;
  description?: string;
  category: string;
  image_url: string;
  /** Default true. */
  is_active?: boolean;
}

/** A variant as the admin sends it; stock and weight_grams left out keep their value (a new variant: see newVariantFields). */
export interface VariantInput {
  label: string;
  /** Rupees. */
  price: number;
  /** Units left; null = not tracked. */
  stock?: number | null;
  weight_grams?: number;
}

export interface CleanVariant {
  label: string;
  price_paise: number;
  stock?: number | null;
  weight_grams?: number;
}

export function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new BadRequestError('Product Name is required.');
  return trimmed;
}

export function cleanCategory(raw: string): string {
  const category = productCategory(raw);
  if (!category) {
    throw new BadRequestError(
      'Category must be one of: livebirds, pickles, dairy, dryfruits, oils, millets, meat, eggs.',
    );
  }
  return category;
}

/**
 * A product image must be one this store holds (/api/images/…): the pages' Content-Security-Policy shows images
 * of this origin only, so a link to another site would show as a broken image (README "Product images").
 */
export async function cleanImageUrl(url: string): Promise<string> {
  const trimmed = url.trim();
  if (!trimmed) throw new BadRequestError('A product image is required.');
  if (!imageIdFromUrl(trimmed)) {
    throw new BadRequestError('Upload the product image to the store: pictures linked from other websites cannot be shown on its pages.');
  }
  if (!(await imageExists(trimmed))) throw new BadRequestError('That product image was not found. Please upload it again.');
  return trimmed;
}

export const MAX_STOCK = 1_000_000;
export const MAX_WEIGHT_GRAMS = 1_000_000;

export function cleanVariant(input: VariantInput): CleanVariant {
  const label = input.label.trim();
  if (!label) throw new BadRequestError('A variant needs a label, e.g. 500g.');
  if (!(input.price > 0) || !hasAtMostTwoDecimals(input.price)) {
    throw new BadRequestError('Price must be more than 0 with at most 2 decimals.');
  }
  const clean: CleanVariant = { label, price_paise: toPaise(input.price) };
  if (input.stock !== undefined) {
    if (input.stock !== null && !(Number.isInteger(input.stock) && input.stock >= 0 && input.stock <= MAX_STOCK)) {
      throw new BadRequestError(`Stock of "${label}" must be a whole number from 0 to ${MAX_STOCK}, or blank when it is not counted.`);
    }
    clean.stock = input.stock;
  }
  if (input.weight_grams !== undefined) {
    if (!(Number.isInteger(input.weight_grams) && input.weight_grams > 0 && input.weight_grams <= MAX_WEIGHT_GRAMS)) {
      throw new BadRequestError(`The weight of "${label}" must be a whole number of grams, more than 0.`);
    }
    clean.weight_grams = input.weight_grams;
  }
  return clean;
}

/**
 * A new variant's stored fields: stock not tracked unless given, and the weight its label carries unless given
 * (none when the label names no weight, e.g. "6 pcs": the admin list flags it, and it is not sold until it has one).
 */
export function newVariantFields(clean: CleanVariant): Required<Pick<CleanVariant, 'label' | 'price_paise'>> & {
  stock: number | null;
  weight_grams: number | null;
} {
  return {
    label: clean.label,
    price_paise: clean.price_paise,
    stock: clean.stock ?? null,
    weight_grams: clean.weight_grams ?? (labelWeightGrams(clean.label) || null),
  };
}

export function duplicateLabel(label: string): ConflictError {
  return new ConflictError(`This product already has a "${label}" variant.`);
}

/** Deletes a stored image once no product points at it any more. */
export async function releaseImage(url: string | null | undefined): Promise<void> {
  if (!url) return;
  if (await ProductModel.exists({ image_url: url })) return;
  await deleteImageByUrl(url);
}

/** How long an uploaded image may wait for the product form it was uploaded from to be saved. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the images that were uploaded over a day ago and that no product uses: a product form abandoned after
 * its photo was uploaded, or a photo replaced before saving. (Images a product stops using are deleted at once,
 * by releaseImage.) Returns how many were deleted.
 */
export async function sweepUnusedImages(now = Date.now()): Promise<number> {
  const candidates = await imagesStoredBefore(new Date(now - UNUSED_IMAGE_GRACE_MS));
  if (candidates.length === 0) return 0;
  const used = await ProductModel.find({ image_url: { $in: candidates } }, { image_url: 1 }).lean();
  const usedUrls = new Set(used.map((product) => product.image_url));
  const unused = candidates.filter((url) => !usedUrls.has(url));
  for (const url of unused) await deleteImageByUrl(url);
  return unused.length;
}

export async function productView(id: Types.ObjectId): Promise<ProductView> {
  const doc = await ProductModel.findById(id).lean<ProductDoc>();
  if (!doc) throw new NotFoundError('That product no longer exists.');
  const [view] = await withVariants([doc]);
  return view!;
}

export async function createProduct(input: ProductInput, variant: VariantInput | null): Promise<ProductView> {
  const name = cleanName(input.name);
  const category = cleanCategory(input.category);
  const firstVariant = variant ? cleanVariant(variant) : null;
  const image_url = await cleanImageUrl(input.image_url);
  const product = await ProductModel.create({
    name,
    description: input.description?.trim() ?? '',
    category,
    image_url,
    name_key: nameKey(name),
    sort_rank: sortRank(category, name),
    is_active: input.is_active ?? true,
  });
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

/** All products with their variants, newest first; a page of them when page/limit are given. */
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

export async function createVariant(input: VariantInput & { product_id: string }): Promise<VariantView> {
  const productId = toObjectId(input.product_id, 'That product no longer exists.');
  const clean = cleanVariant(input);
  if (!(await ProductModel.exists({ _id: productId }))) throw new NotFoundError('That product no longer exists.');
  if (!(await variantPlaces.reserve(productId.toString()))) {
    throw new BadRequestError(`A product can have at most ${MAX_VARIANTS_PER_PRODUCT} variants.`);
  }
  try {
    const variant = await VariantModel.create({ product_id: productId, ...newVariantFields(clean) });
    return toVariantView(variant.toObject() as VariantDoc);
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
  try {
    // Through the variant's lock: a stock set here and an order taking stock (stock.ts) do not interleave on FerretDB.
    const updated = await transitionVariant(_id.toString(), {}, { $set: clean });
    if (!updated) throw new NotFoundError('That variant no longer exists.');
    await bumpCatalogueVersion();
    return toVariantView(updated.toObject() as VariantDoc);
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

export interface LowStockVariant {
  variant_id: string;
  product_id: string;
  product_name: string;
  label: string;
  stock: number;
  is_active: boolean;
}

/** Counted variants with `threshold` or fewer left, fewest first (the dashboard's low-stock list). */
export async function listLowStock(threshold: number): Promise<LowStockVariant[]> {
  // `$lte` on a number never matches null: variants that are not counted stay out.
  const variants = await VariantModel.find({ stock: { $lte: threshold } }).sort({ stock: 1, _id: 1 }).limit(200).lean<VariantDoc[]>();
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
