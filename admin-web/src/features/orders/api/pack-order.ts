import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type PackOrderInput = ContractType<'orders/PackBodySchema'> & { orderId: string };

/** Records the packed grams of an order's lines sold by weight; the API answers the order re-priced. */
export const packOrder = ({ orderId, lines }: PackOrderInput) =>
  api.put(`/api/admin/orders/${encodeURIComponent(orderId)}/pack`, { lines }, { contract: 'orders/AdminOrderSchema' });

export function usePackOrder() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: packOrder, onSettled: reload }));
}
