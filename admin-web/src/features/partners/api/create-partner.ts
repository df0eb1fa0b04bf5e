import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';
import type { DeliveryPartner } from './get-partners';

export interface NewPartner {
  name: string;
  phone: string;
  password: string;
}

export const createPartner = (partner: NewPartner) => api.post<DeliveryPartner>('/api/admin/delivery-partners', partner);

export function useCreatePartner() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: createPartner, onSuccess: reload }));
}
