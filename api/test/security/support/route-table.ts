import { VENDOR_INQUIRY_EXAMPLE } from '@farm-store/contracts/inquiries';
import { http } from '../../helpers/build-app';
import { createPartner, createStaffMember, CUSTOMER_PASSWORD, STAFF_PASSWORD } from '../../helpers/accounts';
import { freshPhone } from '../../helpers/phone';
import { pngBytes } from '../../catalogue/fixtures';
import { HYDERABAD } from '../../orders/fixtures';
import { DEMO_STORE } from '../../../src/scripts/demo-catalogue';
import {
  PARTNER_PASSWORD,
  freshAddress,
  freshClosedDay,
  freshCoupon,
  freshProduct,
  freshTemplate,
  freshTemplateBody,
  RIDER_POSITION,
  sharePartnerLocation,
  storedOrder,
  type Caller,
  type Role,
  type Scene,
} from './scene';
import { newId } from './world';
import { UserModel } from '../../../src/modules/accounts/model';
import { InquiryModel } from '../../../src/modules/inquiries/model';
import { SubscriptionModel } from '../../../src/modules/subscriptions/model';
import { TopUpModel } from '../../../src/modules/store-credit/model';
import { kolkataDay } from '../../../src/lib/calendar';
import { roleMay, type Permission, type StaffRole } from '../../../src/modules/accounts/roles';
import { hashPassword } from '../../../src/lib/password';

/** One call of a route, ready to send. */
export interface Prepared {
  path: string;
  /** JSON body (objects are serialised). */
  body?: unknown;
  /** Multipart body, built fresh per call. */
  form?: () => FormData;
  headers?: Record<string, string>;
}

export interface RouteEntry {
  /** Who may call it: null for public routes. */
  role: Role | null;
  /** Status the rightful caller gets. */
  ok: number;
  /**
   * The resource belongs to customer A / partner P; customer B / partner Q get this status instead
   * (undefined: their own data, same `ok`).
   */
  otherOwner?: number;
  /** Builds one call; allowed calls get a fresh target each time, since they may consume it. */
  prepare(s: Scene, caller: Caller): Promise<Prepared>;
}

/** A day `days` after today in Hyderabad. */
const dayAhead = (days: number) => kolkataDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** A daily subscription of customer A from today, stored straight in the database. */
async function storedSubscription(s: Scene): Promise<string> {
  const doc = await SubscriptionModel.create({
    user_id: s.A.id,
    items: [{ variant_id: s.cat.eggs6, quantity: 1 }],
    schedule: { kind: 'daily' },
    start_date: dayAhead(0),
    slot_template_id: newId(),
    address_id: newId(),
  });
  return doc._id.toString();
}

const imageForm = () => {
  const form = new FormData();
  form.append('productImage', new Blob([pngBytes([9, 9, 9])], { type: 'image/png' }), 'p.png');
  return form;
};

