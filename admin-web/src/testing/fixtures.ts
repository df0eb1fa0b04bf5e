import { exampleDashboardStats } from '@farm-store/contracts/admin-stats';
import { exampleOrder } from '@farm-store/shared-ui/host/testing';
import type { DeliverySettings } from '@/features/delivery/api/delivery-settings';
import type { Coupon } from '@/features/coupons/api/get-coupons';
import type { Inquiry } from '@/features/inquiries/api/get-inquiries';
import type { AdminOrder, OrderPage } from '@/features/orders/api/get-orders';
import type { DeliveryPartner } from '@/features/partners/api/get-partners';
import type { Product } from '@/features/products/api/get-products';
import type { PaymentsReport } from '@/features/payments/api/get-payments-report';
import type { PaymentSettings } from '@/features/payments/api/payment-settings';
import type { StoreSettings } from '@/features/gst/api/store-settings';
import type { SubscriptionPage } from '@/features/subscriptions/api/get-subscriptions';
import type { SubscriptionLoad } from '@/features/subscriptions/api/get-subscription-load';
import type { SlotFill, SlotFillList } from '@/features/slots/api/get-slot-fill';
import type { SlotSettings } from '@/features/slots/api/slot-settings';
import type { AdminStats } from '@/features/stats/api/get-stats';
import type { AdminUser } from '@/features/users/api/get-users';

/** The dashboard's tabs, in order, as an owner (who may use every one) sees them. */
export const EVERY_TAB = [
  'Overview',
  'Products',
  'Users',
  'Orders',
  'Slot fill',
  'Coupons',
  'Partners',
  'Complaints',
  'Inquiries',
  'Messages',
  'Payments',
  'GST & bills',
  'Subscriptions',
  'Delivery slots',
  'Staff',
  'Audit',
];

/** Test data shaped like the admin API's answers. */
export const product: Product = {
  id: 'p1',
  name: 'Kadaknath Chicken',
  description: 'Free-range black chicken from Telangana farms.',
  name_te: 'కడక్‌నాథ్ కోడి',
  description_te: '',
  image_url: '/api/images/665f00000000000000000001',
  category: 'livebirds',
  is_new: true,
  subscribable: false,
  is_active: true,
  created_at: '2026-11-01T06:30:00.000Z',
  hsn: '0105',
  gst_rates: [{ rate: 0, from: '2017-07-01' }],
  variants: [
    {
      id: 'v1',
      product_id: 'p1',
      label: '500g',
      price: 450,
      stock: null,
      weight_grams: null,
      mrp: null,
      sold_by_weight: false,
      price_per_kg: null,
      tolerance_pct: null,
    },
    {
      id: 'v2',
      product_id: 'p1',
      label: '1kg',
      price: 850,
      stock: null,
      weight_grams: null,
      mrp: null,
      sold_by_weight: false,
      price_per_kg: null,
      tolerance_pct: null,
    },
  ],
};

export const products: Product[] = [
  product,
  {
    id: 'p2',
    name: 'Mango Pickle',
    description: 'Avakaya.',
    name_te: '',
    description_te: '',
    image_url: null,
    category: 'pickles',
    is_new: false,
    subscribable: false,
    is_active: true,
    created_at: '2026-09-01T06:30:00.000Z',
    hsn: '2001',
    gst_rates: [
      { rate: 12, from: '2017-07-01' },
      { rate: 5, from: '2025-09-22' },
    ],
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
    store_credit: 150,
    created_at: '2026-10-02T10:00:00.000Z',
  },
  { id: 'u2', name: 'arjun', phone: '+919812345678', addresses: [], store_credit: 0, created_at: '2026-10-05T10:00:00.000Z' },
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
  override_request: null,
  bill: null,
  credit_notes: [],
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
    handled: false,
    handled_note: null,
    handled_at: null,
  },
];

// The answer the API's documentation shows (the contract's example), typed here against the contract.
export const stats: AdminStats = exampleDashboardStats;

/** A slot of the Hyderabad zone on a day, from and to whole Hyderabad hours (e.g. 7 and 9). */
export function slotFill(day: string, from: number, to: number, fill: Partial<SlotFill> = {}): SlotFill {
  const clock = (hour: number) => String(hour).padStart(2, '0');
  const at = (hour: number) => new Date(`${day}T${clock(hour)}:00:00+05:30`);
  return {
    id: `hyderabad-${day}-${clock(from)}00-${clock(to)}00`,
    starts_at: at(from).toISOString(),
    ends_at: at(to).toISOString(),
    // 22:00 the evening before a 07:00 slot.
    cutoff_at: new Date(at(from).getTime() - 9 * 3_600_000).toISOString(),
    remaining: 20,
    status: 'open',
    capacity_orders: 20,
    taken_orders: 0,
    capacity_kg: 60,
    taken_kg: 0,
    ...fill,
  };
}

/** The next 3 days from Sat 28 Nov 2026: Saturday's morning slot is full, Sunday is a holiday. */
export const slotFillList: SlotFillList = {
  days: [
    {
      date: '2026-11-28',
      closed: null,
      slots: [
        slotFill('2026-11-28', 7, 9, { status: 'full', remaining: 0, taken_orders: 20, taken_kg: 41.5 }),
        slotFill('2026-11-28', 17, 19, { status: 'few_left', remaining: 3, taken_orders: 17, taken_kg: 30 }),
      ],
    },
    { date: '2026-11-29', closed: 'Sankranti', slots: [] },
    { date: '2026-11-30', closed: null, slots: [slotFill('2026-11-30', 7, 9), slotFill('2026-11-30', 19, 21)] },
  ],
};

