import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

export interface Coupon {
  id: string;
  code: string;
  discount_type: 'percentage' | 'fixed';
  /** Percent for percentage coupons, rupees for fixed ones. */
  discount_value: number;
  min_purchase_amount: number;
  expiry_date: string;
  is_active: boolean;
  first_order_only: boolean;
  is_public: boolean;
  description: string;
  /** null = unlimited. */
  usage_limit: number | null;
  per_customer_limit: number | null;
  /** Orders placed with it so far that were not cancelled. */
  uses: number;
}

export const getCoupons = () => api.get<Coupon[]>('/api/admin/coupons');

export const couponsQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'coupons'], queryFn: getCoupons });

export const useCoupons = () => useQuery(couponsQueryOptions());
