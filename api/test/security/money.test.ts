import fc from 'fast-check';
import { CouponModel } from '../../src/modules/coupons/model';
import { OrderModel } from '../../src/modules/orders/model';
import { useTestApp } from '../helpers/build-app';
import { type Customer, signUp } from '../helpers/accounts';
import { HYDERABAD } from '../orders/fixtures';
import { addFigures, reportFigures } from './support/figures';
import { buildScene, type Scene } from './support/scene';
import { newId, rawCall } from './support/world';

/** A client can never change what it pays: every amount comes from the server, whatever the request says. */
describe('money: the client never sets the price', () => {
  const t = useTestApp();
  const { api } = t;
  let s: Scene;
  let tampered = 0;

  beforeAll(async () => {
    s = await buildScene(t);
    const expired = new Date(Date.now() - 86_400_000);
    await CouponModel.create([
      { code: 'OLDDEAL', discount_type: 'percentage', percent_bp: 5000, expiry_date: expired },
      { code: 'SWITCHEDOFF', discount_type: 'fixed', amount_paise: 100_00, expiry_date: new Date('2099-01-01'), is_active: false },
      { code: 'FIRSTONLY', discount_type: 'fixed', amount_paise: 50_00, expiry_date: new Date('2099-01-01'), first_order_only: true },
      { code: 'BIGFIXED', discount_type: 'fixed', amount_paise: 100_000_00, expiry_date: new Date('2099-01-01') },
    ]);
  }, 60_000);
  afterAll(async () => {
    addFigures({ 'money: tampered requests refused or re-priced': tampered });
    reportFigures(__filename);
  });

  const cart = (quantity = 2) => [{ id: s.cat.ghee500ml, quantity }];
  const ordersOf = (c: Customer) => OrderModel.countDocuments({ user_id: c.id });

  async function quote(c: Customer, body: Record<string, unknown> = {}) {
    return api.post('/api/orders/quote', { cartItems: cart(), shippingAddress: HYDERABAD, ...body }, c.headers);
  }

  it('refuses any total but the server total (409 with the fresh quote) and stores nothing', async () => {
    const c = await signUp(t, 'Tamper Total');
    const serverTotal = (await quote(c)).body.total as number;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ min: 0, max: 1_000_000_000 }).map((p) => p / 100),
          fc.constantFrom(0, 0.01, serverTotal - 0.01, serverTotal + 0.01, serverTotal / 2, 10_000_000),
        ),
        async (total) => {
          fc.pre(Math.round(total * 100) !== Math.round(serverTotal * 100));
          const res = await api.post('/api/orders', { userId: c.id, cartItems: cart(), shippingAddress: HYDERABAD, totalAmount: total }, c.headers);
          tampered += 1;
          expect(res.status).toBe(409);
          expect(res.body.quote.total).toBe(serverTotal);
        },
      ),
      { numRuns: 30, seed: 7 },
    );
    expect(await ordersOf(c)).toBe(0);
    const placed = await api.post('/api/orders', { userId: c.id, cartItems: cart(), shippingAddress: HYDERABAD, totalAmount: serverTotal }, c.headers);
    expect(placed.status).toBe(201);
    const stored = await OrderModel.findById(placed.body.orderId).lean();
    expect(stored!.total_paise).toBe(Math.round(serverTotal * 100));
    expect(stored!.items[0]!.price_paise).toBe(900_00);
  });

  it('ignores prices, names and totals on cart lines; refuses price fields at the top level', async () => {
    const c = await signUp(t, 'Tamper Line');
    const line = { id: s.cat.ghee500ml, quantity: 2, price: 0.01, name: 'Free ghee', variantLabel: '50kg', total: 0, line_total: 0, price_paise: 1 };
    const q = await api.post('/api/orders/quote', { cartItems: [line], shippingAddress: HYDERABAD }, c.headers);
    expect(q.status).toBe(200);
    expect(q.body.items[0]).toMatchObject({ price: 900, name: 'A2 Desi Cow Ghee', variantLabel: '500ml', line_total: 1800 });
    for (const extra of [{ subtotal: 1 }, { discount: 5000 }, { shipping: 0 }, { total: 1 }, { first_order_discount: 1800 }]) {
      const res = await api.post('/api/orders/quote', { cartItems: [line], shippingAddress: HYDERABAD, ...extra }, c.headers);
      tampered += 1;
      expect(res.status).toBe(400);
    }
    const placed = await api.post('/api/orders', { userId: c.id, cartItems: [line], shippingAddress: HYDERABAD, totalAmount: q.body.total }, c.headers);
    expect(placed.status).toBe(201);
    expect(placed.body.order.items[0]).toMatchObject({ price: 900, name: 'A2 Desi Cow Ghee', quantity: 2 });
  });

  it.each([0, -1, -100, 1.5, 0.5, 100, 1e9, '2', null, true, '1e400'])('refuses quantity %p (400) on quote and order', async (quantity) => {
    const c = await signUp(t, 'Tamper Qty');
    const raw = (body: string) => rawCall(t.url, 'POST', '/api/orders', { body, headers: { 'content-type': 'application/json', ...c.headers } });
    const q = quantity === '1e400' ? '1e400' : JSON.stringify(quantity);
    const quoteRes = await rawCall(t.url, 'POST', '/api/orders/quote', {
      body: `{"cartItems":[{"id":"${s.cat.ghee500ml}","quantity":${q}}],"shippingAddress":null}`,
      headers: { 'content-type': 'application/json', ...c.headers },
    });
    const orderRes = await raw(
      `{"userId":"${c.id}","cartItems":[{"id":"${s.cat.ghee500ml}","quantity":${q}}],"shippingAddress":${JSON.stringify(HYDERABAD)},"totalAmount":0}`,
    );
    tampered += 2;
    expect([quoteRes.status, orderRes.status]).toEqual([400, 400]);
    expect(await ordersOf(c)).toBe(0);
  });

  it('refuses unknown variants: a made-up id, a product id, a deleted variant', async () => {
    const c = await signUp(t, 'Tamper Variant');
    const gone = await api.post('/api/admin/variants', { product_id: s.product.id, label: '2kg', price: 200 }, s.admin);
    await api.delete(`/api/admin/variants/${gone.body.id}`, s.admin);
    for (const id of [newId(), s.product.id, gone.body.id]) {
      const res = await api.post('/api/orders', { userId: c.id, cartItems: [{ id, quantity: 1 }], shippingAddress: HYDERABAD, totalAmount: 100 }, c.headers);
      tampered += 1;
      expect(res.status).toBe(400);
      expect(res.body.unavailable).toEqual([id]);
    }
    expect(await ordersOf(c)).toBe(0);
  });

  it('refuses expired, inactive and (on a second order) first-order-only coupons on quote, apply and order', async () => {
    const c = await signUp(t, 'Coupon Hunter');
    const first = await quote(c);
    await api.post('/api/orders', { userId: c.id, cartItems: cart(), shippingAddress: HYDERABAD, totalAmount: first.body.total }, c.headers);
    for (const code of ['OLDDEAL', 'switchedoff', 'FIRSTONLY']) {
      const q = await quote(c, { couponCode: code });
      const apply = await api.post('/api/coupons/apply', { couponCode: code, cartTotal: 1800 }, c.headers);
      const plain = (await quote(c)).body.total as number;
      const order = await api.post(
        '/api/orders',
        { userId: c.id, cartItems: cart(), shippingAddress: HYDERABAD, totalAmount: plain, couponCode: code },
        c.headers,
      );
      tampered += 3;
      expect([q.status, apply.status, order.status]).toEqual([400, 400, 400]);
      expect(order.body.success).toBe(false);
    }
    expect(await ordersOf(c)).toBe(1);
  });

  it('counts a coupon once, however often it is sent or applied', async () => {
    const c = await signUp(t, 'Double Dip');
    const once = await quote(c, { couponCode: s.couponCode });
    expect(once.status).toBe(200);
    expect(once.body.coupon_discount).toBeGreaterThan(0);
    // Applying (previewing) it again and again changes nothing.
    for (let i = 0; i < 3; i++) await api.post('/api/coupons/apply', { couponCode: s.couponCode, cartTotal: 1800 }, c.headers);
    expect((await quote(c, { couponCode: s.couponCode })).body).toEqual(once.body);
    // The code twice in one request: as a list, joined, or as a duplicated JSON key (the last one wins, once).
    for (const couponCode of [[s.couponCode, s.couponCode], `${s.couponCode},${s.couponCode}`, `${s.couponCode} ${s.couponCode}`]) {
      const res = await quote(c, { couponCode });
      tampered += 1;
      expect(res.status).toBe(400);
    }
    const dup = await rawCall(t.url, 'POST', '/api/orders/quote', {
      body: `{"cartItems":${JSON.stringify(cart())},"shippingAddress":${JSON.stringify(HYDERABAD)},"couponCode":"${s.couponCode}","couponCode":"${s.couponCode}"}`,
      headers: { 'content-type': 'application/json', ...c.headers },
    });
    expect((dup.json as { coupon_discount: number }).coupon_discount).toBe(once.body.coupon_discount);
    // Ordered with the coupon, the stored discount is the quoted one.
    const placed = await api.post(
      '/api/orders',
      { userId: c.id, cartItems: cart(), shippingAddress: HYDERABAD, totalAmount: once.body.total, couponCode: s.couponCode },
      c.headers,
    );
    expect(placed.status).toBe(201);
    expect(placed.body.order.coupon_discount).toBe(once.body.coupon_discount);
    expect(placed.body.order.total_amount).toBe(once.body.total);
  });

  it('never lets a discount push the total below zero', async () => {
    const c = await signUp(t, 'Big Discount');
    const q = await quote(c, { couponCode: 'BIGFIXED' });
    expect(q.status).toBe(200);
    expect(q.body.total).toBeGreaterThanOrEqual(0);
    expect(q.body.total).toBeGreaterThanOrEqual(q.body.shipping);
    const res = await api.post(
      '/api/orders',
      { userId: c.id, cartItems: cart(), shippingAddress: HYDERABAD, totalAmount: -1, couponCode: 'BIGFIXED' },
      c.headers,
    );
    tampered += 1;
    expect(res.status).toBe(400);
  });
});
