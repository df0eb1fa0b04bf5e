import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchProduct, type ProductPageData } from './fetch-product';

export const productQueryOptions = (id: string) => queryOptions({ queryKey: ['product', id], queryFn: () => fetchProduct(id), networkMode: 'offlineFirst' });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));

/**
 * A product page opened from a link (a shared URL, a reload): the answer its photo's first paint asked for
 * (first-paint.ts) becomes the page's query, so the product is not asked for twice.
 */
export function prefetchProductPage(queryClient: QueryClient, first: { id: string; answer: Promise<ProductPageData> } | undefined) {
  if (!first) return;
  void queryClient.fetchQuery({ ...productQueryOptions(first.id), queryFn: () => first.answer }).catch(() => undefined); // The page shows the error.
}
