import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';
import type { DeliveryPartner } from './get-partners';

/** An order still in the partner's hands (Assigned or Out for Delivery). */
export interface OrderInHand {
  id: string;
  delivery_status: 'Assigned' | 'Out for Delivery';
  customer_name: string;
  created_at: string;
}

export interface UpdatedPartner extends DeliveryPartner {
  /** After disabling: the orders that need another partner. */
  ordersInHand: OrderInHand[];
}

/** Enables or disables a partner (a disabled partner cannot sign in or be assigned). */
export const updatePartner = ({ id, active }: { id: string; active: boolean }) =>
  api.put<UpdatedPartner>(`/api/admin/delivery-partners/${encodeURIComponent(id)}`, { active });

export function useUpdatePartner() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: updatePartner, onSuccess: reload }));
}
