import mongoose, { Types } from 'mongoose';
import { CouponModel } from '../../src/modules/coupons/model';
import { resolveCoupon } from '../../src/modules/coupons/service';
import { BadRequestError } from '../../src/lib/errors';
import { useTestApp } from '../helpers/build-app';
import { customerHeaders } from '../helpers/accounts';

const DAY = 86400000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('coupons', () => {
  const t = useTestApp();
  const { api, adminHeaders: admin } = t;
  const newCustomer = customerHeaders;
  let returningId: string;

  beforeAll(async () => {
    returningId = new Types.ObjectId().toString();
    // A customer with an earlier (not cancelled) order.
    await mongoose.connection.db!.collection('orders').insertOne({ user_id: returningId, delivery_status: 'Delivered', created_at: new Date() });
    const create = (body: object) => api.post('/api/admin/coupons', body, admin);
    for (const body of [
      { code: 'welcome10', discount_type: 'percentage', discount_value: 10, expiry_date: inDays(365), min_purchase_amount: 0, first_order_only: true },
      { code: 'FARM50', discount_type: 'fixed', discount_value: 50, expiry_date: inDays(365), min_purchase_amount: 500 },
      { code: 'HEALTHY12', discount_type: 'percentage', discount_value: 12.5, expiry_date: inDays(30), min_purchase_amount: 1000 },
      { code: 'STAFFONLY25', discount_type: 'percentage', discount_value: 25, expiry_date: inDays(30), is_public: false },
    ]) {
      expect((await create(body)).status).toBe(201);
    }
    // Coupons that can no longer be used, written as the database would hold them.
    await CouponModel.create({ code: 'OLD20', discount_type: 'percentage', percent_bp: 2000, expiry_date: new Date(Date.now() - DAY) });
    await CouponModel.create({ code: 'PAUSED', discount_type: 'fixed', amount_paise: 1000, expiry_date: new Date(Date.now() + DAY), is_active: false });
  });

  describe('POST /api/admin/coupons', () => {
    it('stores the code upper-case and answers the coupon in rupees/percent', async () => {
      const res = await api.post(
        '/api/admin/coupons',
        { code: 'monsoon5', discount_type: 'fixed', discount_value: 75.5, expiry_date: '2099-06-30', min_purchase_amount: 499.99 },
        admin,
      );
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        code: 'MONSOON5',
        discount_type: 'fixed',
        discount_value: 75.5,
        min_purchase_amount: 499.99,
        // Valid through 30 June in India.
        expiry_date: '2099-06-30T18:29:59.999Z',
        is_active: true,
        first_order_only: false,
        is_public: true,
        created_at: expect.any(String),
        description: '₹75.50 off on orders of ₹499.99 or more',
        usage_limit: null,
        per_customer_limit: null,
        uses: 0,
      });
      const noMin = await api.post('/api/admin/coupons', { code: 'NOMIN', discount_type: 'percentage', discount_value: 5, expiry_date: inDays(3) }, admin);
      expect(noMin.body.min_purchase_amount).toBe(0);
    });

    it('refuses a duplicate code (409) whatever its case', async () => {
      const res = await api.post('/api/admin/coupons', { code: 'Farm50', discount_type: 'fixed', discount_value: 10, expiry_date: inDays(3) }, admin);
      expect(res.status).toBe(409);
      expect(res.body.msg).toMatch(/FARM50/);
    });

    it('refuses invalid coupons with 400', async () => {
      const ok = { code: 'GOOD1', discount_type: 'percentage', discount_value: 10, expiry_date: inDays(3), min_purchase_amount: 0 };
      const cases: object[] = [
        { ...ok, discount_value: 100.01 },
        { ...ok, discount_value: 0 },
        { ...ok, discount_value: -5 },
        { ...ok, discount_value: 10.123 },
        { ...ok, discount_type: 'bogo' },
        { ...ok, min_purchase_amount: -1 },
        { ...ok, min_purchase_amount: 10.001 },
        { ...ok, expiry_date: 'soon-ish!!' },
        { ...ok, expiry_date: inDays(-2) },
        { ...ok, code: 'no spaces' },
        { ...ok, code: '' },
        { ...ok, discount_value: '10' },
        { ...ok, is_active: false },
        { ...ok, code: { $ne: '' } },
      ];
      for (const body of cases) {
        const res = await api.post('/api/admin/coupons', body, admin);
        expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      }
      expect((await api.get('/api/admin/coupons', admin)).body.map((c: { code: string }) => c.code)).not.toContain('GOOD1');
    });

    it('needs a private coupon code of at least 8 characters, and keeps shorter private codes made before working', async () => {
      const body = { discount_type: 'fixed', discount_value: 40, expiry_date: inDays(30), is_public: false };
      const short = await api.post('/api/admin/coupons', { ...body, code: 'VIP7777' }, admin);
      expect([short.status, short.body.msg]).toEqual([
        400,
        'A private coupon needs a code of at least 8 characters, so that nobody can guess it. Make the code longer or the coupon public.',
      ]);
      expect(await CouponModel.exists({ code: 'VIP7777' })).toBeNull();
      expect((await api.post('/api/admin/coupons', { ...body, code: 'VIP77777' }, admin)).status).toBe(201);

      // A short public code stays public: it cannot be made private.
      const open = await api.post('/api/admin/coupons', { ...body, code: 'OPEN40', is_public: true }, admin);
      const hidden = await api.put(`/api/admin/coupons/${open.body.id}`, { is_public: false }, admin);
      expect([hidden.status, hidden.body.msg]).toEqual([400, short.body.msg]);
      expect((await CouponModel.findById(open.body.id).lean())?.is_public).toBe(true);

      // A short private code from before the rule is still honoured, and still editable.
      const old = await CouponModel.create({
        code: 'VIP12',
        discount_type: 'fixed',
        amount_paise: 2000,
        expiry_date: new Date(Date.now() + DAY),
        is_public: false,
      });
      expect((await api.post('/api/coupons/apply', { couponCode: 'vip12', cartTotal: 300 }, await newCustomer(t))).status).toBe(200);
      expect((await api.put(`/api/admin/coupons/${old._id.toString()}`, { discount_value: 25 }, admin)).status).toBe(200);
    });

    it('is admin only', async () => {
      const valid = { code: 'SNEAKY', discount_type: 'fixed', discount_value: 10, expiry_date: inDays(3) };
      expect((await api.post('/api/admin/coupons', valid)).status).toBe(401);
      expect((await api.get('/api/admin/coupons')).status).toBe(401);
      expect((await api.get('/api/admin/coupons', { 'x-admin-token': (await newCustomer(t))['x-auth-token']! })).status).toBe(403);
    });
  });

  it('GET /api/admin/coupons lists every coupon, newest first', async () => {
    const res = await api.get('/api/admin/coupons', admin);
    expect(res.status).toBe(200);
    const codes = res.body.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'FARM50', 'HEALTHY12', 'STAFFONLY25', 'OLD20', 'PAUSED']));
    expect(codes.indexOf('NOMIN')).toBeLessThan(codes.indexOf('WELCOME10'));
  });

  it('GET /api/coupons/public lists active, unexpired, public coupons only', async () => {
    const res = await api.get('/api/coupons/public');
    expect(res.status).toBe(200);
    const codes = res.body.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'FARM50', 'HEALTHY12']));
    expect(codes).not.toEqual(expect.arrayContaining(['STAFFONLY25']));
    expect(codes).not.toContain('OLD20');
    expect(codes).not.toContain('PAUSED');
    const healthy = res.body.find((c: { code: string }) => c.code === 'HEALTHY12');
    expect(healthy).toMatchObject({ discount_type: 'percentage', discount_value: 12.5, min_purchase_amount: 1000, is_active: true, first_order_only: false });
    expect(healthy.description).toBe('12.5% off on orders of ₹1000.00 or more');
    expect(healthy).not.toHaveProperty('is_public');
  });

  describe('POST /api/coupons/apply', () => {
    const apply = (body: object, headers: Record<string, string>) => api.post('/api/coupons/apply', body, headers);

    it('gives the discount a coupon takes off the cart total', async () => {
      const res = await apply({ couponCode: 'healthy12', cartTotal: 1234.56 }, await newCustomer(t));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        coupon: { code: 'HEALTHY12', discount_type: 'percentage', discount_value: 12.5, min_purchase_amount: 1000, discount_amount: 154.32 },
      });
      const fixed = await apply({ couponCode: 'FARM50', cartTotal: 500 }, await newCustomer(t));
      expect(fixed.body.coupon).toMatchObject({ discount_type: 'fixed', discount_value: 50, discount_amount: 50 });
      const privateCode = await apply({ couponCode: 'STAFFONLY25', cartTotal: 100 }, await newCustomer(t));
      expect(privateCode.body.coupon.discount_amount).toBe(25);
    });

    it('lets a first-order coupon through only for a customer without earlier orders', async () => {
      expect((await apply({ couponCode: 'WELCOME10', cartTotal: 300 }, await newCustomer(t))).body.coupon.discount_amount).toBe(30);
      const returning = await apply({ couponCode: 'WELCOME10', cartTotal: 300 }, await newCustomer(t, returningId));
      expect(returning.status).toBe(400);
      expect(returning.body).toEqual({ success: false, msg: 'This coupon is only for your first order.' });
    });

    it.each([
      ['NOPE', 500, 'This coupon code is not valid.'],
      ['OLD20', 500, 'This coupon has expired.'],
      ['PAUSED', 500, 'This coupon is no longer active.'],
      ['FARM50', 499.99, 'This coupon needs a minimum purchase of ₹500.00.'],
      ['   ', 500, 'This coupon code is not valid.'],
    ])('refuses %s on ₹%s: "%s"', async (couponCode, cartTotal, msg) => {
      const res = await apply({ couponCode, cartTotal }, await newCustomer(t));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, msg });
    });

    it('needs a signed-in customer and valid input', async () => {
      expect((await apply({ couponCode: 'FARM50', cartTotal: 600 }, {})).status).toBe(401);
      expect((await apply({ couponCode: 'FARM50', cartTotal: -1 }, await newCustomer(t))).status).toBe(400);
      expect((await apply({ couponCode: 'FARM50' }, await newCustomer(t))).status).toBe(400);
      expect((await apply({ couponCode: { $gt: '' }, cartTotal: 600 }, await newCustomer(t))).status).toBe(400);
    });
  });

  describe('resolveCoupon (for checkout)', () => {
    it('answers the stored terms in paise and basis points', async () => {
      expect(await resolveCoupon('healthy12', { subtotalPaise: 100000, isFirstOrder: false, userId: returningId })).toEqual({
        code: 'HEALTHY12',
        discount_type: 'percentage',
        percent_bp: 1250,
        amount_paise: 0,
        min_purchase_paise: 100000,
      });
    });

    it('throws BadRequestError with success: false when the coupon cannot be used', async () => {
      const err = await resolveCoupon('WELCOME10', { subtotalPaise: 100000, isFirstOrder: false, userId: returningId }).catch((e) => e);
      expect(err).toBeInstanceOf(BadRequestError);
      expect(err.extra).toEqual({ success: false });
    });
  });

  it('DELETE /api/admin/coupons/:id removes a coupon; unknown ids are 404', async () => {
    const list = (await api.get('/api/admin/coupons', admin)).body as Array<{ id: string; code: string }>;
    const nomin = list.find((c) => c.code === 'NOMIN')!;
    expect((await api.delete(`/api/admin/coupons/${nomin.id}`, admin)).status).toBe(200);
    expect((await api.delete(`/api/admin/coupons/${nomin.id}`, admin)).status).toBe(404);
    expect((await api.delete('/api/admin/coupons/not-an-id', admin)).status).toBe(404);
    expect((await api.delete(`/api/admin/coupons/${list[0]!.id}`)).status).toBe(401);
    expect((await api.post('/api/coupons/apply', { couponCode: 'NOMIN', cartTotal: 10 }, await newCustomer(t))).status).toBe(400);
  });
});
