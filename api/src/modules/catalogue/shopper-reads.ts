import { toRupees } from '../../domain/money';
import { NotFoundError } from '../../lib/errors';
import { toCachedJson, type CachedJson } from './cached-reply';
import { catalogueSnapshots, type CatalogueSnapshot } from './catalogue-snapshot';
import { shelfCategories } from './categories';
import type { ProductView } from './product-views';
import { buildSearchIndex, searchWords, type SearchIndex } from './search-index';
import { pricePerKgPaise } from './unit-price';

/**
 * The product page and the store-wide search, answered from the in-memory catalogue snapshot. Each answer is
 * serialised once per snapshot (and its ETag computed once), like the catalogue pages: a repeated read costs a map
 * look-up. The answers of a snapshot are dropped with it (a new catalogue version, or its one-minute refresh).
 */

export const RELATED_COUNT = 8;
const MAX_ANSWERS = 2000;

interface Derived {
  index: SearchIndex<ProductView>;
  answers: Map<string, CachedJson>;
}

const snapshot = catalogueSnapshots<Derived>((products) => ({ index: buildSearchIndex(products), answers: new Map() }));

function answer(snap: CatalogueSnapshot<Derived>, key: string, build: () => unknown): CachedJson {
  const { answers } = snap.derived;
  const hit = answers.get(key);
  if (hit) return hit;
  const built = toCachedJson(build());
  answers.set(key, built);
  if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!);
  return built;
}

/** Runs `read` on the current snapshot: in the same tick when it is ready, else once it is built. */
function withSnapshot(read: (snap: CatalogueSnapshot<Derived>) => CachedJson): CachedJson | Promise<CachedJson> {
  const snap = snapshot();
  return snap instanceof Promise ? snap.then(read) : read(snap);
}

// --- product page --------------------------------------------------------------------------------------------------

/** The shelf a product is shown on: meat sits on the live-birds shelf (categories.ts). */
const shelfOf = (category: string) => shelfCategories(category === 'meat' ? 'livebirds' : category) ?? [category];

function productPage(snap: CatalogueSnapshot<Derived>, id: string) {
  const product = snap.byId.get(id);
  if (!product) throw new NotFoundError('That product is no longer in our store.');
  const shelf = shelfOf(product.category);
  return {
    product: {
      ...product,
      variants: product.variants.map((v) => {
        if (v.price_per_kg !== null) return v;
        const perKg = pricePerKgPaise(v.label, Math.round(v.price * 100));
        return { ...v, price_per_kg: perKg === null ? null : toRupees(perKg) };
      }),
    },
    related: snap.products.filter((p) => p.id !== id && shelf.includes(p.category as never)).slice(0, RELATED_COUNT),
  };
}

/** GET /api/products/:id; throws NotFoundError for an id we do not sell (a malformed one included). */
export function getProductPage(id: string): CachedJson | Promise<CachedJson> {
  return withSnapshot((snap) => answer(snap, `p|${id}`, () => productPage(snap, id)));
}

// --- search --------------------------------------------------------------------------------------------------------

export interface SearchQuery {
  q: string;
  page: number;
  limit: number;
}

/** GET /api/products/search: one page of the ranked matches (search-index.ts). */
export function searchProducts(query: SearchQuery): CachedJson | Promise<CachedJson> {
  // Queries that fold to the same words share one answer ("Paneer", "paneer ", "pâneer").
  const words = searchWords(query.q).join(' ');
  return withSnapshot((snap) =>
    answer(snap, `s|${query.page}|${query.limit}|${words}`, () => {
      const matches = snap.derived.index.search(words);
      return {
        products: matches.slice((query.page - 1) * query.limit, query.page * query.limit),
        total: matches.length,
        totalPages: Math.max(1, Math.ceil(matches.length / query.limit)),
        page: query.page,
      };
    }),
  );
}

/** True while the store sells this product: reads about a product (its rating) answer 404 like its page otherwise. */
export async function productIsSold(id: string): Promise<boolean> {
  return (await snapshot()).byId.has(id);
}
