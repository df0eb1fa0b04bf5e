import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import { ordersQueryOptions } from './get-orders';

export const markDelivered = (orderId: string) =>
  api.put(`/api/orders/${encodeURIComponent(orderId)}/mark-delivered`, undefined, { contract: 'orders/CustomerOrderSchema' });

/** After confirming receipt the order list reloads. */
export function useMarkDelivered() {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: markDelivered,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey }),
    }),
  );
}
