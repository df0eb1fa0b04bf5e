import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type ShipOrderInput = ContractType<'orders/ShipBodySchema'> & { orderId: string };

/** Marks a courier order dispatched (→ Shipped) with its courier and tracking number. */
export const shipOrder = ({ orderId, courier, trackingNumber }: ShipOrderInput) =>
  api.put(`/api/admin/orders/${encodeURIComponent(orderId)}/ship`, { courier, trackingNumber }, { contract: 'orders/AdminOrderSchema' });

export function useShipOrder() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: shipOrder, onSettled: reload }));
}
