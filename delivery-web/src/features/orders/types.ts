import type { ContractType } from '@/lib/api-client';

/** A line to hand over at the door. */
export type DeliveryItem = ContractType<'orders/OrderItemSchema'>;

export type PartnerOrder = ContractType<'delivery/PartnerOrderSchema'>;

/**
 * The fields the dashboard reads; GET /api/delivery/orders and GET /api/admin/orders both carry them, except
 * `amount_due` (utils/cash.ts works it out for the admin's view), `destination` and `handover`, which only the
 * partner's list has (the admin's view-only cards take no steps).
 */
export type DeliveryOrder = Pick<
  PartnerOrder,
  | 'id'
  | 'customer_name'
  | 'customer_phone'
  | 'total_amount'
  | 'shipping_address'
  | 'slot'
  | 'delivery_status'
  | 'status'
  | 'created_at'
  | 'items'
  | 'cash_collected'
  | 'cash_note'
  | 'payment'
> &
  Partial<Pick<PartnerOrder, 'amount_due' | 'destination' | 'handover'>>;
