import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

import type { DeliveryStatus } from '@farm-store/contracts/enums';

export { DELIVERY_STATUSES, type DeliveryStatus } from '@farm-store/contracts/enums';

export type AdminOrder = ContractType<'orders/AdminOrderSchema'>;

export type OrderPage = ContractType<'orders/AdminOrderPageSchema'>;

export interface OrderFilters {
  status: DeliveryStatus | '';
  /** A partner's id: only the orders they carry (or carried); '' = every order. */
  partner: string;
  /** A customer's id: only their orders (the Users tab's View orders); '' = everyone's. */
  customer: string;
  /** '' = all, 'true' = outstation only, 'false' = Hyderabad only. */
  outstation: '' | 'true' | 'false';
  /** A delivery slot's id: only the orders delivered in it; '' = every order. */
  slot: string;
  page: number;
}

export const ORDERS_PER_PAGE = 20;
export const NO_ORDER_FILTERS: OrderFilters = { status: '', partner: '', customer: '', outstation: '', slot: '', page: 1 };

export function getOrders({ status, partner, customer, outstation, slot, page }: OrderFilters) {
  const query = new URLSearchParams({ page: String(page), limit: String(ORDERS_PER_PAGE) });
  if (status) query.set('status', status);
  if (partner) query.set('partner', partner);
  if (customer) query.set('customer', customer);
  if (outstation) query.set('outstation', outstation);
  if (slot) query.set('slot', slot);
  return api.get(`/api/admin/orders?${query}`, { contract: 'orders/AdminOrderPageSchema' });
}

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({ queryKey: [...adminDataKey, 'orders', filters], queryFn: () => getOrders(filters), placeholderData: keepPreviousData });

export const useOrders = (filters: OrderFilters) => useQuery(ordersQueryOptions(filters));

/** One order, for its details opened from a link when it is not on the list's current page. */
export const getOrder = (id: string) => api.get(`/api/admin/orders/${encodeURIComponent(id)}`, { contract: 'orders/AdminOrderSchema' });

export const useOrder = (id: string | null, enabled: boolean) =>
  useQuery({ queryKey: [...adminDataKey, 'order', id], queryFn: () => getOrder(id!), enabled: enabled && id !== null });
