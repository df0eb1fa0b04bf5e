import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import type { ContractType } from '@/lib/api-client';
import { getListPage, type ListSearch } from '@/lib/list-search';

export type Variant = ContractType<'catalogue/VariantSchema'>;

export type Product = ContractType<'catalogue/ProductSchema'>;

export const PRODUCTS_PER_PAGE = 20;
const FIRST_PAGE: ListSearch = { q: '', page: 1 };

/** One page of products, newest first, searched by name on the server. */
export const getProducts = (search: ListSearch) => getListPage<Product>('/api/admin/products', search, PRODUCTS_PER_PAGE, 'catalogue/ProductListSchema');

// The previous page stays on screen while the next one loads.
export const productsQueryOptions = (search: ListSearch = FIRST_PAGE) =>
  queryOptions({ queryKey: [...adminDataKey, 'products', search], queryFn: () => getProducts(search), placeholderData: keepPreviousData });

export const useProducts = (search: ListSearch = FIRST_PAGE) => useQuery(productsQueryOptions(search));
