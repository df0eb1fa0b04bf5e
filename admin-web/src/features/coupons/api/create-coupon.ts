import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';
import type { Coupon } from './get-coupons';

export interface NewCoupon {
  code: string;
  discount_type: Coupon['discount_type'];
  discount_value: number;
  /** YYYY-MM-DD. */
  expiry_date: string;
  min_purchase_amount: number;
  description: string | null;
  first_order_only: boolean;
  is_public: boolean;
  usage_limit: number | null;
  per_customer_limit: number | null;
}

export const createCoupon = (coupon: NewCoupon) => api.post('/api/admin/coupons', coupon, { contract: 'coupons/CouponSchema' });

export function useCreateCoupon() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: createCoupon, onSuccess: reload }));
}
