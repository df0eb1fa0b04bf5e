import { kolkataDay } from '../../../src/lib/calendar';
import { OrderModel, type DeliveryStatus } from '../../../src/modules/orders/model';
import { describeSlot } from '../../../src/modules/slots/checkout';
import { updatePartnerLocation } from '../../../src/modules/partners/service';
import { PartnerModel } from '../../../src/modules/partners/model';
import { hashPassword } from '../../../src/lib/password';
import { http, type TestApp } from '../../helpers/build-app';
import { adminHeaders, createPartner, createStaffMember, type Customer, type Partner, signUp } from '../../helpers/accounts';
import { freshPhone } from '../../helpers/phone';
import { createProduct, pngBytes, upload } from '../../catalogue/fixtures';
import { seedCatalogue, type Catalogue } from '../../orders/fixtures';
import { reportFigures } from './figures';
import { expiredToken, foreignToken, newId, startAppCollectingRoutes, unsignedToken, type CollectedRoute } from './world';

export const PARTNER_PASSWORD = 'partner-rides-1';

/** Everyone the suite calls the API as, and a small catalogue to order from. */
export interface Scene {
  t: TestApp;
  cat: Catalogue;
  /** Two delivery slot ids open whenever the matrix runs (tomorrow evening). */
  slots: { from: string; to: string };
  A: Customer;
  B: Customer;
  P: Partner;
  Q: Partner;
  off: Partner;
  /** The first owner (ADMIN_USERNAME), and staff of the other roles (api/src/modules/accounts/roles.ts). */
  admin: Record<string, string>;
  manager: Record<string, string>;
  dispatcher: Record<string, string>;
  /** An owner whose account was disabled after the token was issued. */
  disabledStaff: Record<string, string>;
  imageUrl: string;
  product: { id: string; variantId: string };
  couponCode: string;
  /** A partner who signs in with PARTNER_PASSWORD. */
  loginPartnerPhone: string;
}

export async function buildScene(t: TestApp): Promise<Scene> {
  const cat = await seedCatalogue(t);
  const A = await signUp(t, 'Customer A');
  const B = await signUp(t, 'Customer B');
  const P = await createPartner(t, 'Partner P');
  const Q = await createPartner(t, 'Partner Q');
  const off = await createPartner(t, 'Inactive Partner', false);
  const admin = adminHeaders(t);
  const manager = (await createStaffMember(t, 'manager')).headers;
  const dispatcher = (await createStaffMember(t, 'dispatcher')).headers;
  const disabledStaff = (await createStaffMember(t, 'owner', { active: false })).headers;
  const imageUrl = (await upload(t, pngBytes([1, 2, 3]))).body.imageUrl as string;
  const made = await createProduct(t, { name: 'Matrix Millet', category: 'millets', image_url: imageUrl }, { label: '1kg', price: 120 });
  const couponCode = `SAFE${Date.now().toString(36).toUpperCase()}`;
  const coupon = await http(t.url).post(
    '/api/admin/coupons',
    { code: couponCode, discount_type: 'percentage', discount_value: 5, expiry_date: '2099-12-31' },
    admin,
  );
  if (coupon.status !== 201) throw new Error(`coupon: ${coupon.status} ${JSON.stringify(coupon.body)}`);
  const slots = await setUpSlots(t, admin);
  const loginPartnerPhone = `+91${freshPhone()}`;
  await PartnerModel.create({ name: 'Partner L', phone: loginPartnerPhone, password_hash: await hashPassword(PARTNER_PASSWORD), active: true });
  return {
    t,
    cat,
    A,
    B,
    P,
    Q,
    off,
    admin,
    manager,
    dispatcher,
    disabledStaff,
    imageUrl,
    product: { id: made.id, variantId: made.variants[0].id },
    couponCode,
    loginPartnerPhone,
    slots,
  };
}

/**
 * One app (routes recorded) with the whole cast, started before the file's tests and closed after them; the
 * file's figures are reported on the way out. Read the fields inside tests or a later beforeAll.
 */
