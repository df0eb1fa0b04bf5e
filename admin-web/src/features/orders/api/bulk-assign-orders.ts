import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

export interface BulkAssignResult {
  assigned: string[];
  failed: Array<{ id: string; msg: string }>;
}

/** Several Pending orders to one partner in one request; the API answers per order which were assigned and why not. */
export const bulkAssignOrders = ({ orderIds, partnerId }: { orderIds: string[]; partnerId: string }) =>
  api.put<BulkAssignResult>('/api/admin/orders/assign', { order_ids: orderIds, partner_id: partnerId });

export function useBulkAssignOrders() {
  const reload = useReloadAdminData();
  // A partial failure means orders changed under this admin: reload either way.
  return useSingleFlight(useMutation({ mutationFn: bulkAssignOrders, onSettled: reload }));
}
