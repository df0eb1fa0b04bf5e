/** The fields the dashboard reads; GET /api/delivery/orders and GET /api/admin/orders both carry them. */
export interface DeliveryOrder {
  id: string;
  customer_name: string;
  customer_phone?: string | null;
  total_amount: number;
  shipping_address?: { label?: string; value?: string } | null;
  delivery_status?: string | null;
  status?: string;
  created_at?: string;
}