export function useSceneApp(testFile: string): { t: TestApp; routes: CollectedRoute[]; s: Scene } {
  const ctx = {} as { t: TestApp; routes: CollectedRoute[]; s: Scene };
  beforeAll(async () => {
    Object.assign(ctx, await startAppCollectingRoutes());
    ctx.s = await buildScene(ctx.t);
  }, 60_000);
  afterAll(async () => {
    await ctx.t?.close();
    reportFigures(testFile);
  });
  return ctx;
}

/** An order of customer A stored directly in a given state (the moves themselves are tested by the orders module). */
export async function storedOrder(
  s: Scene,
  delivery_status: DeliveryStatus,
  opts: { courier?: boolean; partner?: Partner | null; owner?: Customer; slot?: boolean; weighed?: boolean } = {},
): Promise<string> {
  const owner = opts.owner ?? s.A;
  const slot = opts.slot ? await slotOf(s.slots.from) : null;
  const now = new Date();
  const partner = opts.partner ?? null;
  const doc = await OrderModel.create({
    user_id: owner.id,
    customer_name: owner.name,
    customer_phone: owner.phone,
    items: [
      {
        product_id: 'p',
        variant_id: s.cat.eggs6,
        name: 'Country Eggs',
        variantLabel: '6 pcs',
        quantity: 2,
        price_paise: 90_00,
        // A line sold by weight waiting to be packed: 2 × 360 g nominal at ₹250 a kg.
        ...(opts.weighed && { sold_by_weight: true, price_per_kg_paise: 250_00, tolerance_pct: 10, nominal_grams: 720 }),
      },
    ],
    ...(opts.weighed && { nominal_total_paise: 180_00, awaiting_weights: true, packings: 0 }),
    shipping_address: { label: 'Home', value: opts.courier ? 'Nellore, A.P.' : 'Kukatpally, Hyderabad' },
    subtotal_paise: 180_00,
    shipping_paise: 0,
    total_paise: 180_00,
    delivery_status,
    status: 'Placed',
    delivery_type: opts.courier ? 'automated' : 'partner',
    is_outstation: Boolean(opts.courier),
    partner_id: partner?.id ?? null,
    partner_name: partner?.name ?? null,
    partner_phone: partner?.phone ?? null,
    status_history: [{ status: delivery_status, at: now, by: 'system' }],
    slot,
    created_at: now,
    day: kolkataDay(now),
  });
  return doc._id.toString();
}

async function slotOf(id: string) {
  const slot = await describeSlot(id);
  if (!slot) throw new Error(`not a slot id: ${id}`);
  return { id, starts_at: new Date(slot.starts_at), ends_at: new Date(slot.ends_at), cutoff_at: new Date(slot.cutoff_at) };
}

let templateMinute = 0;
/** A slot template's body at times no other template of the matrix runs at. */
export function freshTemplateBody() {
  templateMinute += 1;
  const hour = `0${1 + Math.floor(templateMinute / 50)}`;
  return { ...MATRIX_TEMPLATE, start: `${hour}:${String(templateMinute % 50).padStart(2, '0')}`, end: `${hour}:59` };
}

