/** A line to hand over at the door. */
export interface DeliveryItem {
  name: string;
  variantLabel: string;
  quantity: number;
}

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
  items?: DeliveryItem[];
  /** Cash the partner reported collecting (rupees), once delivered; null before, or for deliveries before it was asked. */
  cash_collected?: number | null;
  cash_note?: string | null;
}
