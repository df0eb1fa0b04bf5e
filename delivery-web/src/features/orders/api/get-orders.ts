import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_HEADER } from '@/config/auth';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import type { DeliveryOrder } from '../types';

/** How often the list refreshes on its own (SPEC §2). */
export const ORDERS_REFRESH_MS = 30_000;

export const ordersQueryKey = ['orders'] as const;

/** The partner's own orders, or every order for an admin (view-only). */
export function getOrders(session: Session): Promise<DeliveryOrder[]> {
  return session.kind === 'admin'
    ? api.get<DeliveryOrder[]>('/api/admin/orders', { headers: { [ADMIN_HEADER]: session.token } })
    : api.get<DeliveryOrder[]>('/api/delivery/orders');
}

export const ordersQueryOptions = (session: Session) =>
  queryOptions({
    queryKey: [...ordersQueryKey, session.kind],
    queryFn: () => getOrders(session),
    refetchInterval: ORDERS_REFRESH_MS,
  });

export const useOrders = (session: Session) => useQuery(ordersQueryOptions(session));
