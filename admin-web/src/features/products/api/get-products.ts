import { useQuery } from '@tanstack/react-query';
import type { ContractType } from '@/lib/api-client';
import { getListPage, listPageQueryOptions, type ListSearch } from '@/lib/list-search';

export type Variant = ContractType<'catalogue/VariantSchema'>;

export type Product = ContractType<'catalogue/ProductSchema'>;

export const PRODUCTS_PER_PAGE = 20;

/** One page of products, newest first, searched by name on the server. */
export const getProducts = (search: ListSearch) => getListPage<Product>('/api/admin/products', search, PRODUCTS_PER_PAGE, 'catalogue/ProductListSchema');

export const productsQueryOptions = (search?: ListSearch) => listPageQueryOptions('products', getProducts, search);

export const useProducts = (search?: ListSearch) => useQuery(productsQueryOptions(search));
