import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type NewCoupon = ContractType<'coupons/CreateCouponSchema'>;

export const createCoupon = (coupon: NewCoupon) => api.post('/api/admin/coupons', coupon, { contract: 'coupons/CouponSchema' });

export function useCreateCoupon() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: createCoupon, onSuccess: reload }));
}
