import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getPublicCoupons = () => api.get('/api/coupons/public', { contract: 'coupons/PublicCouponListSchema' });

export const publicCouponsQueryOptions = () => queryOptions({ queryKey: ['coupons', 'public'], queryFn: getPublicCoupons });

export const usePublicCoupons = () => useQuery(publicCouponsQueryOptions());
