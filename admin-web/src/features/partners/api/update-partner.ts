import { useMutation } from '@tanstack/react-query';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';
import type { DeliveryPartner } from './get-partners';

/** Enables or disables a partner (a disabled partner cannot sign in or be assigned). */
export const updatePartner = ({ id, active }: { id: string; active: boolean }) =>
  api.put<DeliveryPartner>(`/api/admin/delivery-partners/${encodeURIComponent(id)}`, { active });

export function useUpdatePartner() {
  const reload = useReloadAdminData();
  return useMutation({ mutationFn: updatePartner, onSuccess: reload });
}
