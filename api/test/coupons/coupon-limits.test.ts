import { CouponModel } from '../../src/modules/coupons/model';
import { useTestApp } from '../helpers/build-app';
import { type Customer, signUp } from '../helpers/accounts';
import { HYDERABAD, placeOrder, useCatalogueWithFiller } from '../orders/fixtures';

const DAY = 86400000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Editing coupons, switching them off, and their total and per-customer limits under parallel orders. */
describe('coupon controls and limits', () => {
  const t = useTestApp();
  const { api, adminHeaders: admin } = t;
  const cat = useCatalogueWithFiller(t);

  const createCoupon = async (body: object) => {
    const res = await api.post('/api/admin/coupons', { discount_type: 'fixed', discount_value: 20, expiry_date: inDays(30), ...body }, admin);
    expect(res.status).toBe(201);
    return res.body as { id: string; code: string };
  };
  const apply = (c: Customer, couponCode: string) => api.post('/api/coupons/apply', { couponCode, cartTotal: 600 }, c.headers);

  /** A customer with one order already (so first-order holds and discounts stay out of the way). */
  async function returningCustomer(name: string): Promise<Customer> {
    const c = await signUp(t, name);
    await placeOrder(t, c, [{ id: cat.filler, quantity: 1 }]);
    return c;
  }

  /** Quotes with the coupon, then places the order with that total (the quote must succeed). */
  async function order(c: Customer, couponCode: string, key = `${c.id}-${couponCode}-${Math.random()}`) {
    const items = [{ id: cat.chicken1kg, quantity: 1 }];
    const q = await api.post('/api/orders/quote', { cartItems: items, shippingAddress: HYDERABAD, couponCode }, c.headers);
    expect(q.status).toBe(200);
    return () =>
      api.post(
        '/api/orders',
        { userId: c.id, cartItems: items, shippingAddress: HYDERABAD, totalAmount: q.body.total, couponCode },
        { ...c.headers, 'idempotency-key': key },
      );
  }

  describe('PUT /api/admin/coupons/:id', () => {
    it('edits description, value, minimum, expiry, limits and visibility; the code and type stay', async () => {
      const coupon = await createCoupon({ code: 'EDITME-MONSOON', min_purchase_amount: 100 });
      const res = await api.put(
        `/api/admin/coupons/${coupon.id}`,
        {
          description: 'Monsoon treat',
          discount_value: 35.5,
          min_purchase_amount: 250,
          expiry_date: '2099-06-30',
          first_order_only: true,
          is_public: false,
          usage_limit: 10,
          per_customer_limit: 2,
        },
        admin,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        code: 'EDITME-MONSOON',
        discount_type: 'fixed',
        discount_value: 35.5,
        min_purchase_amount: 250,
        expiry_date: '2099-06-30T18:29:59.999Z',
        first_order_only: true,
        is_public: false,
        is_active: true,
        description: 'Monsoon treat',
        usage_limit: 10,
        per_customer_limit: 2,
        uses: 0,
      });
      // A blank description goes back to the one made from the terms; null lifts a limit.
      const back = await api.put(`/api/admin/coupons/${coupon.id}`, { description: ' ', usage_limit: null }, admin);
      expect(back.body).toMatchObject({ description: '₹35.50 off your first order on orders of ₹250.00 or more', usage_limit: null });
    });

    it('checks like creation and changes nothing on a bad value; unknown ids are 404', async () => {
      const coupon = await createCoupon({ code: 'STRICT', discount_type: 'percentage', discount_value: 10 });
      const put = (body: object) => api.put(`/api/admin/coupons/${coupon.id}`, body, admin);
      expect(await put({ discount_value: 120 })).toMatchObject({ status: 400, body: { msg: 'A percentage discount can be at most 100.' } });
      expect(await put({ expiry_date: '2020-01-01' })).toMatchObject({ status: 400, body: { msg: 'The expiry date has already passed.' } });
      expect((await put({ usage_limit: 0 })).status).toBe(400);
      expect((await put({ code: 'OTHER' })).status).toBe(400);
      expect((await api.put('/api/admin/coupons/000000000000000000000000', { is_active: false }, admin)).status).toBe(404);
      expect((await api.put(`/api/admin/coupons/${coupon.id}`, { is_active: false })).status).toBe(401);
      const stored = await CouponModel.findById(coupon.id).lean();
      expect(stored).toMatchObject({ percent_bp: 1000, is_active: true, usage_limit: null });
    });

    it('a switched-off, expired or used-up coupon answers 400 saying which', async () => {
      const c = await returningCustomer('Lalitha');
      const off = await createCoupon({ code: 'SWITCHOFF' });
      expect((await apply(c, 'SWITCHOFF')).status).toBe(200);
      await api.put(`/api/admin/coupons/${off.id}`, { is_active: false }, admin);
      expect((await apply(c, 'SWITCHOFF')).body).toEqual({ success: false, msg: 'This coupon is no longer active.' });

      await createCoupon({ code: 'GONESOON' });
      await CouponModel.updateOne({ code: 'GONESOON' }, { $set: { expiry_date: new Date(Date.now() - 1000) } });
      expect((await apply(c, 'GONESOON')).body).toEqual({ success: false, msg: 'This coupon has expired.' });

      const once = await createCoupon({ code: 'JUSTONE', usage_limit: 1 });
      expect((await (await order(c, 'JUSTONE'))()).status).toBe(201);
      expect((await apply(c, 'JUSTONE')).body).toEqual({ success: false, msg: 'This coupon has been fully used.' });
      const listed = (await api.get('/api/admin/coupons', admin)).body.find((x: { id: string }) => x.id === once.id);
      expect(listed).toMatchObject({ usage_limit: 1, uses: 1 });
      // Used up coupons leave the public list.
      const publicCodes = (await api.get('/api/coupons/public')).body.map((x: { code: string }) => x.code);
      expect(publicCodes).not.toContain('JUSTONE');
    });
  });

  describe('usage_limit under parallel orders', () => {
    it('with 2 uses left and 5 orders at once, exactly 2 get the discount; the others answer 400 and store nothing', async () => {
      await createCoupon({ code: 'LASTTWO', usage_limit: 2 });
      const customers = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((n) => returningCustomer(`Racer ${n}`)));
      const submits = await Promise.all(customers.map((c) => order(c, 'LASTTWO')));
      const answers = await Promise.all(submits.map((submit) => submit()));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 400, 400, 400]);
      for (const refused of answers.filter((a) => a.status === 400)) {
        expect(refused.body).toEqual({ success: false, msg: 'This coupon has been fully used.' });
      }
      expect((await CouponModel.findOne({ code: 'LASTTWO' }).lean())!.uses).toBe(2);

      // Cancelling one of those orders gives its use back, once: a customer who was refused now gets it.
      const won = answers.find((a) => a.status === 201)!;
      const winner = customers[answers.indexOf(won)]!;
      expect((await api.put(`/api/orders/${won.body.orderId}/cancel`, undefined, winner.headers)).status).toBe(200);
      expect((await api.put(`/api/orders/${won.body.orderId}/cancel`, undefined, winner.headers)).status).toBe(409);
      expect((await CouponModel.findOne({ code: 'LASTTWO' }).lean())!.uses).toBe(1);
      const loser = customers[answers.findIndex((a) => a.status === 400)]!;
      expect((await (await order(loser, 'LASTTWO'))()).status).toBe(201);
      const third = customers.find((x, i) => answers[i]!.status === 400 && x !== loser)!;
      expect((await apply(third, 'LASTTWO')).body).toEqual({ success: false, msg: 'This coupon has been fully used.' });
    });
  });

  describe('per_customer_limit', () => {
    it('one use per customer: two orders of one customer at once get it once; another customer still can', async () => {
      await createCoupon({ code: 'ONEEACH', per_customer_limit: 1 });
      const c = await returningCustomer('Srinivas');
      const first = await order(c, 'ONEEACH', 'tab-1');
      const second = await order(c, 'ONEEACH', 'tab-2');
      const answers = await Promise.all([first(), second()]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
      expect(answers.find((a) => a.status === 400)!.body).toEqual({ success: false, msg: 'You have already used this coupon.' });
      expect((await apply(c, 'ONEEACH')).body).toEqual({ success: false, msg: 'You have already used this coupon.' });

      const other = await returningCustomer('Padmaja');
      expect((await apply(other, 'ONEEACH')).status).toBe(200);

      // The cancelled order's use comes back to that customer.
      const placed = answers.find((a) => a.status === 201)!;
      expect((await api.put(`/api/admin/orders/${placed.body.orderId}/cancel`, { reason: 'Duplicate' }, admin)).status).toBe(200);
      expect((await apply(c, 'ONEEACH')).status).toBe(200);
    });
  });
});
