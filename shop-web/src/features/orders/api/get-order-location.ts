import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ContractType } from '@/lib/api-client';

export type PartnerLocation = ContractType<'orders/LocationSchema'>;

/** While an order is expanded its partner's location is fetched at once and then every 15 s. */
export const LOCATION_POLL_MS = 15_000;

export const getOrderLocation = (orderId: string) => api.get(`/api/orders/${encodeURIComponent(orderId)}/location`, { contract: 'orders/LocationSchema' });

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
