import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

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

export const getProducts = () => api.get<Product[]>('/api/admin/products');

export const productsQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'products'], queryFn: getProducts });

export const useProducts = () => useQuery(productsQueryOptions());
