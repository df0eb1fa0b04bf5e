import type { Address, Coupon, Order, Product, Quote, Slot, SlotsAnswer, User } from '@/types/api';
import type { DeliveryZone } from '@/features/addresses/api/get-delivery-zone';
import type { PaymentOptions } from '@/features/checkout/api/payment-options';
import type { Track } from '@/features/orders/api/track-order';
import type { ContractType } from '@/lib/api-client';
import { exampleOrder } from '@farm-store/shared-ui/host/testing';
import { AUTH_TOKEN_KEY, USER_KEY } from '@/config/auth';

export const customer: User = { id: 'u1', name: 'Lakshmi', phone: '+919876543210', addresses: [], created_at: '2026-01-01T00:00:00.000Z' };

/** Stores a customer session, as a sign-in would. */
export function signInAs(user: User = customer) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'customer-token');
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export const kadaknath: Product = {
  id: 'p1',
  name: 'Kadaknath Chicken',
  description: 'Black-meat country breed, free-range.',
  name_te: 'కడక్‌నాథ్ కోడి',
  description_te: 'నల్ల మాంసం నాటు జాతి, స్వేచ్ఛగా పెరిగినది.',
  image_url: null,
  category: 'livebirds',
  is_new: true,
  subscribable: false,
  is_active: true,
  created_at: '2026-11-01T06:30:00.000Z',
  hsn: '0207',
  gst_rates: [{ rate: 0, from: '2017-07-01' }],
  variants: [
    {
      id: 'v1',
      product_id: 'p1',
      label: '500g',
      price: 450,
      stock: null,
      weight_grams: 500,
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
      weight_grams: 1000,
      mrp: null,
      sold_by_weight: false,
      price_per_kg: null,
      tolerance_pct: null,
    },
  ],
};

export const turkey: Product = {
  id: 'p2',
  name: 'Turkey Meat',
  description: 'Lean and rich.',
  name_te: '',
  description_te: '',
  image_url: '/api/images/aaaaaaaaaaaaaaaaaaaaaaaa',
  category: 'livebirds',
  is_new: false,
  subscribable: false,
  is_active: true,
  created_at: '2026-09-01T06:30:00.000Z',
  hsn: '0207',
  gst_rates: [{ rate: 0, from: '2017-07-01' }],
  variants: [],
};

/** A saved address the store has placed (override `zone: null` for one saved before pincodes were asked for). */
export const address = (overrides: Partial<Address> = {}): Address => ({
  id: 'a1',
  label: 'Home',
  value: 'Flat 4B, Road No. 12, Banjara Hills, Hyderabad 500034',
  pincode: '500034',
  house: 'Flat 4B',
  street: 'Road No. 12',
  area: 'Banjara Hills',
  landmark: null,
  pin: null,
  zone: 'hyderabad',
  ...overrides,
});

/** GET /api/delivery-zone for a Hyderabad pincode. */
export const hyderabadZone: DeliveryZone = {
  zone: 'hyderabad',
  delivery: 'partner',
  serviceable: true,
  courier_days: null,
  rate_per_kg: 50,
  free_above: 1500,
  by: 'pincode',
};

export const addresses: Address[] = [
  address(),
  address({
    id: 'a2',
    label: 'Office',
    value: 'Plot 9, Hitech City Main Road, Madhapur, Hyderabad 500081',
    pincode: '500081',
    house: 'Plot 9',
    street: 'Hitech City Main Road',
    area: 'Madhapur',
  }),
];

export const quote = (overrides: Partial<Quote> = {}): Quote => ({
  subtotal: 1300,
  first_order_discount: 130,
  coupon_discount: 0,
  shipping: 0,
  total: 1170,
  store_credit_balance: 0,
  store_credit: 0,
  // What is left to pay follows the total and credit a test gives, unless it gives this too.
  to_pay: (overrides.total ?? 1170) - (overrides.store_credit ?? 0),
  weight_kg: 1.5,
  is_first_order: true,
  is_outstation: false,
  coupon_code: null,
  shipping_detail: null,
  slot: null,
  items: [],
  ...overrides,
});

