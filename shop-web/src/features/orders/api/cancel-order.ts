import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import { ordersQueryOptions } from './get-orders';

export const cancelOrder = (orderId: string) =>
  api.put(`/api/orders/${encodeURIComponent(orderId)}/cancel`, undefined, { contract: 'orders/CustomerOrderSchema' });

/**
 * The customer cancels a Pending or Assigned order. The list reloads afterwards, also after a refusal: a 409
 * means the order moved on meanwhile, and the card should show where it is now.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: cancelOrder,
      onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey }),
    }),
  );
}