/** A slot template of its own, for the calls that change or delete one. */
export async function freshTemplate(s: Scene): Promise<string> {
  const res = await http(s.t.url).post('/api/admin/slots/templates', freshTemplateBody(), s.admin);
  if (res.status !== 201) throw new Error(`template: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

let closedYear = 2100;
/** A closed day of its own, far ahead. */
export async function freshClosedDay(s: Scene): Promise<string> {
  closedYear += 1;
  const date = `${closedYear}-01-01`;
  const res = await http(s.t.url).post('/api/admin/slots/closed-days', { date, reason: 'Matrix' }, s.admin);
  if (res.status !== 201) throw new Error(`closed day: ${res.status} ${JSON.stringify(res.body)}`);
  return date;
}

const MATRIX_TEMPLATE = { weekdays: [0, 1, 2, 3, 4, 5, 6], capacity_orders: 10_000, capacity_kg: 100_000, cutoff: { kind: 'hours_before', hours: 0 } };

/**
 * Two late-evening slots every day, open whenever the matrix runs: tomorrow's are open all of today. Orders of the
 * matrix are placed in `from` and moved to `to`.
 */
async function setUpSlots(t: TestApp, admin: Record<string, string>): Promise<Scene['slots']> {
  for (const [start, end] of [
    ['22:00', '22:30'],
    ['23:00', '23:30'],
  ]) {
    const res = await http(t.url).post('/api/admin/slots/templates', { ...MATRIX_TEMPLATE, start, end }, admin);
    if (res.status !== 201) throw new Error(`template: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const tomorrow = kolkataDay(new Date(Date.now() + 24 * 60 * 60 * 1000));
  return { from: `hyderabad-${tomorrow}-2200-2230`, to: `hyderabad-${tomorrow}-2300-2330` };
}

/**
 * Where the scene's partners ride. One point for every position the matrix sends: a second point kilometres away
 * minutes later would be a jump the app ignores as a GPS glitch, leaving the older position to go stale.
 */
export const RIDER_POSITION = { latitude: 17.44, longitude: 78.38 };

export async function sharePartnerLocation(p: Partner): Promise<void> {
  await updatePartnerLocation(p.id, RIDER_POSITION.latitude, RIDER_POSITION.longitude);
}

export async function freshAddress(s: Scene, owner: Customer = s.A): Promise<string> {
  const res = await http(s.t.url).post('/api/addresses', { newAddress: { label: 'Work', value: 'Hitech City, Hyderabad' } }, owner.headers);
  if (res.status !== 201) throw new Error(`address: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.at(-1).id;
}

export async function freshProduct(s: Scene): Promise<{ id: string; variantId: string }> {
  const made = await createProduct(s.t, { name: `Temp ${newId().slice(-6)}`, category: 'oils' }, { label: '1l', price: 300 });
  return { id: made.id, variantId: made.variants[0].id };
}

export async function freshCoupon(s: Scene): Promise<string> {
  const res = await http(s.t.url).post(
    '/api/admin/coupons',
    { code: `TMP${newId().slice(-8).toUpperCase()}`, discount_type: 'fixed', discount_value: 10, expiry_date: '2099-01-01' },
    s.admin,
  );
  if (res.status !== 201) throw new Error(`coupon: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

// ---------------------------------------------------------------- callers

export type Role = 'customer' | 'admin' | 'partner';
export const HEADER: Record<Role, string> = { customer: 'x-auth-token', admin: 'x-admin-token', partner: 'x-partner-token' };

export const CALLERS = [
  'anonymous',
  'customer A',
  'customer B',
  'partner P',
  'partner Q',
  'inactive partner',
  'admin',
  'manager',
  'dispatcher',
  'disabled staff',
  'expired token',
  'token signed with another secret',
  'unsigned token (alg none)',
  'customer token in admin header',
  'customer token in partner header',
  'admin token in customer header',
] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * The headers a caller sends. Forged tokens (expired, foreign secret, alg none) name the rightful
 * principal of the route's role and travel in that role's header — the strongest forgery.
 */
export function callerHeaders(s: Scene, caller: Caller, role: Role | null): Record<string, string> {
  const secret = s.t.config.JWT_SECRET;
  const r: Role = role ?? 'customer';
  const rightful = r === 'customer' ? s.A.id : r === 'partner' ? s.P.id : newId();
  const tokenOf = (h: Record<string, string>) => Object.values(h)[0]!;
  switch (caller) {
    case 'anonymous':
      return {};
    case 'customer A':
      return s.A.headers;
    case 'customer B':
      return s.B.headers;
    case 'partner P':
      return s.P.headers;
    case 'partner Q':
      return s.Q.headers;
    case 'inactive partner':
      return s.off.headers;
    case 'admin':
      return s.admin;
    case 'manager':
      return s.manager;
    case 'dispatcher':
      return s.dispatcher;
    case 'disabled staff':
      return s.disabledStaff;
    case 'expired token':
      return { [HEADER[r]]: expiredToken(secret, rightful, r) };
    case 'token signed with another secret':
      return { [HEADER[r]]: foreignToken(rightful, r) };
    case 'unsigned token (alg none)':
      return { [HEADER[r]]: unsignedToken(rightful, r) };
    case 'customer token in admin header':
      return { 'x-admin-token': tokenOf(s.A.headers) };
    case 'customer token in partner header':
      return { 'x-partner-token': tokenOf(s.A.headers) };
    case 'admin token in customer header':
      return { 'x-auth-token': tokenOf(s.admin) };
  }
}
