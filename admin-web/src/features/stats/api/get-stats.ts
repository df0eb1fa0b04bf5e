import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';
import type { Period } from '@/lib/period';

export type AdminStats = ContractType<'admin-stats/DashboardStatsSchema'>;

/** The dashboard figures; a period narrows only the orders-per-day line (the totals stay all-time). */
export const getStats = (period?: Period) =>
  api.get(period ? `/api/admin/stats?${new URLSearchParams({ from: period.from, to: period.to })}` : '/api/admin/stats', {
    contract: 'admin-stats/DashboardStatsSchema',
  });

// A new period keeps the previous chart on screen until its numbers arrive.
export const statsQueryOptions = (period?: Period) =>
  queryOptions({ queryKey: [...adminDataKey, 'stats', period ?? 'all'], queryFn: () => getStats(period), placeholderData: keepPreviousData });

export const useStats = (period?: Period) => useQuery(statsQueryOptions(period));
