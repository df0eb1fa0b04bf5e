import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, ApiError } from '@/lib/api-client';
import type { PartnerOrder } from '../types';
import { ordersQueryKey } from './get-orders';

/** One step's request: the order, and the step's body when it has one (complete sends the code and the cash collected). */
export interface OrderStepVariables {
  orderId: string;
  body?: object;
}

export type OrderStep = 'accept' | 'picked-up' | 'arrived' | 'complete';

/** PUT /api/delivery/orders/:id/<step>: the order as it is after the step. */
export const putOrderStep = (orderId: string, step: OrderStep, body?: object) =>
  api.put(`/api/delivery/orders/${encodeURIComponent(orderId)}/${step}`, body, { contract: 'delivery/PartnerOrderSchema' });

/**
 * One step of the partner's delivery (accept, picked up, arrived, complete), one request per tap. A 409 means the
 * order is no longer where the step starts; when the partner's own list shows the step already done (from another
 * tab, a retried tap, or arrival sent on its own by the position), the step is done and counts as a success.
 */
export function useOrderStep(step: OrderStep, isDone: (order: PartnerOrder) => boolean, { onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: async ({ orderId, body }: OrderStepVariables) => {
        try {
          return await putOrderStep(orderId, step, body);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 409)) throw error;
          const order = (await api.get('/api/delivery/orders', { contract: 'delivery/PartnerOrderListSchema' })).find((mine) => mine.id === orderId);
          if (order && isDone(order)) return order;
          throw error;
        }
      },
      onError,
      onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
    }),
  );
}
