import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isCancelled } from '../utils/order-rules';

export const getOrders = () => api.get('/api/orders', { contract: 'orders/CustomerOrderListSchema' });

export const ordersQueryOptions = () => queryOptions({ queryKey: ['orders'], queryFn: getOrders });

export const useOrders = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...ordersQueryOptions(), enabled });

/**
 * A customer none of whose orders stands is on their first order (first-order coupons apply): a cancelled order
 * does not count, as for the API's first-order discount (docs/business-rules.md).
 */
export const useIsFirstOrder = (signedIn: boolean) => {
  const orders = useOrders({ enabled: signedIn });
  return signedIn && orders.data ? orders.data.every(isCancelled) : undefined;
};
