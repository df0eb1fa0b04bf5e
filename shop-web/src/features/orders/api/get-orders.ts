import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Order } from '@/types/api';

export const getOrders = () => api.get<Order[]>('/api/orders');

export const ordersQueryOptions = () => queryOptions({ queryKey: ['orders'], queryFn: getOrders });

export const useOrders = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...ordersQueryOptions(), enabled });

/** SPEC §4: a customer with no orders yet is on their first order (first-order coupons apply). */
export const useIsFirstOrder = (signedIn: boolean) => {
  const orders = useOrders({ enabled: signedIn });
  return signedIn && orders.data ? orders.data.length === 0 : undefined;
};
