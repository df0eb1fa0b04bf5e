import { BadRequestError } from '../../lib/errors';
import { isDatabaseReachable, isDatabaseUnavailableError } from '../../lib/mongo';
import { toCachedJson, type CachedJson } from './cached-reply';
import { currentCatalogueVersion, trustedCatalogueVersion, whenCatalogueChanges } from './catalogue-version';
import { shelfCategories } from './categories';
import { ProductModel } from './model';
import { ACTIVE_PRODUCTS, withVariants, type ProductDoc } from './product-views';

// ---------------------------------------------------------------------------------------------------
// Shopper catalogue pages, answered from memory.
//
// Each process keeps rendered pages (JSON text + ETag) built from the catalogue version it trusts
// (catalogue-version.ts): a change of version drops them all. Entries also expire after ENTRY_MAX_AGE_MS so
// `is_new` flips within a minute of a product turning 30 days old.
//
// The last page built for each query is also kept across versions (lastCopies): while the database does not
// answer, a page that cannot be rebuilt is answered from that copy, marked stale (cached-reply.ts), instead of
// a 503 — at once while the driver knows the database is unreachable, else once the rebuild has failed; a page
// this process never built still gets the 503.
// ---------------------------------------------------------------------------------------------------

const ENTRY_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 500;

export type CataloguePage = CachedJson;

interface Entry {
  page: Promise<CataloguePage>;
  /** The page once built: a hit is answered without awaiting anything. */
  ready: CataloguePage | null;
  builtAt: number;
}

const entries = new Map<string, Entry>();
whenCatalogueChanges(() => entries.clear());

/**
 * The last page built per query, whatever its version: what a shopper sees while the database does not answer.
 * `stale` is that page marked so, made once (its gzip with it).
 */
const lastCopies = new Map<string, { page: CataloguePage; stale?: CataloguePage }>();

function keepLastCopy(key: string, page: CataloguePage): void {
  lastCopies.delete(key); // re-inserted last: the oldest is dropped first
  lastCopies.set(key, { page });
  if (lastCopies.size > MAX_ENTRIES) lastCopies.delete(lastCopies.keys().next().value!);
}

function staleCopy(key: string): CataloguePage | undefined {
  const copy = lastCopies.get(key);
  return copy && (copy.stale ??= { ...copy.page, stale: true });
}

/** The last copy of the page, marked stale, when the database is what failed; else the failure as it was. */
function lastCopyOr(key: string, err: unknown): CataloguePage {
  const copy = isDatabaseUnavailableError(err) ? staleCopy(key) : undefined;
  if (!copy) throw err;
  return copy;
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
  const version = currentCatalogueVersion();
  const page = typeof version === 'number' ? cachedOrBuilt(key, categories, query) : version.then(() => cachedOrBuilt(key, categories, query));
  return page instanceof Promise ? page.catch((err: unknown) => lastCopyOr(key, err)) : page;
}

function cachedOrBuilt(key: string, categories: string[] | null, query: CatalogueQuery): CataloguePage | Promise<CataloguePage> {
  const hit = entries.get(key);
  if (hit && Date.now() - hit.builtAt < ENTRY_MAX_AGE_MS) return hit.ready ?? hit.page;
  // Known unreachable: the rebuild would only wait for its timeout to fail.
  const stale = isDatabaseReachable() ? undefined : staleCopy(key);
  if (stale) return stale;

  const version = trustedCatalogueVersion();
  const page = buildCataloguePage(categories, query.page, query.limit);
  const entry: Entry = { page, ready: null, builtAt: Date.now() };
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  page.then(
    (built) => {
      entry.ready = built;
      keepLastCopy(key, built);
      // Built while a write landed: serve it to whoever asked, but do not keep it.
      if (trustedCatalogueVersion() !== version && entries.get(key) === entry) entries.delete(key);
    },
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return page;
}

async function buildCataloguePage(categories: string[] | null, page: number, limit: number): Promise<CataloguePage> {
  const filter = categories ? { ...ACTIVE_PRODUCTS, category: { $in: categories } } : ACTIVE_PRODUCTS;
  // One shelf: the shelf's name priority (docs/business-rules.md) then name. Everything: grouped by category first.
  const sort: Record<string, 1> = categories ? { sort_rank: 1, name_key: 1, _id: 1 } : { category: 1, sort_rank: 1, name_key: 1, _id: 1 };
  const [total, docs] = await Promise.all([
    ProductModel.countDocuments(filter),
    ProductModel.find(filter)
      .sort(sort)
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<ProductDoc[]>(),
  ]);
  const body = {
    products: await withVariants(docs),
    totalPages: Math.max(1, Math.ceil(total / limit)),
    page,
  };
  return toCachedJson(body);
}
