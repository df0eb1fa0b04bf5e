import type { ContractType } from '@/lib/api-client';

/** A line to hand over at the door. */
export type DeliveryItem = ContractType<'orders/OrderItemSchema'>;

/** The fields the dashboard reads; GET /api/delivery/orders and GET /api/admin/orders both carry them. */
export type DeliveryOrder = Pick<
  ContractType<'delivery/PartnerOrderSchema'>,
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
>;
