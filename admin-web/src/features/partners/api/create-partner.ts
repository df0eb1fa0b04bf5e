import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type NewPartner = ContractType<'partners/CreatePartnerSchema'>;

export const createPartner = (partner: NewPartner) => api.post('/api/admin/delivery-partners', partner, { contract: 'partners/PartnerSchema' });

export function useCreatePartner() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: createPartner, onSuccess: reload }));
}
