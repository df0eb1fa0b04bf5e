import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Product } from '@/types/api';

/** GET /api/products/search (api/src/modules/catalogue/shopper-read-schemas.ts). */
export interface SearchPage {
  products: Product[];
  total: number;
  totalPages: number;
  page: number;
}

export const SEARCH_PAGE_SIZE = 12;
export const SUGGESTION_COUNT = 6;

export function searchProducts(q: string, page: number, limit: number) {
  const query = new URLSearchParams({ q, page: String(page), limit: String(limit) });
  return api.get<SearchPage>(`/api/products/search?${query}`);
}

export const searchQueryOptions = (q: string, page: number, limit: number) =>
  queryOptions({ queryKey: ['product-search', q, page, limit], queryFn: () => searchProducts(q, page, limit), enabled: q.trim() !== '' });

/** Keeps the previous answer on screen while the next query loads (suggestions do not blink as the shopper types). */
export const useSearchProducts = (q: string, page: number, limit: number) =>
  useQuery({ ...searchQueryOptions(q, page, limit), placeholderData: keepPreviousData });
