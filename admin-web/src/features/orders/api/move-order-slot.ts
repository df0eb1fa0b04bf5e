import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

/** Moves an order to another delivery slot; the API sends the customer an SMS with the new time. */
export const moveOrderSlot = ({ orderId, slotId }: { orderId: string; slotId: string }) =>
  api.put(`/api/admin/orders/${encodeURIComponent(orderId)}/slot`, { slotId }, { contract: 'orders/AdminOrderSchema' });

export function useMoveOrderSlot() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: moveOrderSlot, onSuccess: reload }));
}
