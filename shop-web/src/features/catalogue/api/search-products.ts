import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ContractType } from '@/lib/api-client';

/** GET /api/products/search. */
export type SearchPage = ContractType<'catalogue/SearchPageSchema'>;

export const SEARCH_PAGE_SIZE = 12;
export const SUGGESTION_COUNT = 6;

export function searchProducts(q: string, page: number, limit: number) {
  const query = new URLSearchParams({ q, page: String(page), limit: String(limit) });
  return api.get(`/api/products/search?${query}`, { contract: 'catalogue/SearchPageSchema' });
}

export const searchQueryOptions = (q: string, page: number, limit: number) =>
  queryOptions({ queryKey: ['product-search', q, page, limit], queryFn: () => searchProducts(q, page, limit), enabled: q.trim() !== '' });

/** Keeps the previous answer on screen while the next query loads (suggestions do not blink as the shopper types). */
export const useSearchProducts = (q: string, page: number, limit: number) =>
  useQuery({ ...searchQueryOptions(q, page, limit), placeholderData: keepPreviousData });
