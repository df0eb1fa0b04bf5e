import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

export interface AdminStats {
  /** Rupees: the sum of all order totals. */
  total_revenue: number;
  total_orders: number;
  total_users: number;
  /** Local (Asia/Kolkata) days, ascending. */
  orders_per_day: Array<{ date: string; orders: number; revenue: number }>;
  products_per_category: Array<{ category: string; count: number }>;
}

export const getStats = () => api.get<AdminStats>('/api/admin/stats');

export const statsQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'stats'], queryFn: getStats });

export const useStats = () => useQuery(statsQueryOptions());
