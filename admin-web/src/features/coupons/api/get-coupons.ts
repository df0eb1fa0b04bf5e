import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type Coupon = ContractType<'coupons/CouponSchema'>;

export const getCoupons = () => api.get('/api/admin/coupons', { contract: 'coupons/CouponListSchema' });

export const couponsQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'coupons'], queryFn: getCoupons });

export const useCoupons = () => useQuery(couponsQueryOptions());
