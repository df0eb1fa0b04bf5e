import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PartnerLocation {
  latitude: number;
  longitude: number;
  updated_at?: string;
}

/** While an order is expanded its partner's location is fetched at once and then every 15 s. */
export const LOCATION_POLL_MS = 15_000;

export const getOrderLocation = (orderId: string) => api.get<PartnerLocation>(`/api/orders/${encodeURIComponent(orderId)}/location`);

export const orderLocationQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', orderId, 'location'],
    queryFn: () => getOrderLocation(orderId),
    refetchInterval: LOCATION_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });

export const useOrderLocation = (orderId: string, enabled: boolean) => useQuery({ ...orderLocationQueryOptions(orderId), enabled });
