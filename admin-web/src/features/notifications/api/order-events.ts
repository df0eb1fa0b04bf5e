import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { openEventStream } from '@farm-store/shared-ui/host/event-stream';
import { AUTH_HEADER, AUTH_TOKEN_KEY } from '@/config/auth';
import { adminDataKey } from '@/lib/admin-data';
import { api, sessionRefused } from '@/lib/api-client';

/** One order change as the API streams it (GET /api/admin/events). */
export interface OrderEvent {
  id: string;
  /** placed, assigned, out_for_delivery, delivered, cancelled … */
  event: string;
  orderId: string;
  /** The order number people see (last 8 characters of the id, upper-case). */
  ref: string;
}

/** While the live stream is down, the newest orders are read this often instead. */
export const ORDER_POLL_MS = 15_000;

/** The live stream of order changes; `live` is false while it is down (reconnecting). */
export function useOrderEventStream(onEvent: (e: OrderEvent) => void) {
  const [live, setLive] = useState(false);
  // The stream opens once; each event goes to the latest handler.
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(
    () =>
      openEventStream({
        path: '/api/admin/events',
        authHeader: AUTH_HEADER,
        tokenKey: AUTH_TOKEN_KEY,
        onEvent: (e) => {
          if (e.event === 'order') handler.current(JSON.parse(e.data) as OrderEvent);
        },
        onState: setLive,
        // The server ends a stream whose session ended (disabled, password changed); reconnecting is refused.
        onUnauthorized: sessionRefused,
      }),
    [],
  );
  return live;
}

/** The fallback: the ids of the newest orders, polled only while the stream is down. */
export function useNewestOrderIds(poll: boolean) {
  return useQuery({
    queryKey: [...adminDataKey, 'newest-order-ids'],
    queryFn: async () => (await api.get('/api/admin/orders?page=1&limit=20', { contract: 'orders/AdminOrderPageSchema' })).orders.map((o) => o.id),
    refetchInterval: poll ? ORDER_POLL_MS : false,
  });
}
