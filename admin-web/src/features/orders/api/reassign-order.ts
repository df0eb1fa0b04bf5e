import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

/**
 * Gives an Assigned or Out for Delivery order to another partner. `fromPartnerId` is the partner shown on the
 * order: if someone moved it meanwhile the API answers 409 instead of overriding them.
 */
export const reassignOrder = ({ orderId, fromPartnerId, partnerId }: { orderId: string; fromPartnerId: string; partnerId: string }) =>
  api.put(`/api/admin/orders/${encodeURIComponent(orderId)}/reassign`, { fromPartnerId, partnerId }, { contract: 'orders/AdminOrderSchema' });

export function useReassignOrder() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: reassignOrder, onSuccess: reload }));
}
