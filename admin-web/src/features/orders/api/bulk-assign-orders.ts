import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type BulkAssignResult = ContractType<'orders/BulkAssignResultSchema'>;

/** Several Pending orders to one partner in one request; the API answers per order which were assigned and why not. */
export const bulkAssignOrders = ({ orderIds, partnerId }: { orderIds: string[]; partnerId: string }) =>
  api.put('/api/admin/orders/assign', { order_ids: orderIds, partner_id: partnerId }, { contract: 'orders/BulkAssignResultSchema' });

export function useBulkAssignOrders() {
  const reload = useReloadAdminData();
  // A partial failure means orders changed under this admin: reload either way.
  return useSingleFlight(useMutation({ mutationFn: bulkAssignOrders, onSettled: reload }));
}
