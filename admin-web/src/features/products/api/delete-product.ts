import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

export const deleteProduct = (id: string) => api.delete(`/api/admin/products/${encodeURIComponent(id)}`, { contract: 'common/MessageSchema' });

export function useDeleteProduct() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: deleteProduct, onSuccess: reload }));
}
