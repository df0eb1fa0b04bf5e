import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';

/** Assigned → Out for Delivery. */
export const acceptOrder = (orderId: string) => api.put<unknown>(`/api/delivery/orders/${encodeURIComponent(orderId)}/accept`);

export function useAcceptOrder({ onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOrder,
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
