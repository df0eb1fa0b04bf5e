import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import { ordersQueryOptions } from './get-orders';

interface RescheduleInput {
  orderId: string;
  slotId: string;
}

/** Moves an order to another open slot (until its current slot's cut-off). */
export const rescheduleOrder = ({ orderId, slotId }: RescheduleInput) =>
  api.put(`/api/orders/${encodeURIComponent(orderId)}/slot`, { slotId }, { contract: 'orders/CustomerOrderSchema' });

/** The moved order replaces its card at once; a refusal reloads the list (the order may have moved on meanwhile). */
export function useRescheduleOrder() {
  const queryClient = useQueryClient();
  const { queryKey } = ordersQueryOptions();
  return useSingleFlight(
    useMutation({
      mutationFn: rescheduleOrder,
      onSuccess: (moved) => queryClient.setQueryData(queryKey, (list) => list?.map((order) => (order.id === moved.id ? moved : order))),
      onError: () => queryClient.invalidateQueries({ queryKey }),
    }),
  );
}
