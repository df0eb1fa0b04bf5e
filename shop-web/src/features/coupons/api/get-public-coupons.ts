import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Coupon } from '@/types/api';

export const getPublicCoupons = () => api.get<Coupon[]>('/api/coupons/public');

export const publicCouponsQueryOptions = () => queryOptions({ queryKey: ['coupons', 'public'], queryFn: getPublicCoupons });

export const usePublicCoupons = () => useQuery(publicCouponsQueryOptions());
