import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

export const deleteCoupon = (id: string) => api.delete(`/api/admin/coupons/${encodeURIComponent(id)}`, { contract: 'common/MessageSchema' });

export function useDeleteCoupon() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: deleteCoupon, onSuccess: reload }));
}