export const slotSettings: SlotSettings = {
  templates: [
    {
      id: 't1',
      zone: 'hyderabad',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      start: '07:00',
      end: '09:00',
      capacity_orders: 20,
      capacity_kg: 60,
      cutoff: { kind: 'day_before', at: '22:00' },
    },
    {
      id: 't2',
      zone: 'hyderabad',
      weekdays: [1, 2, 3, 4, 5, 6],
      start: '17:00',
      end: '19:00',
      capacity_orders: 15,
      capacity_kg: 45,
      cutoff: { kind: 'hours_before', hours: 3 },
    },
  ],
  closed_days: [{ date: '2026-11-29', reason: 'Sankranti' }],
};

/** 27 Nov 2026 (Hyderabad): UPI at checkout and at the door, a card refund in progress, one settlement and two mismatches. */
export const paymentsReport: PaymentsReport = {
  from: '2026-11-27',
  to: '2026-11-27',
  totals: {
    received: 2180,
    refunded: 0,
    refund_pending: 150,
    settled: 1650.25,
    cash: 900,
    by_method: [
      { method: 'upi', count: 2, amount: 1380 },
      { method: 'card', count: 1, amount: 800 },
    ],
  },
  rows: [
    {
      kind: 'refund',
      id: 'rfnd_1',
      order_id: 'o1000000000000000000002',
      amount: 150,
      method: 'card',
      via: 'online',
      state: 'pending',
      at: '2026-11-27T12:00:00.000Z',
    },
    {
      kind: 'payment',
      id: 'pay_2',
      order_id: 'o1000000000000000000001',
      amount: 680,
      method: 'upi',
      via: 'upi_qr',
      state: 'captured',
      at: '2026-11-27T09:30:00.000Z',
    },
    { kind: 'payment', id: 'pay_1', order_id: null, amount: 700, method: 'upi', via: 'online', state: 'captured', at: '2026-11-27T04:00:00.000Z' },
  ],
  settlements: [{ id: 'setl_1', amount: 1650.25, fees: 33.75, payments: 1684, utr: 'UTR0001', state: 'processed', at: '2026-11-27T06:00:00.000Z' }],
  mismatches: [
    { kind: 'captured_without_order', order_id: null, reference: 'pay_1', detail: '₹700.00 captured at 9:30 am matches no order.' },
    { kind: 'amount_differs', order_id: 'o1000000000000000000001', reference: 'pay_2', detail: 'Paid ₹680.00; the order is ₹1,700.00.' },
  ],
};

export const paymentSettings: PaymentSettings = { cash_limit: 5000, courier_cash: false, payment_window_minutes: 15 };

export const deliverySettings: DeliverySettings = {
  handover_code: 'required',
  arriving_soon_km: 1,
  position_retention_days: 7,
  road_factor: 1.4,
  speed_kmh: 20,
  tile_url: '/tiles/{z}/{x}/{y}.png',
  store_location: { lat: 17.385, lng: 78.4867 },
};

/** The owner has not given the FSSAI licence number yet, so bills wait. */
export const storeSettings: StoreSettings = {
  legal_name: 'Nalla Natu Farms LLP',
  legal_name_te: 'నల్ల నాటు ఫార్మ్స్',
  address: 'Plot 12, Kompally, Hyderabad 500014',
  gstin: '36AAKFN1234A1Z5',
  fssai: '',
  invoice_prefix: 'NNF',
  state_code: '36',
  state_name: 'Telangana',
  complete: false,
};

export const subscriptionPage: SubscriptionPage = {
  counts: { active: 12, paused: 3, cancelled: 2 },
  total: 1,
  items: [
    {
      id: 'sub1',
      customer: { id: 'u1', name: 'Padma Rao', phone: '+919848012345' },
      items: [{ variantId: 'v-milk', name: 'A2 Buffalo Milk', variantLabel: '500 ml', quantity: 2 }],
      schedule: { kind: 'daily' },
      startDate: '2026-12-02',
      slot: '06:00–08:00',
      address: { label: 'Home', text: 'Flat 4B, Green Residency, Road 12, Banjara Hills', zone: 'hyderabad' },
      status: 'active',
      pause: null,
      createdAt: '2026-12-01T04:30:00.000Z',
    },
  ],
};

export const subscriptionLoad: SubscriptionLoad = {
  date: '2026-12-02',
  deliveries: 3,
  items: [
    { variantId: 'v-milk', name: 'A2 Buffalo Milk', variantLabel: '500 ml', units: 8 },
    { variantId: 'v-eggs', name: 'Country Eggs', variantLabel: '6 pcs', units: 1 },
  ],
  zones: [
    {
      zone: 'hyderabad',
      deliveries: 2,
      items: [
        { variantId: 'v-milk', name: 'A2 Buffalo Milk', variantLabel: '500 ml', units: 7 },
        { variantId: 'v-eggs', name: 'Country Eggs', variantLabel: '6 pcs', units: 1 },
      ],
    },
    { zone: 'telangana', deliveries: 1, items: [{ variantId: 'v-milk', name: 'A2 Buffalo Milk', variantLabel: '500 ml', units: 1 }] },
  ],
};
