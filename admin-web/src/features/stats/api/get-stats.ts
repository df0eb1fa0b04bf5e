import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api } from '@/lib/api-client';
import type { Period } from '../utils/period';

export interface AdminStats {
  /** Rupees: the sum of all order totals. */
  total_revenue: number;
  total_orders: number;
  total_users: number;
  /** Local (Asia/Kolkata) days, ascending: only days with orders, or every day of the asked period. */
  orders_per_day: Array<{ date: string; orders: number; revenue: number }>;
  products_per_category: Array<{ category: string; count: number }>;
}

/** The dashboard figures; a period narrows only the orders-per-day line (the totals stay all-time). */
export const getStats = (period?: Period) =>
  api.get<AdminStats>(period ? `/api/admin/stats?${new URLSearchParams({ from: period.from, to: period.to })}` : '/api/admin/stats');

// A new period keeps the previous chart on screen until its numbers arrive.
export const statsQueryOptions = (period?: Period) =>
  queryOptions({ queryKey: [...adminDataKey, 'stats', period ?? 'all'], queryFn: () => getStats(period), placeholderData: keepPreviousData });

export const useStats = (period?: Period) => useQuery(statsQueryOptions(period));
