import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { getListPage, type ListSearch } from '@/lib/list-search';

export interface Variant {
  id: string;
  product_id: string;
  label: string;
  /** Rupees. */
  price: number;
  /** Units left; null = not counted. */
  stock?: number | null;
  /** Shipping weight of one unit; null = none yet (cannot be ordered until one is set). */
  weight_grams?: number | null;
}

export interface Product {
  id: string;
  name: string;
  description: string;
  image_url: string | null;
  category: string;
  is_new?: boolean;
  /** False: hidden from the shop. */
  is_active?: boolean;
  created_at?: string;
  variants: Variant[];
}

export const PRODUCTS_PER_PAGE = 20;
const FIRST_PAGE: ListSearch = { q: '', page: 1 };

/** One page of products, newest first, searched by name on the server. */
export const getProducts = (search: ListSearch) => getListPage<Product>('/api/admin/products', search, PRODUCTS_PER_PAGE);

// The previous page stays on screen while the next one loads.
export const productsQueryOptions = (search: ListSearch = FIRST_PAGE) =>
  queryOptions({ queryKey: [...adminDataKey, 'products', search], queryFn: () => getProducts(search), placeholderData: keepPreviousData });

export const useProducts = (search: ListSearch = FIRST_PAGE) => useQuery(productsQueryOptions(search));
