import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

/** Takes an Assigned or Out for Delivery order back from `fromPartnerId` (the partner shown): it is Pending again. */
export const unassignOrder = ({ orderId, fromPartnerId }: { orderId: string; fromPartnerId: string }) =>
  api.put(`/api/admin/orders/${encodeURIComponent(orderId)}/unassign`, { fromPartnerId }, { contract: 'orders/AdminOrderSchema' });

export function useUnassignOrder() {
  const reload = useReloadAdminData();
  // A refusal reloads too: the order changed under this admin, and the table should show how.
  return useSingleFlight(useMutation({ mutationFn: unassignOrder, onSettled: reload }));
}
