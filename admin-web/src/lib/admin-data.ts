import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Every list on the dashboard (stats, products, users, orders, partners, coupons, inquiries) keys its
 * query under this prefix, because the dashboard reloads them together after every change and on refresh.
 */
export const adminDataKey = ['admin-data'] as const;

/** Reloads all dashboard data; mutations call it after they succeed. */
export function useReloadAdminData() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: adminDataKey }), [queryClient]);
}
