import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

/** Cancels an order that is not finished (also one Out for Delivery or Shipped); the reason goes into its history. */
export const cancelOrder = ({ orderId, reason }: { orderId: string; reason: string }) =>
  api.put(`/api/admin/orders/${encodeURIComponent(orderId)}/cancel`, reason.trim() ? { reason: reason.trim() } : {}, { contract: 'orders/AdminOrderSchema' });

export function useCancelOrder() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: cancelOrder, onSettled: reload }));
}
