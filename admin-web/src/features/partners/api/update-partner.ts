import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

/** An order still in the partner's hands (Assigned or Out for Delivery). */
export type OrderInHand = ContractType<'orders/OrderInHandSchema'>;

export type UpdatedPartner = ContractType<'partners/UpdatedPartnerSchema'>;

/** Enables or disables a partner (a disabled partner cannot sign in or be assigned). */
export const updatePartner = ({ id, active }: { id: string; active: boolean }) =>
  api.put(`/api/admin/delivery-partners/${encodeURIComponent(id)}`, { active }, { contract: 'partners/UpdatedPartnerSchema' });

export function useUpdatePartner() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: updatePartner, onSuccess: reload }));
}
