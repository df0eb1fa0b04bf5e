import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';
import type { NewCoupon } from './create-coupon';

/** What an edit may change: everything but the code and the discount type; `is_active` switches it on or off. */
export type CouponChanges = Omit<NewCoupon, 'code' | 'discount_type'> & { is_active: boolean };

export const updateCoupon = ({ id, changes }: { id: string; changes: CouponChanges }) =>
  api.put(`/api/admin/coupons/${encodeURIComponent(id)}`, changes, { contract: 'coupons/CouponSchema' });

export function useUpdateCoupon() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: updateCoupon, onSuccess: reload }));
}
