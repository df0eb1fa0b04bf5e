import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import { storeCreditQueryKey } from '@/features/account/api/get-store-credit';
import { ordersQueryOptions } from './get-orders';

/** What a customer may do to their own order: cancel it (Pending or Assigned), or confirm a courier order arrived. */
type OrderMove = 'cancel' | 'mark-delivered';

const moveOrder = (orderId: string, move: OrderMove) =>
  api.put(`/api/orders/${encodeURIComponent(orderId)}/${move}`, undefined, { contract: 'orders/CustomerOrderSchema' });

/**
 * The order list reloads afterwards, also after a refusal: a 409 means the order moved on meanwhile, and the card
 * should show where it is now. So does the store credit (a cancelled order returns what it used).
 */
function useOrderMove(move: OrderMove) {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: (orderId: string) => moveOrder(orderId, move),
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey }),
          queryClient.invalidateQueries({ queryKey: storeCreditQueryKey }),
        ]),
    }),
  );
}

export const useCancelOrder = () => useOrderMove('cancel');
export const useMarkDelivered = () => useOrderMove('mark-delivered');