/** A Hyderabad slot on Mon 30 Nov 2026, 7–9 am (Hyderabad time), closing at 22:00 the evening before. */
export const slot = (overrides: Partial<Slot> = {}): Slot => ({
  id: 'hyderabad-2026-11-30-0700-0900',
  starts_at: '2026-11-30T01:30:00.000Z',
  ends_at: '2026-11-30T03:30:00.000Z',
  cutoff_at: '2026-11-29T16:30:00.000Z',
  remaining: 12,
  status: 'open',
  ...overrides,
});

/** GET /api/slots for a Hyderabad pincode; by default a zone without slots set up (checkout needs none). */
export const slotsAnswer = (overrides: Partial<SlotsAnswer> = {}): SlotsAnswer => ({
  zone: 'hyderabad',
  delivery: 'partner',
  serviceable: true,
  slots_in_use: false,
  slots: [],
  next_open: null,
  dispatch_date: null,
  expected_date: null,
  ...overrides,
});

export const coupons: Coupon[] = [
  {
    id: 'c1',
    code: 'WELCOME10',
    discount_type: 'percentage',
    discount_value: 10,
    min_purchase_amount: 0,
    expiry_date: '2027-12-31T00:00:00.000Z',
    is_active: true,
    first_order_only: true,
    description: '10% off your first order',
  },
  {
    id: 'c2',
    code: 'FARM50',
    discount_type: 'fixed',
    discount_value: 50,
    min_purchase_amount: 500,
    expiry_date: '2027-12-31T00:00:00.000Z',
    is_active: true,
    first_order_only: false,
    description: '₹50.00 off on orders of ₹500.00 or more',
  },
];

/** GET /api/payments/options: by default the store takes cash only (no Razorpay keys), as before online payment. */
export const paymentOptions = (overrides: Partial<PaymentOptions> = {}): PaymentOptions => ({
  online: false,
  key_id: null,
  checkout_script: null,
  cash_limit: null,
  courier_cash: true,
  payment_window_minutes: 15,
  ...overrides,
});

/** The same with Pay now offered: Razorpay Checkout's stand-in script, a ₹5,000 cash limit, courier orders prepaid. */
export const onlinePaymentOptions = (overrides: Partial<PaymentOptions> = {}): PaymentOptions =>
  paymentOptions({
    online: true,
    key_id: 'rzp_test_key',
    checkout_script: '/razorpay-standin/checkout.js',
    cash_limit: 5000,
    courier_cash: false,
    ...overrides,
  });

export const order = (overrides: Partial<Order> = {}): Order => ({ ...exampleOrder, ...overrides });

/** A cart line as the shop stores it. */
export const cartLine = (overrides: Record<string, unknown> = {}) => ({
  id: 'v2',
  productId: 'p1',
  name: 'Kadaknath Chicken',
  description: 'Black-meat country breed, free-range.',
  image_url: null,
  variantLabel: '1kg',
  price: 850,
  quantity: 2,
  ...overrides,
});

export function storeCart(lines: unknown) {
  localStorage.setItem('cart', JSON.stringify(lines));
}

/** GET /api/map: the local tile stand-in, as in development and tests. */
export const mapConfig: ContractType<'doorstep/MapConfigSchema'> = {
  tile_url: '/tiles/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  store: { lat: 17.4126, lng: 78.4071 },
};

/** GET /api/orders/:id/track of an order out for delivery; by default the rider has sent no position yet. */
export const track = (overrides: Partial<Track> = {}): Track => ({
  order_id: exampleOrder.id,
  delivery_status: 'Out for Delivery',
  rider: null,
  destination: { lat: 17.4156, lng: 78.4347, source: 'pin' },
  store: mapConfig.store,
  distance_km: null,
  eta_minutes: null,
  arrived: false,
  ...overrides,
});

/** The rider 2.4 km away, 12 minutes out. */
export const riderOnTheWay = (overrides: Partial<Track> = {}): Track =>
  track({ rider: { lat: 17.4, lng: 78.45, updated_at: '2026-03-01T07:00:00.000Z' }, distance_km: 2.4, eta_minutes: 12, ...overrides });
