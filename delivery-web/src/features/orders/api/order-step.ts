import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, ApiError } from '@/lib/api-client';
import { deliveryStatusOf } from '../utils/order-status';
import { ordersQueryKey } from './get-orders';

/** One step's request: the order, and the step's body when it has one (complete sends the cash collected). */
export interface OrderStepVariables {
  orderId: string;
  body?: object;
}

/**
 * One step of the partner's delivery (accept, complete), one request per tap. A 409 means the order is no longer
 * where the step starts; when the partner's own list shows it already past the step (done from another tab or a
 * retried tap), the step is done and counts as a success.
 */
export function useOrderStep(step: 'accept' | 'complete', doneStatuses: string[], { onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: async ({ orderId, body }: OrderStepVariables) => {
        try {
          return await api.put(`/api/delivery/orders/${encodeURIComponent(orderId)}/${step}`, body, { contract: 'delivery/PartnerOrderSchema' });
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 409)) throw error;
          const order = (await api.get('/api/delivery/orders', { contract: 'delivery/PartnerOrderListSchema' })).find((mine) => mine.id === orderId);
          if (order && doneStatuses.includes(deliveryStatusOf(order))) return order;
          throw error;
        }
      },
      onError,
      onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
    }),
  );
}
