import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { api, type ContractType } from '@/lib/api-client';
import { preloadImage, PRODUCT_PHOTO_SIZES } from '@/lib/image-srcset';

export type ProductPageVariant = ProductPageData['product']['variants'][number];

/** GET /api/products/:id. */
export type ProductPageData = ContractType<'catalogue/ProductPageSchema'>;

export const getProduct = (id: string) => api.get(`/api/products/${encodeURIComponent(id)}`, { contract: 'catalogue/ProductPageSchema' });

export const productQueryOptions = (id: string) => queryOptions({ queryKey: ['product', id], queryFn: () => getProduct(id), networkMode: 'offlineFirst' });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));

/**
 * A product page opened from a link (a shared URL, a reload): its product is asked for while the app starts, and its
 * photo as soon as the answer is in, instead of one after the other after the page's first render.
 */
export function prefetchProductPage(queryClient: QueryClient, { pathname }: Pick<Location, 'pathname'> = window.location) {
  const id = matchPath(paths.product, pathname)?.params.id;
  if (!id) return;
  void queryClient.fetchQuery(productQueryOptions(id)).then(
    ({ product }) => {
      if (product.image_url) preloadImage(product.image_url, PRODUCT_PHOTO_SIZES);
    },
    () => undefined, // The product page shows the error.
  );
}
