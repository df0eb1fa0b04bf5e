import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_HEADER } from '@/config/auth';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import type { DeliveryOrder } from '../types';

/** How often the list refreshes on its own (SPEC §2). */
export const ORDERS_REFRESH_MS = 30_000;

export const ordersQueryKey = ['orders'] as const;

/** An admin sees the newest orders, as many as one page of the admin list holds. */
const ADMIN_VIEW_LIMIT = 200;

/** The partner's own orders, or every recent order for an admin (view-only). */
export async function getOrders(session: Session): Promise<DeliveryOrder[]> {
  if (session.kind !== 'admin') return api.get<DeliveryOrder[]>('/api/delivery/orders');
  const page = await api.get<{ orders: DeliveryOrder[] }>(`/api/admin/orders?page=1&limit=${ADMIN_VIEW_LIMIT}`, {
    headers: { [ADMIN_HEADER]: session.token },
  });
  return page.orders;
}

export const ordersQueryOptions = (session: Session) =>
  queryOptions({
    queryKey: [...ordersQueryKey, session.kind],
    queryFn: () => getOrders(session),
    refetchInterval: ORDERS_REFRESH_MS,
  });

export const useOrders = (session: Session) => useQuery(ordersQueryOptions(session));
