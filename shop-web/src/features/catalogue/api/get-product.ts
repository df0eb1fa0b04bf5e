import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Product, Variant } from '@/types/api';

export interface ProductPageVariant extends Variant {
  /** Rupees per kg (per litre for ml/l sizes); null when the size names no weight. */
  price_per_kg: number | null;
}

/** GET /api/products/:id (api/src/modules/catalogue/shopper-read-schemas.ts). */
export interface ProductPageData {
  product: Omit<Product, 'variants'> & { variants: ProductPageVariant[] };
  related: Product[];
}

export const getProduct = (id: string) => api.get<ProductPageData>(`/api/products/${encodeURIComponent(id)}`);

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['product', id], queryFn: () => getProduct(id), networkMode: 'offlineFirst' });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
