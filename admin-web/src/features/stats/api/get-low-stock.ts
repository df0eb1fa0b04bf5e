import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

/** The dashboard lists counted variants with this many or fewer left. */
export const LOW_STOCK_THRESHOLD = 5;

export interface LowStockVariant {
  variant_id: string;
  product_id: string;
  product_name: string;
  label: string;
  stock: number;
  is_active: boolean;
}

export const getLowStock = () => api.get<LowStockVariant[]>(`/api/admin/products/low-stock?threshold=${LOW_STOCK_THRESHOLD}`);

export const lowStockQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'low-stock'], queryFn: getLowStock });

export const useLowStock = () => useQuery(lowStockQueryOptions());
