import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, type ContractType } from '@/lib/api-client';

export type AppliedCoupon = ContractType<'coupons/AppliedCouponSchema'>['coupon'];

export const applyCoupon = (input: ContractType<'coupons/ApplyCouponSchema'>) =>
  api.post('/api/coupons/apply', input, { contract: 'coupons/AppliedCouponSchema' });

export const useApplyCoupon = () => useSingleFlight(useMutation({ mutationFn: applyCoupon }));
