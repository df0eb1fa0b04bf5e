import { useMutation } from '@tanstack/react-query';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

export const assignOrder = ({ orderId, partnerId }: { orderId: string; partnerId: string }) =>
  api.put<unknown>(`/api/admin/orders/${encodeURIComponent(orderId)}/assign`, { partnerId });

export function useAssignOrder() {
  const reload = useReloadAdminData();
  return useMutation({ mutationFn: assignOrder, onSuccess: reload });
}
