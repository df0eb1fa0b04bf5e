import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

/** What an edit may change: everything but the code and the discount type; `is_active` switches it on or off. */
export type CouponChanges = ContractType<'coupons/UpdateCouponSchema'>;

export const updateCoupon = ({ id, changes }: { id: string; changes: CouponChanges }) =>
  api.put(`/api/admin/coupons/${encodeURIComponent(id)}`, changes, { contract: 'coupons/CouponSchema' });

export function useUpdateCoupon() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: updateCoupon, onSuccess: reload }));
}
