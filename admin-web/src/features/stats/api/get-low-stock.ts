import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

/** The dashboard lists counted variants with this many or fewer left. */
export const LOW_STOCK_THRESHOLD = 5;

export type LowStockVariant = ContractType<'catalogue/LowStockSchema'>[number];

export const getLowStock = () => api.get(`/api/admin/products/low-stock?threshold=${LOW_STOCK_THRESHOLD}`, { contract: 'catalogue/LowStockSchema' });

export const lowStockQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'low-stock'], queryFn: getLowStock });

export const useLowStock = () => useQuery(lowStockQueryOptions());
