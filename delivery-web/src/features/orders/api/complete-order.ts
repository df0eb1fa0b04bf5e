import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';

/** Out for Delivery → Delivered. */
export const completeOrder = (orderId: string) =>
  api.put<unknown>(`/api/delivery/orders/${encodeURIComponent(orderId)}/complete`);

export function useCompleteOrder({ onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOrder,
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
