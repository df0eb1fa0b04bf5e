import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { openEventStream } from '@farm-store/shared-ui/host/event-stream';
import { ADMIN_HEADER, AUTH_HEADER, AUTH_TOKEN_KEY } from '@/config/auth';
import { api, sessionRefused } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import type { DeliveryOrder } from '../types';

/** How often the list refreshes on its own. */
export const ORDERS_REFRESH_MS = 30_000;

export const ordersQueryKey = ['orders'] as const;

/** An admin sees the newest orders, as many as one page of the admin list holds. */
const ADMIN_VIEW_LIMIT = 200;

/** The partner's own orders, or every recent order for an admin (view-only). */
export async function getOrders(session: Session): Promise<DeliveryOrder[]> {
  if (session.kind !== 'admin') return api.get('/api/delivery/orders', { contract: 'delivery/PartnerOrderListSchema' });
  const page = await api.get(`/api/admin/orders?page=1&limit=${ADMIN_VIEW_LIMIT}`, {
    headers: { [ADMIN_HEADER]: session.token },
    contract: 'orders/AdminOrderPageSchema',
  });
  return page.orders;
}

export const ordersQueryOptions = (session: Session) =>
  queryOptions({
    queryKey: [...ordersQueryKey, session.kind],
    queryFn: () => getOrders(session),
    refetchInterval: ORDERS_REFRESH_MS,
  });

/**
 * A partner's list reloads as soon as an order is assigned to them (the API's event stream, read with fetch so
 * the token stays in its header); the refresh every 30 s remains for when the stream is down.
 */
function useAssignmentRefresh(session: Session) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (session.kind !== 'partner') return;
    return openEventStream({
      path: '/api/delivery/events',
      authHeader: AUTH_HEADER,
      tokenKey: AUTH_TOKEN_KEY,
      onEvent: () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
      // The server ends a stream whose session ended (partner disabled); reconnecting is refused.
      onUnauthorized: sessionRefused,
    });
  }, [session.kind, queryClient]);
}

export function useOrders(session: Session) {
  useAssignmentRefresh(session);
  return useQuery(ordersQueryOptions(session));
}
