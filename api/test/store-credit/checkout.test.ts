import { clock } from '../../src/lib/clock';
import { creditStatement } from '../../src/modules/store-credit/service';
import { adminHeaders, createPartner, createStaffMember, signUp, type Customer } from '../helpers/accounts';
import { until } from '../helpers/until';
import { useCatalogueWithFiller, weighEverySize } from '../orders/fixtures';
import { usePaymentsTestApp } from '../payments/fixtures';
import { BANJARA_HILLS } from '../slots/fixtures';

// Store credit at checkout and back on cancel, and goodwill credit from staff, over HTTP with the Razorpay stand-in
// for the part paid online. Rules: docs/store-credit.md.

const { t, api, controls } = usePaymentsTestApp();

describe('store credit', () => {
  const cat = useCatalogueWithFiller(t);

  beforeAll(() => weighEverySize());
  afterEach(() => jest.restoreAllMocks());

  const cart = (quantity = 2) => [{ id: cat.filler, quantity }];
  const giveGoodwill = (who: Customer, amount: number, headers = adminHeaders(t), extra: Record<string, string> = {}) =>
    api.post(`/api/admin/customers/${who.id}/store-credit`, { amount, reason: 'Sorry for the late delivery' }, { ...headers, ...extra });
  const myCredit = async (who: Customer) => (await api.get('/api/me/store-credit', who.headers)).body as { balance: number; entries: any[] };

  async function customerWithCredit(rupees: number): Promise<Customer> {
    const who = await signUp(t, 'Kavya Reddy');
    expect((await giveGoodwill(who, rupees)).status).toBe(200);
    return who;
  }

  async function quote(who: Customer, useStoreCredit = true) {
    const res = await api.post('/api/orders/quote', { cartItems: cart(), shippingAddress: BANJARA_HILLS, useStoreCredit }, who.headers);
    expect(res.status).toBe(200);
    return res.body as { total: number; store_credit: number; store_credit_balance: number; to_pay: number };
  }

  const place = async (who: Customer, body: Record<string, unknown> = {}) => {
    const q = await quote(who);
    return api.post(
      '/api/orders',
      { userId: who.id, cartItems: cart(), shippingAddress: BANJARA_HILLS, totalAmount: q.total, useStoreCredit: true, ...body },
      who.headers,
    );
  };

  describe('goodwill from staff', () => {
    it('an owner or manager adds credit with a reason the customer reads; a dispatcher may not; the audit log has the balance', async () => {
      const who = await signUp(t, 'Meena Kumari');
      const manager = await createStaffMember(t, 'manager');
      const dispatcher = await createStaffMember(t, 'dispatcher');
      expect((await giveGoodwill(who, 150)).body).toEqual({ balance: 150, applied: true });
      expect((await giveGoodwill(who, 50.5, manager.headers)).body).toEqual({ balance: 200.5, applied: true });
      expect((await giveGoodwill(who, 999, dispatcher.headers)).status).toBe(403);

      const credit = await myCredit(who);
      expect(credit.balance).toBe(200.5);
      expect(credit.entries).toEqual([
        { amount: 50.5, reason: 'Sorry for the late delivery', order_id: null, at: expect.any(String) },
        { amount: 150, reason: 'Sorry for the late delivery', order_id: null, at: expect.any(String) },
      ]);
      const audit = (await api.get(`/api/admin/audit?target=store_credit&targetId=${who.id}`, adminHeaders(t))).body.entries;
      expect(audit[0]).toMatchObject({
        action: 'store_credit.goodwill',
        actor: { id: manager.id },
        changes: [{ field: 'store_credit_paise', before: 15_000, after: 20_050 }],
      });
      // Staff see the balance in the customer list.
      const users = (await api.get(`/api/admin/users?q=${encodeURIComponent('Meena Kumari')}`, adminHeaders(t))).body;
      expect(users.find((u: { id: string }) => u.id === who.id)).toMatchObject({ store_credit: 200.5 });
    });

    it('a retry with the same Idempotency-Key adds nothing more', async () => {
      const who = await signUp(t, 'Ramesh Babu');
      const key = { 'idempotency-key': 'goodwill click 1' };
      const [a, b] = await Promise.all([giveGoodwill(who, 75, adminHeaders(t), key), giveGoodwill(who, 75, adminHeaders(t), key)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.body.applied, b.body.applied].sort()).toEqual([false, true]);
      expect((await myCredit(who)).balance).toBe(75);
    });

    it('refuses an unknown customer, no reason, and amounts outside ₹1–₹10,000 in words', async () => {
      const who = await signUp(t, 'Lalitha');
      expect((await api.post('/api/admin/customers/64b7f0c2a1b2c3d4e5f60718/store-credit', { amount: 10, reason: 'Goodwill' }, adminHeaders(t))).status).toBe(
        404,
      );
      const blank = await api.post(`/api/admin/customers/${who.id}/store-credit`, { amount: 10, reason: '   ' }, adminHeaders(t));
      expect(blank.status).toBe(400);
      expect(blank.body.msg).toMatch(/reason/);
      const tooMuch = await api.post(`/api/admin/customers/${who.id}/store-credit`, { amount: 10_001, reason: 'Goodwill' }, adminHeaders(t));
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.msg).toBe('Please enter an amount from ₹1 to ₹10000, to the paisa.');
      expect((await myCredit(who)).balance).toBe(0);
    });
  });

  describe('at checkout', () => {
    it('the quote shows the credit that would apply; part of a cash order is paid with it and the partner collects the rest', async () => {
      const who = await customerWithCredit(100);
      const q = await quote(who);
      expect(q).toMatchObject({ store_credit_balance: 100, store_credit: 100, to_pay: q.total - 100 });
      expect(await quote(who, false)).toMatchObject({ store_credit_balance: 100, store_credit: 0, to_pay: q.total });

      const placed = await place(who);
      expect(placed.status).toBe(201);
      expect(placed.body.order).toMatchObject({ total_amount: q.total, store_credit: 100, to_pay: q.total - 100, payment: { method: 'cod', state: 'due' } });
      const credit = await myCredit(who);
      expect(credit.balance).toBe(0);
      expect(credit.entries[0]).toMatchObject({ amount: -100, reason: 'Used on an order', order_id: placed.body.orderId });

      const partner = await createPartner(t, 'Venkat');
      const id = placed.body.orderId as string;
      expect((await api.put(`/api/admin/orders/${id}/assign`, { partnerId: partner.id }, adminHeaders(t))).status).toBe(200);
      const seen = (await api.get('/api/delivery/orders', partner.headers)).body.find((o: { id: string }) => o.id === id);
      expect(seen).toMatchObject({ total_amount: q.total, amount_due: q.total - 100 });
    });

    it('an order the credit covers in full is paid by store credit, with no online payment', async () => {
      const who = await customerWithCredit(1000);
      const placed = await place(who, { paymentMethod: 'online' });
      expect(placed.status).toBe(201);
      expect(placed.body.payment ?? null).toBeNull();
      expect(placed.body.order).toMatchObject({ delivery_status: 'Pending', to_pay: 0, payment: { state: 'paid', paid_via: 'store_credit' } });
      expect((await myCredit(who)).balance).toBe(1000 - placed.body.order.total_amount);
    });

    it('paying the rest online, Razorpay is asked for the total less the credit', async () => {
      const who = await customerWithCredit(50);
      const placed = await place(who, { paymentMethod: 'online' });
      expect(placed.status).toBe(201);
      const total = placed.body.order.total_amount as number;
      expect(placed.body.payment.amount).toBe(Math.round((total - 50) * 100));
      const paid = await controls().payOrder(placed.body.payment.razorpayOrderId);
      const confirmed = await api.post(`/api/orders/${placed.body.orderId}/payment`, paid, who.headers);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.order).toMatchObject({ store_credit: 50, payment: { state: 'paid', paid_via: 'online', paid: total - 50 } });

      // Cancelled by the store: the online part is refunded, the credit returned.
      const cancelled = await api.put(`/api/admin/orders/${placed.body.orderId}/cancel`, {}, adminHeaders(t));
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.payment.refunds).toEqual([expect.objectContaining({ amount: total - 50 })]);
      expect((await myCredit(who)).balance).toBe(50);
    });

    it('the cash limit applies to what is paid in cash', async () => {
      const who = await customerWithCredit(200);
      const { total } = await quote(who);
      const limit = Math.ceil(total - 200);
      expect(
        (await api.put('/api/admin/payments/settings', { cash_limit: limit, courier_cash: true, payment_window_minutes: 15 }, adminHeaders(t))).status,
      ).toBe(200);
      try {
        const withoutCredit = await place(who, { useStoreCredit: false });
        expect(withoutCredit.status).toBe(400);
        expect((await place(who)).status).toBe(201);
      } finally {
        await api.put('/api/admin/payments/settings', { cash_limit: 5000, courier_cash: true, payment_window_minutes: 15 }, adminHeaders(t));
      }
    });

    it('two checkouts at once each wanting the whole balance cannot overspend it', async () => {
      const who = await customerWithCredit(100);
      // An earlier order first, so that only the credit (not the first-order discount) is contended.
      expect((await place(who, { useStoreCredit: false })).status).toBe(201);
      const results = await Promise.all([place(who), place(who), place(who)]);
      const used = results.filter((r) => r.status === 201).map((r) => r.body.order.store_credit as number);
      expect(used.filter((c) => c > 0)).toEqual([100]);
      for (const r of results.filter((x) => x.status !== 201)) {
        expect(r.status).toBe(409);
        expect(r.body.msg).toMatch(/store credit/);
        expect(r.body.quote).toMatchObject({ store_credit_balance: 0, store_credit: 0 });
      }
      const statement = await creditStatement(who.id);
      expect(statement.balancePaise).toBe(0);
      expect(statement.entries.reduce((sum, e) => sum + e.amountPaise, 0)).toBe(0);
    });
  });

  describe('cancelling', () => {
    it("the customer's cancel returns the credit once, however often it is asked", async () => {
      const who = await customerWithCredit(80);
      const placed = await place(who);
      const id = placed.body.orderId as string;
      const cancels = await Promise.all([1, 2, 3].map(() => api.put(`/api/orders/${id}/cancel`, undefined, who.headers)));
      expect(cancels.map((c) => c.status).sort()).toEqual([200, 409, 409]);
      const credit = await myCredit(who);
      expect(credit.balance).toBe(80);
      expect(credit.entries[0]).toMatchObject({ amount: 80, reason: 'Order cancelled: credit returned', order_id: id });
      expect(credit.entries.filter((e) => e.amount === 80 && e.order_id === id)).toHaveLength(1);
    });

    it('an online order not paid in time returns its credit when it expires (moved clock)', async () => {
      const who = await customerWithCredit(30);
      const placed = await place(who, { paymentMethod: 'online' });
      expect(placed.status).toBe(201);
      expect((await myCredit(who)).balance).toBe(0);
      const realNow = Date.now();
      jest.spyOn(clock, 'now').mockImplementation(() => realNow + 16 * 60_000);
      await until(async () => (await myCredit(who)).balance === 30, 'the sweep to expire the order and return its credit');
      const order = (await api.get('/api/orders', who.headers)).body.find((o: { id: string }) => o.id === placed.body.orderId);
      expect(order).toMatchObject({ delivery_status: 'Cancelled', payment: { state: 'expired' } });
    });
  });
});
