import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ContractType } from '@/lib/api-client';
import { ordersQueryKey } from '@/features/orders/api/get-orders';

export type Route = ContractType<'doorstep/RouteSchema'>;
export type RouteStop = Route['stops'][number];

export const routeQueryOptions = () =>
  queryOptions({
    // Under the orders' key, so that every change of the orders (a step, the live stream, Refresh) reloads the route too.
    queryKey: [...ordersQueryKey, 'route'],
    queryFn: () => api.get('/api/delivery/route', { contract: 'doorstep/RouteSchema' }),
  });

/** The day's stops of the partner in riding order (Assigned and Out for Delivery orders). */
export const useRoute = () => useQuery(routeQueryOptions());
