import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type CategoryValue } from '@/config/categories';
import { api } from '@/lib/api-client';
import type { Product } from '@/types/api';

export interface CataloguePage {
  products: Product[];
  totalPages: number;
}

/** The answer was not `{products: [...]}` (SPEC §8 has its own message for that). */
export class UnexpectedCatalogueError extends Error {}

/** SPEC §7: lower-cased, spaces removed, and meatpoultry is requested as livebirds. */
export const apiCategory = (category: CategoryValue) => {
  const key = category.toLowerCase().replace(/\s+/g, '');
  return key === 'meatpoultry' ? 'livebirds' : key;
};

export async function getProducts(category: CategoryValue, page: number): Promise<CataloguePage> {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE), category: apiCategory(category) });
  const data = await api.get<unknown>(`/api/products?${query}`);
  const body = data as { products?: unknown; totalPages?: unknown } | null;
  if (!body || typeof body !== 'object' || !Array.isArray(body.products)) throw new UnexpectedCatalogueError();
  const totalPages = typeof body.totalPages === 'number' && body.totalPages >= 1 ? Math.floor(body.totalPages) : 1;
  return { products: body.products as Product[], totalPages };
}

// offlineFirst: ask even when the browser is offline, so the service worker can answer with the saved page.
export const productsQueryOptions = (category: CategoryValue, page: number) =>
  queryOptions({ queryKey: ['products', category, page], queryFn: () => getProducts(category, page), networkMode: 'offlineFirst' });

export const useProducts = (category: CategoryValue, page: number) => useQuery(productsQueryOptions(category, page));
