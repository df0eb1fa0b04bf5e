import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

export const DELIVERY_STATUSES = ['Pending', 'Processing', 'Assigned', 'Out for Delivery', 'Shipped', 'Delivered', 'Completed', 'Cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface AdminOrder {
  id: string;
  customer_name: string;
  customer_phone: string;
  created_at: string;
  delivery_status: DeliveryStatus | null;
  status: string;
  delivery_type: 'partner' | 'automated';
  expected_delivery_date: string | null;
  partner_id: string | null;
  partner_name: string | null;
  items: Array<{ name: string; variantLabel: string; quantity: number; price: number }>;
  shipping_address: { label: string; value: string };
  subtotal: number;
  first_order_discount: number;
  coupon_discount: number;
  coupon_code: string | null;
  shipping: number;
  total_amount: number;
  /** e.g. 'Cash on Delivery'. */
  payment_method: string;
  is_outstation: boolean;
  courier: string | null;
  tracking_number: string | null;
  /** Oldest first; `by` is 'customer:<id>', 'admin:<id>', 'partner:<id>' or 'system'. */
  status_history: Array<{ status: string; at: string; by: string; reason: string | null }>;
}

export interface OrderPage {
  orders: AdminOrder[];
  total: number;
  page: number;
  totalPages: number;
}

export interface OrderFilters {
  status: DeliveryStatus | '';
  /** A partner's id: only the orders they carry (or carried); '' = every order. */
  partner: string;
  /** '' = all, 'true' = outstation only, 'false' = Hyderabad only. */
  outstation: '' | 'true' | 'false';
  page: number;
}

export const ORDERS_PER_PAGE = 20;
export const NO_ORDER_FILTERS: OrderFilters = { status: '', partner: '', outstation: '', page: 1 };

export function getOrders({ status, partner, outstation, page }: OrderFilters) {
  const query = new URLSearchParams({ page: String(page), limit: String(ORDERS_PER_PAGE) });
  if (status) query.set('status', status);
  if (partner) query.set('partner', partner);
  if (outstation) query.set('outstation', outstation);
  return api.get<OrderPage>(`/api/admin/orders?${query}`);
}

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({ queryKey: [...adminDataKey, 'orders', filters], queryFn: () => getOrders(filters), placeholderData: keepPreviousData });

export const useOrders = (filters: OrderFilters) => useQuery(ordersQueryOptions(filters));

/** One order, for its details opened from a link when it is not on the list's current page. */
export const getOrder = (id: string) => api.get<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`);

export const useOrder = (id: string | null, enabled: boolean) =>
  useQuery({ queryKey: [...adminDataKey, 'order', id], queryFn: () => getOrder(id!), enabled: enabled && id !== null });
