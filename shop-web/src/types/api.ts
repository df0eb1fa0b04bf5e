// Shapes the store API answers with (api/src/modules/*/schemas.ts); money is rupees, ids are strings.

export interface Address {
  id: string;
  label: string;
  value: string;
  /** 6 digits; null on addresses saved without one. */
  pincode?: string | null;
}

export interface User {
  id: string;
  name: string;
  phone: string;
  addresses?: Address[];
  created_at?: string;
  /** Client-only: set right after sign-up for the welcome confetti. */
  isNewUser?: boolean;
}

export interface Session {
  user: User;
  token: string;
}

export interface Variant {
  id: string;
  product_id: string;
  label: string;
  price: number;
  /** Units left; null (or missing) = not counted. */
  stock?: number | null;
}

export interface Product {
  id: string;
  name: string;
  description: string;
  image_url: string | null;
  category: string;
  is_new?: boolean;
  variants: Variant[];
}

export interface OrderItem {
  product_id: string;
  variant_id: string;
  name: string;
  variantLabel: string;
  quantity: number;
  price: number;
}

export type DeliveryStatus = 'Pending' | 'Processing' | 'Assigned' | 'Out for Delivery' | 'Shipped' | 'Delivered' | 'Completed' | 'Cancelled';

export interface Order {
  id: string;
  customer_name: string;
  created_at: string;
  delivery_status: DeliveryStatus;
  status: string;
  delivery_type: 'partner' | 'automated';
  expected_delivery_date: string | null;
  partner_name: string | null;
  partner_phone: string | null;
  items: OrderItem[];
  shipping_address: { label: string; value: string };
  subtotal?: number;
  first_order_discount?: number;
  coupon_discount?: number;
  shipping?: number;
  total_amount: number;
  coupon_code?: string | null;
  is_outstation?: boolean;
  /** Set once a courier order is Shipped. */
  courier?: string | null;
  tracking_number?: string | null;
  shipped_at?: string | null;
  /** The order's timeline, oldest first. */
  status_history?: { status: DeliveryStatus; at: string }[];
}

export interface Quote {
  subtotal: number;
  first_order_discount: number;
  coupon_discount: number;
  shipping: number;
  total: number;
  weight_kg: number;
  is_first_order: boolean;
  is_outstation: boolean;
  coupon_code: string | null;
}

export interface Coupon {
  id: string;
  code: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  min_purchase_amount: number;
  expiry_date: string;
  is_active?: boolean;
  first_order_only?: boolean;
  description?: string;
}

/** A cart line: the product fields the cart shows plus the chosen variant; `id` is the variant id. */
export interface CartLine {
  id: string;
  productId: string;
  name: string;
  description: string;
  image_url: string | null;
  variantLabel: string;
  price: number;
  quantity: number;
}

/** Sent to quote and order calls: only the variant id and quantity are read by the server. */
export interface CartItemRef {
  id: string;
  quantity: number;
}
