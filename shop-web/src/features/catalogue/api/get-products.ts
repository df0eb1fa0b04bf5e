import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_CATEGORY, isCategory, PAGE_SIZE, type CategoryValue } from '@/config/categories';
import { paths } from '@/config/paths';
import { api, type ContractType } from '@/lib/api-client';
import { CARD_SIZES, preloadImage } from '@/lib/image-srcset';

export type CataloguePage = Pick<ContractType<'catalogue/CataloguePageSchema'>, 'products' | 'totalPages'> & {
  /** The API answered its last copy of the page (`Warning: 110`): the store's database did not answer. */
  stale: boolean;
};

/** The answer was not `{products: [...]}` (the shelf says so in its own words). */
export class UnexpectedCatalogueError extends Error {}

/** Lower-cased, spaces removed, and meatpoultry is requested as livebirds. */
export const apiCategory = (category: CategoryValue) => {
  const key = category.toLowerCase().replace(/\s+/g, '');
  return key === 'meatpoultry' ? 'livebirds' : key;
};

export async function getProducts(category: CategoryValue, page: number): Promise<CataloguePage> {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE), category: apiCategory(category) });
  let stale = false;
  const body = await api
    .get(`/api/products?${query}`, {
      contract: 'catalogue/CataloguePageSchema',
      onHeaders: (headers) => (stale = /^110\b/.test(headers.get('warning') ?? '')),
    })
    .catch((error: unknown) => {
      // Development and tests check the answer against the contract; a broken one reads the same as in production.
      throw error instanceof Error && error.name === 'ContractError' ? new UnexpectedCatalogueError(error.message) : error;
    });
  // A production build does not check: an answer from something other than the API (a portal, a proxy) is caught here.
  if (!body || typeof body !== 'object' || !Array.isArray(body.products)) throw new UnexpectedCatalogueError();
  const totalPages = typeof body.totalPages === 'number' && body.totalPages >= 1 ? Math.floor(body.totalPages) : 1;
  return { products: body.products, totalPages, stale };
}

// offlineFirst: ask even when the browser is offline, so the service worker can answer with the saved page.
export const productsQueryOptions = (category: CategoryValue, page: number) =>
  queryOptions({ queryKey: ['products', category, page], queryFn: () => getProducts(category, page), networkMode: 'offlineFirst' });

export const useProducts = (category: CategoryValue, page: number) => useQuery(productsQueryOptions(category, page));

/** What the home page shows, read from its URL (`?category=…&page=…&q=…`). */
export function catalogueParams(params: URLSearchParams) {
  const rawCategory = params.get('category');
  return {
    category: isCategory(rawCategory) ? rawCategory : DEFAULT_CATEGORY,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    search: params.get('q') ?? '',
  };
}

/** Cards in the first row on the widest grid (four columns): their photos are not lazy. */
export const FIRST_ROW = 4;

/**
 * On a first visit to the home page, asks for its catalogue page while the UI kit is still loading (rather
 * than after the first render), and fetches the first row's photos as soon as it answers, so they are in
 * the browser's cache when the cards appear. The catalogue screen then finds the page in the query cache.
 */
export function prefetchHomeCatalogue(queryClient: QueryClient, { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location) {
  if (pathname !== paths.home) return;
  const { category, page } = catalogueParams(new URLSearchParams(search));
  void queryClient.fetchQuery(productsQueryOptions(category, page)).then(
    ({ products }) => {
      for (const product of products.slice(0, FIRST_ROW)) if (product.image_url) preloadImage(product.image_url, CARD_SIZES);
    },
    () => undefined, // The catalogue screen shows the error and its retry button.
  );
}
