import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';

export interface AppliedCoupon {
  code: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  min_purchase_amount: number;
  discount_amount?: number;
}

export const applyCoupon = (input: { couponCode: string; cartTotal: number }) =>
  api.post<{ success: boolean; coupon: AppliedCoupon }>('/api/coupons/apply', input);

export const useApplyCoupon = () => useSingleFlight(useMutation({ mutationFn: applyCoupon }));