async function quoteTotal(s: Scene): Promise<number> {
  const res = await http(s.t.url).post('/api/orders/quote', { cartItems: [{ id: s.cat.eggs6, quantity: 1 }], shippingAddress: HYDERABAD }, s.A.headers);
  if (res.status !== 200) throw new Error(`quote: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.total;
}

/** The staff role a caller of the matrix signs in with (the first admin is an owner). */
const STAFF_ROLE_OF: Partial<Record<Caller, StaffRole>> = { admin: 'owner', manager: 'manager', dispatcher: 'dispatcher' };

/**
 * A fresh customer standing in for the caller, for calls that end the caller's sessions or account (changing the
 * password, deleting the account): the cast's own tokens must keep working for the routes after.
 */
async function standInCustomer(s: Scene): Promise<Record<string, string>> {
  const user = await UserModel.create({ name: 'Stand-in Shopper', phone: `+91${freshPhone()}`, password_hash: await hashPassword(CUSTOMER_PASSWORD) });
  return { 'x-auth-token': s.t.app.issueToken({ id: user._id.toString(), role: 'customer' }) };
}

/**
 * Every /api route with its rightful caller and expected answer. The authorization matrix fails for a
 * route the running app has and this table has not — add the entry when you add the route.
 */
export const ROUTE_TABLE: Record<string, RouteEntry> = {
  'GET /api/health': { role: null, ok: 200, prepare: async () => ({ path: '/api/health' }) },
  'POST /api/register': {
    role: null,
    ok: 202,
    prepare: async () => ({ path: '/api/register', body: { name: 'New Shopper', phone: freshPhone(), password: 'fresh-greens-1' } }),
  },
  // Public; without a sign-up code ever sent, the rightful answer is 400 "not valid or has expired".
  'POST /api/register/verify': {
    role: null,
    ok: 400,
    prepare: async () => ({ path: '/api/register/verify', body: { phone: freshPhone(), code: '123456', signUpToken: 'x'.repeat(32) } }),
  },
  'POST /api/login': {
    role: null,
    ok: 200,
    prepare: async (s) => ({ path: '/api/login', body: { phone: s.A.phone, password: CUSTOMER_PASSWORD } }),
  },
  'POST /api/forgot-password-twilio': {
    role: null,
    ok: 200,
    prepare: async () => ({ path: '/api/forgot-password-twilio', body: { phone: freshPhone() } }),
  },
  // Public; without a code ever sent, the rightful answer is 400 "not valid or has expired".
  'POST /api/reset-password-twilio': {
    role: null,
    ok: 400,
    prepare: async () => ({ path: '/api/reset-password-twilio', body: { phone: freshPhone(), otp: '123456', newPassword: 'another-pass-1' } }),
  },
  'GET /api/me': { role: 'customer', ok: 200, prepare: async () => ({ path: '/api/me' }) },
  'POST /api/admin/login': {
    role: null,
    ok: 200,
    prepare: async (s) => ({ path: '/api/admin/login', body: { username: s.t.config.ADMIN_USERNAME, password: s.t.config.ADMIN_PASSWORD } }),
  },
  'GET /api/admin/users': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/users' }) },
  'GET /api/addresses': { role: 'customer', ok: 200, prepare: async () => ({ path: '/api/addresses' }) },
  'POST /api/addresses': {
    role: 'customer',
    ok: 201,
    prepare: async () => ({ path: '/api/addresses', body: { newAddress: { label: 'Office', value: 'Gachibowli, Hyderabad' } } }),
  },
  'DELETE /api/addresses/:id': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/addresses/${await freshAddress(s)}` }),
  },
  'GET /api/products': { role: null, ok: 200, prepare: async () => ({ path: '/api/products?page=1&limit=12' }) },
  'GET /api/products/search': { role: null, ok: 200, prepare: async () => ({ path: '/api/products/search?q=millet' }) },
  'GET /api/products/:id': { role: null, ok: 200, prepare: async (s) => ({ path: `/api/products/${s.product.id}` }) },
  'GET /api/admin/products': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/products' }) },
  'POST /api/admin/products': {
    role: 'admin',
    ok: 201,
    prepare: async (s) => ({
      path: '/api/admin/products',
      body: { product: { name: 'Cold-pressed Sesame Oil', category: 'oils', image_url: s.imageUrl }, variant: { label: '1l', price: 420 } },
    }),
  },
  'PUT /api/admin/products/:id': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/products/${s.product.id}`, body: { name: `Matrix Millet ${newId().slice(-4)}` } }),
  },
  'DELETE /api/admin/products/:id': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/products/${(await freshProduct(s)).id}` }),
  },
  'POST /api/admin/variants': {
    role: 'admin',
    ok: 201,
    prepare: async (s) => ({ path: '/api/admin/variants', body: { product_id: s.product.id, label: `${Math.floor(Math.random() * 1e6)}g`, price: 99.5 } }),
  },
  'PUT /api/admin/variants/:id': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/variants/${s.product.variantId}`, body: { label: '1kg', price: 100 + Math.floor(Math.random() * 50) } }),
  },
  'DELETE /api/admin/variants/:id': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/variants/${(await freshProduct(s)).variantId}` }),
  },
  'POST /api/admin/upload': { role: 'admin', ok: 201, prepare: async () => ({ path: '/api/admin/upload', form: imageForm }) },
  'GET /api/images/:id': { role: null, ok: 200, prepare: async (s) => ({ path: s.imageUrl }) },
  'GET /api/coupons/public': { role: null, ok: 200, prepare: async () => ({ path: '/api/coupons/public' }) },
  'POST /api/coupons/apply': {
    role: 'customer',
    ok: 200,
    prepare: async (s) => ({ path: '/api/coupons/apply', body: { couponCode: s.couponCode, cartTotal: 500 } }),
  },
  'GET /api/admin/coupons': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/coupons' }) },
  'POST /api/admin/coupons': {
    role: 'admin',
    ok: 201,
    prepare: async () => ({
      path: '/api/admin/coupons',
      body: { code: `NEW${newId().slice(-8).toUpperCase()}`, discount_type: 'fixed', discount_value: 25, expiry_date: '2099-06-30' },
    }),
  },
  'DELETE /api/admin/coupons/:id': { role: 'admin', ok: 200, prepare: async (s) => ({ path: `/api/admin/coupons/${await freshCoupon(s)}` }) },
  'POST /api/orders/quote': {
    role: 'customer',
    ok: 200,
    prepare: async (s) => ({ path: '/api/orders/quote', body: { cartItems: [{ id: s.cat.eggs6, quantity: 1 }], shippingAddress: HYDERABAD } }),
  },
  // The body names customer A: customer B sending it is refused (403), whatever B's own token says.
  'POST /api/orders': {
    role: 'customer',
    ok: 201,
    otherOwner: 403,
    prepare: async (s) => ({
      path: '/api/orders',
      body: { userId: s.A.id, cartItems: [{ id: s.cat.eggs6, quantity: 1 }], shippingAddress: HYDERABAD, totalAmount: await quoteTotal(s) },
    }),
  },
  'GET /api/orders': { role: 'customer', ok: 200, prepare: async () => ({ path: '/api/orders' }) },
  'GET /api/orders/:id/location': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => {
      await sharePartnerLocation(s.P);
      return { path: `/api/orders/${await storedOrder(s, 'Out for Delivery', { partner: s.P })}/location` };
    },
  },
  'PUT /api/orders/:id/mark-delivered': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/orders/${await storedOrder(s, 'Shipped', { courier: true })}/mark-delivered` }),
  },
  // Ratings (api/test/ratings).
  'GET /api/orders/:id/rating': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/orders/${await storedOrder(s, 'Delivered')}/rating` }),
  },
  'PUT /api/orders/:id/rating': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/orders/${await storedOrder(s, 'Delivered')}/rating`, body: { stars: 4, comment: 'Matrix' } }),
  },
  'GET /api/products/:id/ratings': { role: null, ok: 200, prepare: async (s) => ({ path: `/api/products/${s.product.id}/ratings` }) },
  'GET /api/admin/ratings': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/ratings?max=2' }) },
  'GET /api/admin/orders': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/orders?page=1&limit=20' }) },
  'PUT /api/admin/orders/:id/assign': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/orders/${await storedOrder(s, 'Pending')}/assign`, body: { partnerId: s.P.id } }),
  },
  'GET /api/admin/orders/:id': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/orders/${await storedOrder(s, 'Pending')}` }),
  },
  'PUT /api/admin/orders/assign': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: '/api/admin/orders/assign', body: { order_ids: [await storedOrder(s, 'Pending')], partner_id: s.P.id } }),
  },
  'PUT /api/admin/orders/:id/cancel': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/orders/${await storedOrder(s, 'Pending')}/cancel` }),
  },
  'PUT /api/admin/orders/:id/reassign': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({
      path: `/api/admin/orders/${await storedOrder(s, 'Assigned', { partner: s.P })}/reassign`,
      // To a partner of its own: partner Q must never be handed customer A's orders (the matrix checks Q sees none).
      body: { fromPartnerId: s.P.id, partnerId: (await createPartner(s.t, 'Partner R')).id },
    }),
  },
  'PUT /api/admin/orders/:id/unassign': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({
      path: `/api/admin/orders/${await storedOrder(s, 'Out for Delivery', { partner: s.P })}/unassign`,
      body: { fromPartnerId: s.P.id },
    }),
  },
  'PUT /api/admin/orders/:id/pack': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({
      path: `/api/admin/orders/${await storedOrder(s, 'Pending', { weighed: true })}/pack`,
      body: { lines: [{ variantId: s.cat.eggs6, grams: 700 }] },
    }),
  },
  'PUT /api/admin/orders/:id/ship': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({
      path: `/api/admin/orders/${await storedOrder(s, 'Pending', { courier: true })}/ship`,
      body: { courier: 'DTDC', trackingNumber: 'D1234567' },
    }),
  },
  'GET /api/admin/orders/export': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/orders/export' }) },
  'PUT /api/orders/:id/cancel': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/orders/${await storedOrder(s, 'Pending')}/cancel` }),
  },
  // Online payment is not offered in the matrix's app (no Razorpay keys): the rightful caller of each payment route gets
  // the answer for that (a cash order has nothing to pay online, refund or show a QR code for); the others 401/403/404.
  'GET /api/payments/options': { role: null, ok: 200, prepare: async () => ({ path: '/api/payments/options' }) },
  'POST /api/payments/webhook': { role: null, ok: 400, prepare: async () => ({ path: '/api/payments/webhook', body: { event: 'payment.captured' } }) },
  'GET /api/orders/:id/payment': {
    role: 'customer',
    ok: 409,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/orders/${await storedOrder(s, 'Pending')}/payment` }),
  },
  'POST /api/orders/:id/payment': {
    role: 'customer',
    ok: 400,
    otherOwner: 404,
    prepare: async (s) => ({
      path: `/api/orders/${await storedOrder(s, 'Pending')}/payment`,
      body: { razorpay_order_id: 'order_matrix', razorpay_payment_id: 'pay_matrix', razorpay_signature: '0'.repeat(64) },
    }),
  },
  'PUT /api/orders/:id/payment-method': {
    role: 'customer',
    ok: 409,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/orders/${await storedOrder(s, 'Pending')}/payment-method`, body: { method: 'cod' } }),
  },
  'POST /api/admin/orders/:id/refunds': {
    role: 'admin',
    ok: 409,
    prepare: async (s) => ({ path: `/api/admin/orders/${await storedOrder(s, 'Pending')}/refunds`, body: { amount: 10, reason: 'Matrix' } }),
  },
  'POST /api/delivery/orders/:id/upi-qr': {
    role: 'partner',
    ok: 400,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/delivery/orders/${await storedOrder(s, 'Out for Delivery', { partner: s.P })}/upi-qr` }),
  },
  'GET /api/admin/payments': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/payments?from=2026-11-01&to=2026-11-30' }) },
  'GET /api/admin/payments/export': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/payments/export?from=2026-11-01&to=2026-11-30' }) },
  'GET /api/admin/payments/settings': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/payments/settings' }) },
  'PUT /api/admin/payments/settings': {
    role: 'admin',
    ok: 200,
    prepare: async () => ({ path: '/api/admin/payments/settings', body: { cash_limit: 5000, courier_cash: true, payment_window_minutes: 15 } }),
  },
  // At the door (api/test/doorstep): the scene's orders out for delivery were stored without being accepted, so they
  // have no handover yet: the rightful partner or manager is told so (409), anyone else as for any order.
  'GET /api/map': { role: null, ok: 200, prepare: async () => ({ path: '/api/map' }) },
  'GET /api/admin/delivery-settings': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/delivery-settings' }) },
  'PUT /api/admin/delivery-settings': {
    role: 'admin',
    ok: 200,
    prepare: async () => ({
      path: '/api/admin/delivery-settings',
      body: {
        handover_code: 'required',
        arriving_soon_km: 1,
        position_retention_days: 7,
        road_factor: 1.4,
        speed_kmh: 18,
        tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        store_location: { lat: 17.4156, lng: 78.4347 },
      },
    }),
  },
  'GET /api/orders/:id/track': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/orders/${await storedOrder(s, 'Out for Delivery', { partner: s.P })}/track` }),
  },
  // Without `Accept: text/event-stream` the rightful caller gets 400 at once, as for the other streams.
  'GET /api/orders/:id/track/events': {
    role: 'customer',
    ok: 400,
    prepare: async (s) => ({ path: `/api/orders/${await storedOrder(s, 'Out for Delivery', { partner: s.P })}/track/events` }),
  },
  'GET /api/admin/handover-overrides': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/handover-overrides' }) },
  'PUT /api/admin/orders/:id/handover-override': {
    role: 'admin',
    ok: 409,
    prepare: async (s) => ({ path: `/api/admin/orders/${await storedOrder(s, 'Out for Delivery', { partner: s.P })}/handover-override` }),
  },
  'PUT /api/delivery/orders/:id/picked-up': {
    role: 'partner',
    ok: 409,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/delivery/orders/${await storedOrder(s, 'Out for Delivery', { partner: s.P })}/picked-up` }),
  },
  'PUT /api/delivery/orders/:id/arrived': {
    role: 'partner',
    ok: 409,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/delivery/orders/${await storedOrder(s, 'Out for Delivery', { partner: s.P })}/arrived` }),
  },
  'POST /api/delivery/orders/:id/handover-photo': {
    role: 'partner',
    ok: 409,
    otherOwner: 404,
    prepare: async (s) => ({
      path: `/api/delivery/orders/${await storedOrder(s, 'Out for Delivery', { partner: s.P })}/handover-photo`,
      form: () => {
        const form = new FormData();
        form.append('photo', new Blob([pngBytes([9, 9, 9])], { type: 'image/png' }), 'door.png');
        return form;
      },
    }),
  },
  'GET /api/orders/:id/problems': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/orders/${await storedOrder(s, 'Delivered')}/problems` }),
  },
  // A stored Delivered order has no delivery time: outside the window (409) for its owner.
  'POST /api/orders/:id/problems': {
    role: 'customer',
    ok: 409,
    otherOwner: 404,
    prepare: async (s) => ({
      path: `/api/orders/${await storedOrder(s, 'Delivered')}/problems`,
      form: () => {
        const form = new FormData();
        form.append('items', JSON.stringify([{ variantId: s.cat.eggs6, quantity: 1 }]));
        form.append('reason', 'spoiled');
        form.append('photos', new Blob([pngBytes([9, 9, 9])], { type: 'image/png' }), 'eggs.png');
        return form;
      },
    }),
  },
  'GET /api/admin/complaints': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/complaints' }) },
  'PUT /api/admin/complaints/:id': {
    role: 'admin',
    ok: 404,
    prepare: async () => ({ path: `/api/admin/complaints/${newId()}`, body: { decision: 'decline', reason: 'Matrix' } }),
  },
  // GST bills (api/test/bills): an order not delivered yet has no bill (409 for its owner and for staff).
  'GET /api/orders/:id/bill': {
    role: 'customer',
    ok: 409,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/orders/${await storedOrder(s, 'Pending')}/bill` }),
  },
  'GET /api/admin/orders/:id/bill': { role: 'admin', ok: 409, prepare: async (s) => ({ path: `/api/admin/orders/${await storedOrder(s, 'Pending')}/bill` }) },
  'GET /api/admin/credit-notes/:id': { role: 'admin', ok: 404, prepare: async () => ({ path: '/api/admin/credit-notes/CN-26-27-000001' }) },
  'GET /api/admin/store-settings': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/store-settings' }) },
  'PUT /api/admin/store-settings': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/store-settings', body: DEMO_STORE }) },
  'GET /api/admin/gst/export': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/gst/export?month=2026-11&table=hsn' }) },
  'GET /api/delivery/route': { role: 'partner', ok: 200, prepare: async () => ({ path: '/api/delivery/route' }) },
  'GET /api/delivery-zone': { role: null, ok: 200, prepare: async () => ({ path: '/api/delivery-zone?pincode=500081' }) },
  'PATCH /api/addresses/:id': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/addresses/${await freshAddress(s)}`, body: { pincode: '500081' } }),
  },
  'GET /api/slots': { role: null, ok: 200, prepare: async () => ({ path: '/api/slots?pincode=500081' }) },
  'POST /api/slots/hold': { role: 'customer', ok: 200, prepare: async (s) => ({ path: '/api/slots/hold', body: { slotId: s.slots.to, pincode: '500081' } }) },
  'PUT /api/orders/:id/slot': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/orders/${await storedOrder(s, 'Pending', { slot: true })}/slot`, body: { slotId: s.slots.to } }),
  },
  'PUT /api/admin/orders/:id/slot': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/orders/${await storedOrder(s, 'Pending', { slot: true })}/slot`, body: { slotId: s.slots.to } }),
  },
  'GET /api/admin/slots': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/slots' }) },
  'GET /api/admin/slots/settings': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/slots/settings' }) },
  'GET /api/admin/slots/:slotId/packing-list': { role: 'admin', ok: 200, prepare: async (s) => ({ path: `/api/admin/slots/${s.slots.from}/packing-list` }) },
  'POST /api/admin/slots/templates': { role: 'admin', ok: 201, prepare: async () => ({ path: '/api/admin/slots/templates', body: freshTemplateBody() }) },
  'PUT /api/admin/slots/templates/:id': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/slots/templates/${await freshTemplate(s)}`, body: freshTemplateBody() }),
  },
  'DELETE /api/admin/slots/templates/:id': { role: 'admin', ok: 200, prepare: async (s) => ({ path: `/api/admin/slots/templates/${await freshTemplate(s)}` }) },
  'POST /api/admin/slots/closed-days': {
    role: 'admin',
    ok: 201,
    prepare: async () => ({ path: '/api/admin/slots/closed-days', body: { date: '2099-06-01', reason: 'Matrix' } }),
  },
  'DELETE /api/admin/slots/closed-days/:date': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/slots/closed-days/${await freshClosedDay(s)}` }),
  },
  'GET /api/admin/products/low-stock': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/products/low-stock' }) },
  'PUT /api/admin/coupons/:id': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/coupons/${await freshCoupon(s)}`, body: { description: 'Edited in the matrix' } }),
  },
  'GET /api/delivery/orders': { role: 'partner', ok: 200, prepare: async () => ({ path: '/api/delivery/orders' }) },
  'PUT /api/delivery/orders/:id/accept': {
    role: 'partner',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/delivery/orders/${await storedOrder(s, 'Assigned', { partner: s.P })}/accept` }),
  },
  'PUT /api/delivery/orders/:id/complete': {
    role: 'partner',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/delivery/orders/${await storedOrder(s, 'Out for Delivery', { partner: s.P })}/complete` }),
  },
  'GET /api/admin/stats': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/stats' }) },
  // Order messages (api/test/notifications). The event streams never end, so here they are called as a plain
  // client (no Accept: text/event-stream), which the rightful caller gets a 400 for at once.
  'GET /api/me/preferences': { role: 'customer', ok: 200, prepare: async () => ({ path: '/api/me/preferences' }) },
  'PUT /api/me/preferences': {
    role: 'customer',
    ok: 200,
    prepare: async () => ({ path: '/api/me/preferences', body: { orderMessages: true, language: 'te' } }),
  },
  // Subscriptions (api/test/subscriptions): each call gets a fresh subscription of customer A.
  'GET /api/subscriptions': { role: 'customer', ok: 200, prepare: async () => ({ path: '/api/subscriptions' }) },
  'GET /api/subscriptions/options': { role: 'customer', ok: 200, prepare: async () => ({ path: '/api/subscriptions/options' }) },
  'GET /api/subscriptions/balance': { role: 'customer', ok: 200, prepare: async () => ({ path: '/api/subscriptions/balance' }) },
  // The variant is not offered by subscription: 400 for any customer.
  'POST /api/subscriptions': {
    role: 'customer',
    ok: 400,
    prepare: async (s) => ({
      path: '/api/subscriptions',
      body: { items: [{ variantId: s.cat.eggs6, quantity: 1 }], schedule: { kind: 'daily' }, startDate: dayAhead(3), slotId: newId(), addressId: newId() },
    }),
  },
  'GET /api/subscriptions/:id': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/subscriptions/${await storedSubscription(s)}` }),
  },
  'PUT /api/subscriptions/:id': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/subscriptions/${await storedSubscription(s)}`, body: { status: 'paused' } }),
  },
  'DELETE /api/subscriptions/:id': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/subscriptions/${await storedSubscription(s)}` }),
  },
  'PUT /api/subscriptions/:id/days/:date': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/subscriptions/${await storedSubscription(s)}/days/${dayAhead(3)}`, body: { skip: true } }),
  },
  'POST /api/subscriptions/:id/pause': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/subscriptions/${await storedSubscription(s)}/pause`, body: { from: dayAhead(3), to: dayAhead(5) } }),
  },
  'POST /api/subscriptions/:id/resume': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/subscriptions/${await storedSubscription(s)}/resume`, body: {} }),
  },
  'GET /api/subscriptions/:id/calendar': {
    role: 'customer',
    ok: 200,
    otherOwner: 404,
    prepare: async (s) => ({ path: `/api/subscriptions/${await storedSubscription(s)}/calendar?days=7` }),
  },
  // Staff's Subscriptions tab (api/test/subscriptions/admin.test.ts).
  'GET /api/admin/subscriptions': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/subscriptions?q=a&status=active' }) },
  'GET /api/admin/subscriptions/load': { role: 'admin', ok: 200, prepare: async () => ({ path: `/api/admin/subscriptions/load?date=${dayAhead(2)}` }) },
  'POST /api/admin/subscriptions/:id/pause': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/subscriptions/${await storedSubscription(s)}/pause`, body: { from: dayAhead(3), to: dayAhead(5) } }),
  },
  'POST /api/admin/subscriptions/:id/resume': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/subscriptions/${await storedSubscription(s)}/resume`, body: {} }),
  },
  'GET /api/me/store-credit': { role: 'customer', ok: 200, prepare: async () => ({ path: '/api/me/store-credit' }) },
  // The matrix's app has no Razorpay keys: the rightful customer is told topping up is not available (400).
  'POST /api/me/store-credit/top-ups': { role: 'customer', ok: 400, prepare: async () => ({ path: '/api/me/store-credit/top-ups', body: { amount: 500 } }) },
  'POST /api/me/store-credit/top-ups/:id/verify': {
    role: 'customer',
    ok: 400,
    otherOwner: 404,
    prepare: async (s) => {
      const id = newId();
      const now = Date.now();
      await TopUpModel.create({
        _id: id,
        user_id: s.A.id,
        amount_paise: 50_000,
        state: 'awaiting',
        created_at: new Date(now),
        expires_at: new Date(now + 900_000),
      });
      return {
        path: `/api/me/store-credit/top-ups/${id}/verify`,
        body: { razorpay_order_id: 'order_matrix', razorpay_payment_id: 'pay_matrix', razorpay_signature: '0'.repeat(64) },
      };
    },
  },
  'POST /api/admin/customers/:id/store-credit': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/customers/${s.A.id}/store-credit`, body: { amount: 1, reason: 'Matrix goodwill' } }),
  },
  'GET /api/admin/notifications/failed': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/notifications/failed' }) },
  // No message has failed in the scene: the rightful answer is 409 "not waiting for a retry".
  'POST /api/admin/notifications/:id/retry': {
    role: 'admin',
    ok: 409,
    prepare: async () => ({ path: `/api/admin/notifications/${newId()}:0:customer/retry`, body: {} }),
  },
  'GET /api/admin/events': { role: 'admin', ok: 400, prepare: async () => ({ path: '/api/admin/events' }) },
  'GET /api/delivery/events': { role: 'partner', ok: 400, prepare: async () => ({ path: '/api/delivery/events' }) },
  // Staff accounts and the audit log (api/test/accounts/staff.test.ts, api/test/audit). Calls that end a session
  // are made by a stand-in of the caller's role.
  'GET /api/admin/staff': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/staff' }) },
  'POST /api/admin/staff': {
    role: 'admin',
    ok: 201,
    prepare: async () => ({
      path: '/api/admin/staff',
      body: { username: `clerk-${newId().slice(-8)}`, name: 'New Clerk', password: 'clerk-pass-12', role: 'dispatcher' },
    }),
  },
  'PUT /api/admin/staff/:id': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/staff/${(await createStaffMember(s.t, 'dispatcher')).id}`, body: { role: 'manager' } }),
  },
  'PUT /api/admin/me/password': {
    role: 'admin',
    ok: 200,
    prepare: async (s, caller) => {
      const role = STAFF_ROLE_OF[caller];
      return {
        path: '/api/admin/me/password',
        body: { currentPassword: STAFF_PASSWORD, newPassword: 'another-staff-1' },
        headers: role ? (await createStaffMember(s.t, role)).headers : undefined,
      };
    },
  },
  'GET /api/admin/audit': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/audit?target=order&page=1' }) },
  // The customer's own account (api/test/accounts/customer-settings.test.ts).
  'PUT /api/me': { role: 'customer', ok: 200, prepare: async () => ({ path: '/api/me', body: { name: 'Customer A' } }) },
  'PUT /api/me/password': {
    role: 'customer',
    ok: 200,
    prepare: async (s, caller) => ({
      path: '/api/me/password',
      body: { currentPassword: CUSTOMER_PASSWORD, newPassword: 'fresh-greens-22' },
      headers: caller.startsWith('customer ') ? await standInCustomer(s) : undefined,
    }),
  },
  'GET /api/me/export': { role: 'customer', ok: 200, prepare: async () => ({ path: '/api/me/export' }) },
  'DELETE /api/me': {
    role: 'customer',
    ok: 200,
    prepare: async (s, caller) => ({
      path: '/api/me',
      body: { password: CUSTOMER_PASSWORD },
      headers: caller.startsWith('customer ') ? await standInCustomer(s) : undefined,
    }),
  },
  'POST /api/delivery/login': {
    role: null,
    ok: 200,
    prepare: async (s) => ({ path: '/api/delivery/login', body: { phone: s.loginPartnerPhone, password: PARTNER_PASSWORD } }),
  },
  'PUT /api/delivery/location': {
    role: 'partner',
    ok: 200,
    prepare: async () => ({ path: '/api/delivery/location', body: RIDER_POSITION }),
  },
  'GET /api/admin/delivery-partners': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/delivery-partners' }) },
  'POST /api/admin/delivery-partners': {
    role: 'admin',
    ok: 201,
    prepare: async () => ({ path: '/api/admin/delivery-partners', body: { name: 'New Rider', phone: freshPhone(), password: 'rider-pass-12' } }),
  },
  'PUT /api/admin/delivery-partners/:id': {
    role: 'admin',
    ok: 200,
    prepare: async (s) => ({ path: `/api/admin/delivery-partners/${(await createPartner(s.t, 'Switch Me')).id}`, body: { active: false } }),
  },
  'POST /api/inquiry': {
    role: null,
    ok: 201,
    prepare: async () => ({ path: '/api/inquiry', body: VENDOR_INQUIRY_EXAMPLE }),
  },
  'GET /api/admin/inquiries': { role: 'admin', ok: 200, prepare: async () => ({ path: '/api/admin/inquiries' }) },
  'PUT /api/admin/inquiries/:id': {
    role: 'admin',
    ok: 200,
    prepare: async () => {
      const inquiry = await InquiryModel.create({ inquiry_type: 'Vendor', form_data: VENDOR_INQUIRY_EXAMPLE.formData });
      return { path: `/api/admin/inquiries/${inquiry._id.toString()}`, body: { handled: true, note: 'Called back' } };
    },
  },
};

/** The API documentation (swagger-ui and the OpenAPI document) is public; its static files are one entry. */
export function docsEntry(key: string): RouteEntry | null {
  const [method, url] = key.split(' ') as [string, string];
  if (method !== 'GET' || !url.startsWith('/api/docs')) return null;
  const path = url.replace('*', 'index.html');
  return { role: null, ok: 200, prepare: async () => ({ path }) };
}

export function entryFor(key: string): RouteEntry | null {
  return ROUTE_TABLE[key] ?? docsEntry(key);
}

/**
 * The role × route table: the permission (api/src/modules/accounts/roles.ts) each staff route needs. A staff route
 * missing here fails the matrix; docs/business-rules.md "Roles" shows the same table in words.
 */
export const STAFF_PERMISSION: Record<string, Permission> = {
  'GET /api/admin/users': 'customers',
  'GET /api/admin/products': 'catalogue',
  'GET /api/admin/products/low-stock': 'catalogue',
  'POST /api/admin/products': 'catalogue',
  'PUT /api/admin/products/:id': 'catalogue',
  'DELETE /api/admin/products/:id': 'catalogue',
  'POST /api/admin/variants': 'catalogue',
  'PUT /api/admin/variants/:id': 'catalogue',
  'DELETE /api/admin/variants/:id': 'catalogue',
  'POST /api/admin/upload': 'catalogue',
  'GET /api/admin/coupons': 'coupons',
  'POST /api/admin/coupons': 'coupons',
  'PUT /api/admin/coupons/:id': 'coupons',
  'DELETE /api/admin/coupons/:id': 'coupons',
  'GET /api/admin/orders': 'orders',
  'GET /api/admin/orders/export': 'orders',
  'PUT /api/admin/orders/:id/assign': 'orders',
  'PUT /api/admin/orders/assign': 'orders',
  'GET /api/admin/orders/:id': 'orders',
  'PUT /api/admin/orders/:id/reassign': 'orders',
  'PUT /api/admin/orders/:id/unassign': 'orders',
  'PUT /api/admin/orders/:id/cancel': 'orders',
  'PUT /api/admin/orders/:id/ship': 'orders',
  'PUT /api/admin/orders/:id/pack': 'orders',
  'GET /api/admin/notifications/failed': 'orders',
  'POST /api/admin/notifications/:id/retry': 'orders',
  'GET /api/admin/events': 'orders',
  'GET /api/admin/delivery-partners': 'partners',
  'POST /api/admin/delivery-partners': 'partners',
  'PUT /api/admin/delivery-partners/:id': 'partners',
  'GET /api/admin/stats': 'dashboard',
  'GET /api/admin/ratings': 'dashboard',
  'GET /api/admin/inquiries': 'inquiries',
  'PUT /api/admin/inquiries/:id': 'inquiries',
  'GET /api/admin/staff': 'staff',
  'POST /api/admin/staff': 'staff',
  'PUT /api/admin/staff/:id': 'staff',
  'PUT /api/admin/me/password': 'self',
  'GET /api/admin/audit': 'audit',
  'PUT /api/admin/orders/:id/slot': 'orders',
  'GET /api/admin/slots': 'orders',
  'GET /api/admin/slots/:slotId/packing-list': 'orders',
  'GET /api/admin/slots/settings': 'slots',
  'POST /api/admin/slots/templates': 'slots',
  'PUT /api/admin/slots/templates/:id': 'slots',
  'DELETE /api/admin/slots/templates/:id': 'slots',
  'POST /api/admin/slots/closed-days': 'slots',
  'DELETE /api/admin/slots/closed-days/:date': 'slots',
  'POST /api/admin/orders/:id/refunds': 'payments',
  'GET /api/admin/payments': 'payments',
  'GET /api/admin/payments/export': 'payments',
  'GET /api/admin/payments/settings': 'payments',
  'PUT /api/admin/payments/settings': 'payments',
  'GET /api/admin/delivery-settings': 'handover',
  'PUT /api/admin/delivery-settings': 'handover',
  'GET /api/admin/handover-overrides': 'handover',
  'PUT /api/admin/orders/:id/handover-override': 'handover',
  'POST /api/admin/customers/:id/store-credit': 'store_credit',
  'GET /api/admin/complaints': 'complaints',
  'PUT /api/admin/complaints/:id': 'complaints',
  'GET /api/admin/orders/:id/bill': 'orders',
  'GET /api/admin/credit-notes/:id': 'payments',
  'GET /api/admin/store-settings': 'store_settings',
  'PUT /api/admin/store-settings': 'store_settings',
  'GET /api/admin/gst/export': 'gst',
  'GET /api/admin/subscriptions': 'subscriptions',
  'GET /api/admin/subscriptions/load': 'subscriptions',
  'POST /api/admin/subscriptions/:id/pause': 'subscriptions',
  'POST /api/admin/subscriptions/:id/resume': 'subscriptions',
};

/** The status a caller must get from a route (`key`: "METHOD /url", for the staff permission). */
export function expectedStatus(entry: RouteEntry, caller: Caller, key = ''): number {
  if (entry.role === null) return entry.ok;
  const other = entry.otherOwner ?? entry.ok;
  switch (entry.role) {
    case 'customer':
      if (caller === 'customer A') return entry.ok;
      if (caller === 'customer B') return other;
      if (caller === 'admin token in customer header') return 403;
      return 401;
    case 'admin': {
      const staffRole = STAFF_ROLE_OF[caller];
      if (staffRole) {
        const permission = STAFF_PERMISSION[key];
        if (!permission) throw new Error(`${key}: add the staff permission it needs to STAFF_PERMISSION`);
        return roleMay(staffRole, permission) ? entry.ok : 403;
      }
      if (caller === 'customer token in admin header') return 403;
      return 401;
    }
    case 'partner':
      if (caller === 'partner P') return entry.ok;
      if (caller === 'partner Q') return other;
      if (caller === 'customer token in partner header') return 403;
      return 401;
  }
}
