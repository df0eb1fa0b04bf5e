import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

/**
 * Assigning again to the partner the order is already Assigned to answers 200 with the order unchanged, so a
 * repeated click (or a retry after a lost answer) is shown as the success it is.
 */
export const assignOrder = ({ orderId, partnerId }: { orderId: string; partnerId: string }) =>
  api.put(`/api/admin/orders/${encodeURIComponent(orderId)}/assign`, { partnerId }, { contract: 'orders/AdminOrderSchema' });

export function useAssignOrder() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: assignOrder, onSuccess: reload }));
}
