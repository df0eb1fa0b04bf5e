import { exampleDashboardStats } from '@farm-store/contracts/admin-stats';
import { exampleOrder } from '@farm-store/shared-ui/host/testing';
import type { Coupon } from '@/features/coupons/api/get-coupons';
import type { Inquiry } from '@/features/inquiries/api/get-inquiries';
import type { AdminOrder, OrderPage } from '@/features/orders/api/get-orders';
import type { DeliveryPartner } from '@/features/partners/api/get-partners';
import type { Product } from '@/features/products/api/get-products';
import type { AdminStats } from '@/features/stats/api/get-stats';
import type { AdminUser } from '@/features/users/api/get-users';

/** The dashboard's tabs, in order, as an owner (who may use every one) sees them. */
export const EVERY_TAB = ['Overview', 'Products', 'Users', 'Orders', 'Coupons', 'Partners', 'Inquiries', 'Messages', 'Staff', 'Audit'];

/** Test data shaped like the admin API's answers. */
export const product: Product = {
  id: 'p1',
  name: 'Kadaknath Chicken',
  description: 'Free-range black chicken from Telangana farms.',
  image_url: '/api/images/665f00000000000000000001',
  category: 'livebirds',
  is_new: true,
  is_active: true,
  created_at: '2026-11-01T06:30:00.000Z',
  variants: [
    { id: 'v1', product_id: 'p1', label: '500g', price: 450, stock: null, weight_grams: null },
    { id: 'v2', product_id: 'p1', label: '1kg', price: 850, stock: null, weight_grams: null },
  ],
};

export const products: Product[] = [
  product,
  {
    id: 'p2',
    name: 'Mango Pickle',
    description: 'Avakaya.',
    image_url: null,
    category: 'pickles',
    is_new: false,
    is_active: true,
    created_at: '2026-09-01T06:30:00.000Z',
    variants: [],
  },
];

export const users: AdminUser[] = [
  {
    id: 'u1',
    name: 'Lakshmi Reddy',
    phone: '+919876543210',
    addresses: [
      {
        id: 'a1',
        label: 'Home',
        value: 'Road 12, Banjara Hills, Hyderabad',
        pincode: '500034',
        house: null,
        street: null,
        area: null,
        landmark: null,
        pin: null,
        zone: 'hyderabad',
      },
    ],
    created_at: '2026-10-02T10:00:00.000Z',
  },
  { id: 'u2', name: 'arjun', phone: '+919812345678', addresses: [], created_at: '2026-10-05T10:00:00.000Z' },
];

const baseOrder: AdminOrder = {
  ...exampleOrder,
  id: 'o1000000000000000000001',
  customer_name: 'Lakshmi Reddy',
  customer_phone: '+919876543210',
  user_id: 'u1',
  created_at: '2026-11-20T05:00:00.000Z',
  partner_id: null,
  shipping_address: { label: 'Home', value: 'Road 12, Banjara Hills, Hyderabad' },
  first_order_discount: 0,
  total_amount: 1700,
  payment_method: 'Cash on Delivery',
  cash_collected: null,
  cash_note: null,
  status_history: [{ status: 'Pending', at: '2026-11-20T05:00:00.000Z', by: 'customer:u1', reason: null }],
};

export const orders: AdminOrder[] = [
  baseOrder,
  {
    ...baseOrder,
    id: 'o1000000000000000000002',
    customer_name: 'Ravi Kumar',
    delivery_type: 'automated',
    is_outstation: true,
    expected_delivery_date: '2026-11-25T00:00:00.000Z',
    shipping_address: { label: 'Office', value: 'MG Road, Bengaluru' },
    total_amount: 2350.5,
  },
  { ...baseOrder, id: 'o1000000000000000000003', delivery_status: 'Assigned', partner_id: 'd1', partner_name: 'Suresh' },
];

export const orderPage: OrderPage = { orders, total: orders.length, page: 1, totalPages: 1 };

export const partners: DeliveryPartner[] = [
  { id: 'd1', name: 'Suresh', phone: '+919000000001', active: true },
  { id: 'd2', name: 'Imran', phone: '+919000000002', active: true },
  { id: 'd3', name: 'Old Partner', phone: '+919000000003', active: false },
];

const couponDefaults = {
  created_at: '2026-10-01T06:30:00.000Z',
  first_order_only: false,
  is_public: true,
  description: '',
  usage_limit: null,
  per_customer_limit: null,
  uses: 0,
};

export const coupons: Coupon[] = [
  {
    id: 'c1',
    code: 'WELCOME10',
    discount_type: 'percentage',
    discount_value: 10,
    min_purchase_amount: 500,
    expiry_date: '2026-12-31T18:29:59.999Z',
    is_active: true,
    ...couponDefaults,
    usage_limit: 100,
    uses: 7,
  },
  {
    id: 'c2',
    code: 'FLAT100',
    discount_type: 'fixed',
    discount_value: 100,
    min_purchase_amount: 0,
    expiry_date: '2026-01-31T18:29:59.999Z',
    is_active: false,
    ...couponDefaults,
  },
];

export const inquiries: Inquiry[] = [
  {
    id: 'i1',
    inquiry_type: 'Vendor',
    form_data: { your_name: 'Kiran', business_name: 'Kiran Dairy', email: 'kiran@example.com', phone_number: '9876500000', product_details: 'A2 ghee' },
    created_at: '2026-11-18T09:00:00.000Z',
  },
];

// The answer the API's documentation shows (the contract's example), typed here against the contract.
export const stats: AdminStats = exampleDashboardStats;
