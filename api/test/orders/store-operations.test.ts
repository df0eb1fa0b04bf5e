import { Types } from 'mongoose';
import { VariantModel } from '../../src/modules/catalogue/model';
import { CouponModel } from '../../src/modules/coupons/model';
import { OrderModel } from '../../src/modules/orders/model';
import { OutboxModel } from '../../src/modules/notifications/model';
import { useTestApp } from '../helpers/build-app';
import { createPartner, type Customer, signUp } from '../helpers/accounts';
import { HYDERABAD, placeOrder, useCatalogueWithFiller, WARANGAL } from './fixtures';

/** Courier dispatch, cancelling (customer and admin) with what a cancel gives back, the timeline and the CSV export. */
describe('store operations on orders', () => {
  const t = useTestApp();
  const { api, adminHeaders: admin } = t;
  const cat = useCatalogueWithFiller(t);

  const setStock = (variantId: string, stock: number) => VariantModel.updateOne({ _id: variantId }, { $set: { stock } });
  const stockOf = async (variantId: string) => (await VariantModel.findById(variantId, { stock: 1 }).lean<{ stock: number }>())!.stock;
  const usesOf = async (code: string) => (await CouponModel.findOne({ code }).lean<{ uses: number }>())!.uses;
  const customerOrder = async (c: Customer, id: string) =>
    ((await api.get('/api/orders', c.headers)).body as Array<{ id: string }>).find((o) => o.id === id) as Record<string, any>;

  /** Places an order with a coupon (quoted first, so the total matches). */
  async function placeWithCoupon(c: Customer, cartItems: Array<{ id: string; quantity: number }>, couponCode: string) {
    const q = await api.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD, couponCode }, c.headers);
    expect(q.status).toBe(200);
    const res = await api.post('/api/orders', { userId: c.id, cartItems, shippingAddress: HYDERABAD, totalAmount: q.body.total, couponCode }, c.headers);
    expect(res.status).toBe(201);
    return res.body.orderId as string;
  }

  describe('PUT /api/orders/:id/cancel (the customer)', () => {
    it('cancels a Pending order and gives back its stock, its coupon use and the first-order discount, once', async () => {
      await setStock(cat.chicken500g, 5);
      await api.post('/api/admin/coupons', { code: 'CANCEL10', discount_type: 'fixed', discount_value: 10, expiry_date: '2099-01-01', usage_limit: 5 }, admin);
      const c = await signUp(t, 'Sunita');
      const id = await placeWithCoupon(c, [{ id: cat.chicken500g, quantity: 2 }], 'CANCEL10');
      expect(await stockOf(cat.chicken500g)).toBe(3);
      expect(await usesOf('CANCEL10')).toBe(1);
      const second = await api.post('/api/orders/quote', { cartItems: [{ id: cat.filler, quantity: 1 }], shippingAddress: HYDERABAD }, c.headers);
      expect(second.body.is_first_order).toBe(false);

      const res = await api.put(`/api/orders/${id}/cancel`, undefined, c.headers);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, delivery_status: 'Cancelled', status: 'Cancelled' });
      expect(res.body.status_history.map((h: { status: string }) => h.status)).toEqual(['Pending', 'Cancelled']);
      expect(await stockOf(cat.chicken500g)).toBe(5);
      expect(await usesOf('CANCEL10')).toBe(0);
      const again = await api.post('/api/orders/quote', { cartItems: [{ id: cat.filler, quantity: 1 }], shippingAddress: HYDERABAD }, c.headers);
      expect(again.body.is_first_order).toBe(true);

      // Cancelling again changes nothing and gives nothing back a second time.
      const twice = await api.put(`/api/orders/${id}/cancel`, undefined, c.headers);
      expect(twice).toMatchObject({ status: 409, body: { msg: 'This order is already cancelled.' } });
      expect(await stockOf(cat.chicken500g)).toBe(5);
      expect(await usesOf('CANCEL10')).toBe(0);
    });

    it('cancels an Assigned order; refuses one that has left (409 with the reason) and someone else’s (404)', async () => {
      const c = await signUp(t, 'Anil');
      const partner = await createPartner(t, 'Mahesh');
      const assigned = await placeOrder(t, c, [{ id: cat.filler, quantity: 1 }]);
      const out = await placeOrder(t, c, [{ id: cat.filler, quantity: 1 }]);
      for (const id of [assigned, out]) {
        expect((await api.put(`/api/admin/orders/${id}/assign`, { partnerId: partner.id }, admin)).status).toBe(200);
      }
      expect((await api.put(`/api/delivery/orders/${out}/accept`, undefined, partner.headers)).status).toBe(200);

      const stranger = await signUp(t, 'Stranger');
      expect((await api.put(`/api/orders/${assigned}/cancel`, undefined, stranger.headers)).status).toBe(404);
      expect((await api.put(`/api/orders/${new Types.ObjectId()}/cancel`, undefined, c.headers)).status).toBe(404);
      expect((await api.put(`/api/orders/${assigned}/cancel`)).status).toBe(401);

      const left = await api.put(`/api/orders/${out}/cancel`, undefined, c.headers);
      expect(left.status).toBe(409);
      expect(left.body.msg).toMatch(/Out for Delivery and has left our store/);
      expect((await OrderModel.findById(out).lean())!.delivery_status).toBe('Out for Delivery');

      const ok = await api.put(`/api/orders/${assigned}/cancel`, undefined, c.headers);
      expect(ok.status).toBe(200);
      expect(ok.body.delivery_status).toBe('Cancelled');
    });

    it('of a customer cancel and an admin cancel sent at once, one wins and the stock and coupon use come back once', async () => {
      await setStock(cat.ghee500ml, 4);
      await api.post('/api/admin/coupons', { code: 'RACE5', discount_type: 'fixed', discount_value: 5, expiry_date: '2099-01-01' }, admin);
      const c = await signUp(t, 'Kavya');
      const id = await placeWithCoupon(c, [{ id: cat.ghee500ml, quantity: 3 }], 'RACE5');
      expect(await stockOf(cat.ghee500ml)).toBe(1);
      expect(await usesOf('RACE5')).toBe(1);

      const answers = await Promise.all([
        api.put(`/api/orders/${id}/cancel`, undefined, c.headers),
        api.put(`/api/admin/orders/${id}/cancel`, { reason: 'Customer called' }, admin),
        api.put(`/api/orders/${id}/cancel`, undefined, c.headers),
        api.put(`/api/admin/orders/${id}/cancel`, {}, admin),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
      expect(await stockOf(cat.ghee500ml)).toBe(4);
      expect(await usesOf('RACE5')).toBe(0);
      const stored = await OrderModel.findById(id).lean();
      expect(stored!.status_history.filter((h) => h.status === 'Cancelled')).toHaveLength(1);
    });
  });

  describe('PUT /api/admin/orders/:id/cancel with a reason', () => {
    it('keeps the reason in the history: the admin list shows who and why, the customer sees the reason beside the timeline', async () => {
      await setStock(cat.chicken1kg, 2);
      const c = await signUp(t, 'Ramesh');
      const id = await placeOrder(t, c, [{ id: cat.chicken1kg, quantity: 2 }]);
      expect(await stockOf(cat.chicken1kg)).toBe(0);
      const res = await api.put(`/api/admin/orders/${id}/cancel`, { reason: '  Out of country chicken today  ' }, admin);
      expect(res.status).toBe(200);
      expect(res.body.status_history[1]).toEqual({
        status: 'Cancelled',
        at: expect.any(String),
        by: `admin:${t.adminId}`,
        reason: 'Out of country chicken today',
        step: null,
        confirmed_by: null,
        photo_url: null,
      });
      expect(await stockOf(cat.chicken1kg)).toBe(2);

      const listed = (await api.get('/api/admin/orders', admin)).body.orders.find((o: { id: string }) => o.id === id);
      expect(listed).toMatchObject({
        customer_phone: c.phone,
        status_history: [{ status: 'Pending', reason: null }, { reason: 'Out of country chicken today' }],
      });
      const mine = await customerOrder(c, id);
      expect(mine.status_history).toEqual([
        { status: 'Pending', at: expect.any(String) },
        { status: 'Cancelled', at: expect.any(String) },
      ]);
      expect(mine.cancellation).toEqual({ by: 'store', reason: 'Out of country chicken today' });
    });

    it("shows the store's reason only to the order's customer", async () => {
      const c = await signUp(t, 'Padma');
      const stranger = await signUp(t, 'Neighbour');
      const id = await placeOrder(t, c, [{ id: cat.filler, quantity: 1 }]);
      expect((await customerOrder(c, id)).cancellation).toBeNull();
      expect((await api.put(`/api/admin/orders/${id}/cancel`, { reason: 'Flooded road to the farm' }, admin)).status).toBe(200);

      expect((await customerOrder(c, id)).cancellation).toEqual({ by: 'store', reason: 'Flooded road to the farm' });
      const theirs = await api.get('/api/orders', stranger.headers);
      expect(theirs.status).toBe(200);
      expect(JSON.stringify(theirs.body)).not.toContain('Flooded road');
      expect((await api.put(`/api/orders/${id}/mark-delivered`, undefined, stranger.headers)).status).toBe(404);
      expect((await api.get('/api/orders')).status).toBe(401);
    });

    it("says who cancelled: the customer's own cancel and a store cancel without a reason", async () => {
      const c = await signUp(t, 'Lalitha');
      const own = await placeOrder(t, c, [{ id: cat.filler, quantity: 1 }]);
      const store = await placeOrder(t, c, [{ id: cat.filler, quantity: 1 }]);
      expect((await api.put(`/api/orders/${own}/cancel`, undefined, c.headers)).body.cancellation).toEqual({ by: 'customer', reason: null });
      expect((await api.put(`/api/admin/orders/${store}/cancel`, undefined, admin)).status).toBe(200);
      expect((await customerOrder(c, store)).cancellation).toEqual({ by: 'store', reason: null });
    });

    it('accepts a cancel without a body (the panel before reasons) and refuses an over-long reason', async () => {
      const c = await signUp(t, 'Geeta');
      const id = await placeOrder(t, c, [{ id: cat.filler, quantity: 1 }]);
      expect((await api.put(`/api/admin/orders/${id}/cancel`, { reason: 'x'.repeat(301) }, admin)).status).toBe(400);
      const res = await api.put(`/api/admin/orders/${id}/cancel`, undefined, admin);
      expect(res.status).toBe(200);
      expect(res.body.status_history[1].reason).toBeNull();
    });
  });

  describe('PUT /api/admin/orders/:id/ship', () => {
    it('ships a courier order: the customer sees courier, tracking and date, gets the message, and confirms receipt', async () => {
      const c = await signUp(t, 'Vijaya');
      const id = await placeOrder(t, c, [{ id: cat.ghee500ml, quantity: 1 }], WARANGAL);
      const res = await api.put(`/api/admin/orders/${id}/ship`, { courier: ' DTDC ', trackingNumber: 'D1234567' }, admin);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ delivery_status: 'Shipped', status: 'Placed', courier: 'DTDC', tracking_number: 'D1234567' });
      expect(res.body.status_history.at(-1)).toMatchObject({ status: 'Shipped', by: `admin:${t.adminId}` });

      const mine = await customerOrder(c, id);
      expect(mine).toMatchObject({ delivery_status: 'Shipped', courier: 'DTDC', tracking_number: 'D1234567', shipped_at: expect.any(String) });
      expect(mine.expected_delivery_date).toEqual(expect.any(String));
      const message = await OutboxModel.findOne({ order_id: id, event: 'shipped' }).lean();
      expect(message?.body).toContain('has shipped with DTDC, tracking number D1234567');

      // The same click again changes nothing; other details are refused.
      const repeat = await api.put(`/api/admin/orders/${id}/ship`, { courier: 'DTDC', trackingNumber: 'D1234567' }, admin);
      expect(repeat.status).toBe(200);
      expect(repeat.body.status_history).toHaveLength(2);
      const other = await api.put(`/api/admin/orders/${id}/ship`, { courier: 'Blue Dart', trackingNumber: 'B9' }, admin);
      expect(other).toMatchObject({ status: 409, body: { msg: 'This order has already been shipped with DTDC (tracking number D1234567).' } });

      // Shipped has left the store: the customer can no longer cancel, but confirms receipt.
      expect((await api.put(`/api/orders/${id}/cancel`, undefined, c.headers)).status).toBe(409);
      const received = await api.put(`/api/orders/${id}/mark-delivered`, undefined, c.headers);
      expect(received.status).toBe(200);
      expect(received.body).toMatchObject({ delivery_status: 'Delivered', status: 'Completed' });
      expect((await api.put(`/api/admin/orders/${id}/ship`, { courier: 'DTDC', trackingNumber: 'D1234567' }, admin)).status).toBe(409);
    });

    it('refuses partner orders, cancelled orders, blank details and unknown orders', async () => {
      const c = await signUp(t, 'Hari');
      const local = await placeOrder(t, c, [{ id: cat.filler, quantity: 1 }]);
      const courier = await placeOrder(t, c, [{ id: cat.filler, quantity: 1 }], WARANGAL);
      const ship = (id: string, body: object = { courier: 'DTDC', trackingNumber: 'X1' }) => api.put(`/api/admin/orders/${id}/ship`, body, admin);
      expect(await ship(local)).toMatchObject({ status: 409, body: { msg: 'This order is carried by a delivery partner, not sent by courier.' } });
      expect((await ship(courier, { courier: '  ', trackingNumber: 'X1' })).status).toBe(400);
      expect((await ship(courier, { courier: 'DTDC' })).status).toBe(400);
      expect(await ship(courier, { courier: 'DTDC', trackingNumber: 'T'.repeat(41) })).toMatchObject({
        status: 400,
        body: { msg: 'The tracking number can have at most 40 characters.' },
      });
      expect((await ship(new Types.ObjectId().toString())).status).toBe(404);
      expect((await api.put(`/api/admin/orders/${courier}/ship`, { courier: 'DTDC', trackingNumber: 'X1' })).status).toBe(401);
      expect((await api.put(`/api/admin/orders/${courier}/cancel`, {}, admin)).status).toBe(200);
      expect(await ship(courier)).toMatchObject({ status: 409, body: { msg: 'This order is Cancelled and can no longer be shipped.' } });
    });
  });

  describe('GET /api/admin/orders/export', () => {
    /** A phone starting with + is a formula to a spreadsheet too: it is written as text. */
    const csvPhone = (phone: string) => (phone.startsWith('+') ? `'${phone}` : phone);

    it('answers CSV: one row per line, rupees, Hyderabad time, order amounts on the first line, formulas defused', async () => {
      const c = await signUp(t, '=HYPERLINK("http://evil")');
      const id = await placeOrder(
        t,
        c,
        [
          { id: cat.chicken500g, quantity: 2 },
          { id: cat.filler, quantity: 1 },
        ],
        WARANGAL,
      );
      // Placed 10 Jan 2026, 01:30 in Hyderabad (20:00 UTC the day before).
      await OrderModel.collection.updateOne({ _id: new Types.ObjectId(id) }, { $set: { created_at: new Date('2026-01-09T20:00:00Z'), day: '2026-01-10' } });
      const res = await fetch(`${t.url}/api/admin/orders/export?from=2026-01-10&to=2026-01-10`, { headers: admin });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="orders-2026-01-10-to-2026-01-10.csv"');
      const text = (await res.text()).replace(/^\uFEFF/, '');
      const rows = text.trimEnd().split('\r\n');
      expect(rows).toHaveLength(3);
      expect(rows[0]).toMatch(/^Order,Placed \(IST\),Customer,Phone,Address,/);
      const stored = (await OrderModel.findById(id).lean())!;
      const total = (stored.total_paise / 100).toFixed(2);
      const shipping = (stored.shipping_paise / 100).toFixed(2);
      expect(rows[1]).toBe(
        `${id},2026-01-10 01:30,"'=HYPERLINK(""http://evil"")",${csvPhone(c.phone)},"2-5-12, Hanamkonda, Warangal, Telangana 506001",` +
          `Courier,Pending,Placed,Country Chicken Curry Cut,500g,2,320.00,640.00,760.00,76.00,,0.00,${shipping},${total},,`,
      );
      expect(rows[2]).toBe(
        `${id},2026-01-10 01:30,"'=HYPERLINK(""http://evil"")",${csvPhone(c.phone)},"2-5-12, Hanamkonda, Warangal, Telangana 506001",` +
          'Courier,Pending,Placed,Foxtail Millet,250g,1,120.00,120.00,,,,,,,,',
      );
    });

    it('filters by status, refuses a backwards range and callers without an admin session', async () => {
      const csv = async (query: string) => {
        const res = await fetch(`${t.url}/api/admin/orders/export${query}`, { headers: admin });
        return { status: res.status, text: await res.text() };
      };
      const cancelled = await csv('?status=Cancelled');
      const lines = cancelled.text.trimEnd().split('\r\n').slice(1);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((l) => l.includes(',Cancelled,Cancelled,'))).toBe(true);
      expect((await csv('?from=2026-02-01&to=2026-01-01')).status).toBe(400);
      expect((await csv('?from=yesterday')).status).toBe(400);
      expect((await fetch(`${t.url}/api/admin/orders/export`)).status).toBe(401);
    });
  });
});
