import { Types } from 'mongoose';
import { OrderModel } from '../../src/modules/orders/model';
import { useTestApp } from '../helpers/build-app';
import { adminHeaders, createPartner, type Partner, signUp } from '../helpers/accounts';
import { HYDERABAD, placeOrder, useCatalogue, WARANGAL } from './fixtures';
import { withCode } from '../helpers/handover';

describe('admin orders API', () => {
  const t = useTestApp();
  const { api, adminHeaders: admin } = t;
  const cat = useCatalogue(t);

  describe('GET /api/admin/orders', () => {
    let ids: { hyd1: string; hyd2: string; out1: string };
    let customerPhone: string;
    beforeAll(async () => {
      const c = await signUp(t, 'Padma');
      customerPhone = c.phone;
      const hyd1 = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }]);
      const out1 = await placeOrder(t, c, [{ id: cat.ghee500ml, quantity: 1 }], WARANGAL);
      const hyd2 = await placeOrder(t, c, [{ id: cat.chicken1kg, quantity: 1 }], HYDERABAD);
      ids = { hyd1, hyd2, out1 };
      // An old order, to filter by date: 10 Jan 2026 in Hyderabad (created late on 9 Jan UTC). Written with
      // the driver because mongoose keeps created_at immutable.
      await OrderModel.collection.updateOne({ _id: new Types.ObjectId(hyd1) }, { $set: { created_at: new Date('2026-01-09T20:00:00Z'), day: '2026-01-10' } });
    });

    it('lists every order newest first with customer, partner and history fields', async () => {
      const res = await api.get('/api/admin/orders', admin);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 3, page: 1, totalPages: 1 });
      expect(res.body.orders.map((o: { id: string }) => o.id)).toEqual([ids.hyd2, ids.out1, ids.hyd1]);
      expect(res.body.orders[1]).toMatchObject({
        customer_name: 'Padma',
        customer_phone: customerPhone,
        payment_method: 'Cash on Delivery',
        is_outstation: true,
        delivery_type: 'automated',
        partner_id: null,
        partner_name: null,
        partner_phone: null,
        status_history: [{ status: 'Pending', by: expect.stringMatching(/^customer:/) }],
      });
    });

    it('filters by status, outstation and Hyderabad order days', async () => {
      const outstation = await api.get('/api/admin/orders?outstation=true', admin);
      expect(outstation.body.orders.map((o: { id: string }) => o.id)).toEqual([ids.out1]);
      const local = await api.get('/api/admin/orders?outstation=false', admin);
      expect(local.body.orders.map((o: { id: string }) => o.id)).toEqual([ids.hyd2, ids.hyd1]);
      const jan10 = await api.get('/api/admin/orders?from=2026-01-10&to=2026-01-10', admin);
      expect(jan10.body.orders.map((o: { id: string }) => o.id)).toEqual([ids.hyd1]);
      const jan9 = await api.get('/api/admin/orders?to=2026-01-09', admin);
      expect(jan9.body).toMatchObject({ orders: [], total: 0, totalPages: 1 });
      const pending = await api.get('/api/admin/orders?status=Pending&from=2026-01-11', admin);
      expect(pending.body.total).toBe(2);
      const delivered = await api.get('/api/admin/orders?status=Delivered', admin);
      expect(delivered.body.total).toBe(0);
    });

    it('pages with page/limit', async () => {
      const p1 = await api.get('/api/admin/orders?limit=2', admin);
      const p2 = await api.get('/api/admin/orders?limit=2&page=2', admin);
      expect(p1.body).toMatchObject({ total: 3, page: 1, totalPages: 2 });
      expect(p2.body).toMatchObject({ total: 3, page: 2, totalPages: 2 });
      expect([...p1.body.orders, ...p2.body.orders].map((o: { id: string }) => o.id)).toEqual([ids.hyd2, ids.out1, ids.hyd1]);
    });

    it.each([
      ['limit above 200', '?limit=201'],
      ['page 0', '?page=0'],
      ['an unknown status', '?status=Lost'],
      ['a malformed date', '?from=10-01-2026'],
      ['an unknown filter', '?shopper=x'],
    ])('rejects %s with 400', async (_what, query) => {
      expect((await api.get(`/api/admin/orders${query}`, admin)).status).toBe(400);
    });

    it('is for admins only', async () => {
      const c = await signUp(t);
      expect((await api.get('/api/admin/orders')).status).toBe(401);
      expect((await api.get('/api/admin/orders', c.headers)).status).toBe(401);
      expect((await api.get('/api/admin/orders', { 'x-admin-token': c.headers['x-auth-token']! })).status).toBe(403);
    });
  });

  /** Offers a disabled partner, an unknown one and what is not an id: each refused with the partner-list message. */
  async function expectOnlyActivePartners(choose: (partnerId: string) => Promise<{ status: number; body: { msg?: string } }>) {
    const disabled = await createPartner(t, 'Off duty', false);
    // A well-formed request the partner list refuses is a conflict with its state, not a malformed one.
    for (const [partnerId, status] of [
      [disabled.id, 409],
      [new Types.ObjectId().toString(), 409],
      ['nonsense', 400],
    ] as const) {
      const res = await choose(partnerId);
      expect([partnerId, res.status, res.body.msg]).toEqual([partnerId, status, 'Please choose an active delivery partner.']);
    }
  }

  describe('PUT /api/admin/orders/:id/assign', () => {
    it('assigns a Pending partner order and records who did it', async () => {
      const c = await signUp(t);
      const id = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }]);
      const partner = await createPartner(t, 'Yadagiri');
      const adminId = t.adminId;
      const res = await api.put(`/api/admin/orders/${id}/assign`, { partnerId: partner.id }, adminHeaders(t, adminId));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        delivery_status: 'Assigned',
        partner_id: partner.id,
        partner_name: 'Yadagiri',
        partner_phone: partner.phone,
      });
      expect(res.body.status_history.map((h: { status: string; by: string }) => [h.status, h.by])).toEqual([
        ['Pending', `customer:${c.id}`],
        ['Assigned', `admin:${adminId}`],
      ]);
    });

    it('refuses courier orders with "This order is handled automatically."', async () => {
      const c = await signUp(t);
      const id = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }], WARANGAL);
      const partner = await createPartner(t);
      const res = await api.put(`/api/admin/orders/${id}/assign`, { partnerId: partner.id }, admin);
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe('This order is handled automatically.');
      expect((await OrderModel.findById(id).lean())!.delivery_status).toBe('Pending');
    });

    it('refuses unknown and disabled partners (409; 400 for what is not an id) and unknown orders (404)', async () => {
      const c = await signUp(t);
      const id = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }]);
      await expectOnlyActivePartners((partnerId) => api.put(`/api/admin/orders/${id}/assign`, { partnerId }, admin));
      const partner = await createPartner(t);
      expect((await api.put(`/api/admin/orders/${new Types.ObjectId()}/assign`, { partnerId: partner.id }, admin)).status).toBe(404);
      expect((await api.put(`/api/admin/orders/${id}/assign`, {}, admin)).status).toBe(400);
      expect((await api.put(`/api/admin/orders/${id}/assign`, { partnerId: { $ne: null } }, admin)).status).toBe(400);
      expect((await OrderModel.findById(id).lean())!.delivery_status).toBe('Pending');
    });

    it('lets exactly one of two admins assigning at once win', async () => {
      const c = await signUp(t);
      const id = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }]);
      const [p1, p2] = [await createPartner(t, 'First'), await createPartner(t, 'Second')];
      const results = await Promise.all([
        api.put(`/api/admin/orders/${id}/assign`, { partnerId: p1.id }, adminHeaders(t)),
        api.put(`/api/admin/orders/${id}/assign`, { partnerId: p2.id }, adminHeaders(t)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.status === 200)!.body.partner_id;
      const stored = await OrderModel.findById(id).lean();
      expect(stored!.partner_id).toBe(winner);
      expect(stored!.status_history.filter((h) => h.status === 'Assigned')).toHaveLength(1);
      expect(results.find((r) => r.status === 409)!.body.msg).toBe('This order has already been assigned to a partner.');
    });
  });

  describe('PUT /api/admin/orders/:id/cancel', () => {
    it('cancels an order not yet out for delivery, and only once', async () => {
      const c = await signUp(t);
      const id = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }]);
      const res = await api.put(`/api/admin/orders/${id}/cancel`, undefined, admin);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ delivery_status: 'Cancelled', status: 'Cancelled' });
      const again = await api.put(`/api/admin/orders/${id}/cancel`, undefined, admin);
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe('This order is already cancelled.');
      // A cancelled order does not use up the first-order discount.
      const quote = await api.post('/api/orders/quote', { cartItems: [{ id: cat.eggs6, quantity: 1 }], shippingAddress: null }, c.headers);
      expect(quote.body.is_first_order).toBe(true);
    });

    it('answers 404 for an unknown order and 401 without an admin token', async () => {
      expect((await api.put(`/api/admin/orders/${new Types.ObjectId()}/cancel`, undefined, admin)).status).toBe(404);
      expect((await api.put(`/api/admin/orders/${new Types.ObjectId()}/cancel`)).status).toBe(401);
    });
  });

  /** A Hyderabad order Assigned to `partner`, then Out for Delivery if `accepted`. */
  async function orderWith(partner: Partner, accepted: boolean): Promise<string> {
    const c = await signUp(t);
    const id = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }]);
    expect((await api.put(`/api/admin/orders/${id}/assign`, { partnerId: partner.id }, admin)).status).toBe(200);
    if (accepted) expect((await api.put(`/api/delivery/orders/${id}/accept`, undefined, partner.headers)).status).toBe(200);
    return id;
  }
  const historyOf = (body: { status_history: Array<{ status: string; by: string }> }) => body.status_history.map((h) => [h.status, h.by]);
  const disable = async (partner: Partner) => expect((await api.put(`/api/admin/delivery-partners/${partner.id}`, { active: false }, admin)).status).toBe(200);

  describe('assigning twice to the same partner', () => {
    it('answers 200 with the order unchanged (a repeated click), and 409 for another partner', async () => {
      const partner = await createPartner(t, 'Same');
      const id = await orderWith(partner, false);
      const again = await api.put(`/api/admin/orders/${id}/assign`, { partnerId: partner.id }, admin);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ delivery_status: 'Assigned', partner_id: partner.id });
      expect(again.body.status_history.filter((h: { status: string }) => h.status === 'Assigned')).toHaveLength(1);
      const other = await createPartner(t, 'Other');
      expect((await api.put(`/api/admin/orders/${id}/assign`, { partnerId: other.id }, admin)).status).toBe(409);
    });

    it('answers 409 once the partner has taken the order out', async () => {
      const partner = await createPartner(t);
      const id = await orderWith(partner, true);
      const res = await api.put(`/api/admin/orders/${id}/assign`, { partnerId: partner.id }, admin);
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe('This order is Out for Delivery and can no longer be assigned.');
    });
  });

  describe('an order whose partner is disabled', () => {
    /** The order's state when its partner is disabled, and whether the partner had accepted it by then. */
    const WHILE: Array<[string, boolean]> = [
      ['Assigned', false],
      ['Out for Delivery', true],
    ];
    async function orderOfDisabledPartner(accepted: boolean) {
      const gone = await createPartner(t, 'Gone');
      const id = await orderWith(gone, accepted);
      await disable(gone);
      return { gone, id };
    }

    it.each(WHILE)('%s: reassigned to another active partner, who accepts and completes it', async (_status, accepted) => {
      const { gone, id } = await orderOfDisabledPartner(accepted);
      const next = await createPartner(t, 'Next');
      const adminId = t.adminId;
      const res = await api.put(`/api/admin/orders/${id}/reassign`, { fromPartnerId: gone.id, partnerId: next.id }, adminHeaders(t, adminId));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        delivery_status: 'Assigned',
        status: 'Placed',
        partner_id: next.id,
        partner_name: 'Next',
        partner_phone: next.phone,
      });
      expect(historyOf(res.body).at(-1)).toEqual(['Assigned', `admin:${adminId}`]);
      expect((await api.put(`/api/delivery/orders/${id}/accept`, undefined, next.headers)).status).toBe(200);
      const done = await api.put(`/api/delivery/orders/${id}/complete`, await withCode(id), next.headers);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ delivery_status: 'Delivered', status: 'Completed' });
    });

    it.each(WHILE)('%s: unassigned back to Pending without a partner, then assigned again', async (_status, accepted) => {
      const { gone, id } = await orderOfDisabledPartner(accepted);
      const adminId = t.adminId;
      const res = await api.put(`/api/admin/orders/${id}/unassign`, { fromPartnerId: gone.id }, adminHeaders(t, adminId));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ delivery_status: 'Pending', status: 'Placed', partner_id: null, partner_name: null, partner_phone: null });
      expect(historyOf(res.body).at(-1)).toEqual(['Pending', `admin:${adminId}`]);
      const next = await createPartner(t, 'Next');
      expect((await api.put(`/api/admin/orders/${id}/assign`, { partnerId: next.id }, admin)).body.partner_id).toBe(next.id);
    });

    it('Out for Delivery: cancelled by an admin', async () => {
      const { id } = await orderOfDisabledPartner(true);
      const adminId = t.adminId;
      const res = await api.put(`/api/admin/orders/${id}/cancel`, undefined, adminHeaders(t, adminId));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ delivery_status: 'Cancelled', status: 'Cancelled' });
      expect(historyOf(res.body).at(-1)).toEqual(['Cancelled', `admin:${adminId}`]);
    });
  });

  describe('PUT /api/admin/orders/:id/reassign and /unassign refusals', () => {
    it('refuses a disabled, unknown or unchanged partner (409; 400 for what is not an id) and changes nothing', async () => {
      const partner = await createPartner(t);
      const id = await orderWith(partner, true);
      const before = JSON.stringify(await OrderModel.findById(id).lean());
      await expectOnlyActivePartners((partnerId) => api.put(`/api/admin/orders/${id}/reassign`, { fromPartnerId: partner.id, partnerId }, admin));
      const same = await api.put(`/api/admin/orders/${id}/reassign`, { fromPartnerId: partner.id, partnerId: partner.id }, admin);
      expect(same.status).toBe(409);
      expect(same.body.msg).toBe('Please choose another delivery partner.');
      expect((await api.put(`/api/admin/orders/${id}/reassign`, { partnerId: partner.id }, admin)).status).toBe(400);
      expect((await api.put(`/api/admin/orders/${id}/unassign`, undefined, admin)).status).toBe(400);
      expect((await api.put(`/api/admin/orders/${id}/unassign`, { fromPartnerId: { $ne: null } }, admin)).status).toBe(400);
      expect(JSON.stringify(await OrderModel.findById(id).lean())).toBe(before);
    });

    it('refuses Pending, finished and courier orders (409), unknown orders (404) and non-admins (401/403)', async () => {
      const c = await signUp(t);
      const [p1, p2] = [await createPartner(t, 'One'), await createPartner(t, 'Two')];
      const pending = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }]);
      const courier = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }], WARANGAL);
      const delivered = await orderWith(p1, true);
      await api.put(`/api/delivery/orders/${delivered}/complete`, await withCode(delivered), p1.headers);
      const reassign = (id: string, headers = admin) => api.put(`/api/admin/orders/${id}/reassign`, { fromPartnerId: p1.id, partnerId: p2.id }, headers);
      const unassign = (id: string, headers = admin) => api.put(`/api/admin/orders/${id}/unassign`, { fromPartnerId: p1.id }, headers);
      for (const move of [reassign, unassign]) {
        expect((await move(pending)).body).toEqual({ msg: 'This order has no delivery partner.' });
        expect((await move(courier)).body).toEqual({ msg: 'This order is handled automatically.' });
        const finished = await move(delivered);
        expect(finished.status).toBe(409);
        expect(finished.body.msg).toMatch(/^This order is Delivered and can no longer be (re|un)assigned\.$/);
        expect((await move(new Types.ObjectId().toString())).status).toBe(404);
        expect((await move(delivered, {})).status).toBe(401);
        expect((await move(delivered, { 'x-admin-token': c.headers['x-auth-token']! })).status).toBe(403);
      }
      expect((await OrderModel.findById(delivered).lean())!.partner_id).toBe(p1.id);
    });
  });

  describe('two admins at once', () => {
    it('reassigning to different partners: exactly one wins, the other gets 409', async () => {
      const gone = await createPartner(t, 'Gone');
      const id = await orderWith(gone, true);
      const [p1, p2] = [await createPartner(t, 'First'), await createPartner(t, 'Second')];
      const results = await Promise.all(
        [p1, p2].map((p) => api.put(`/api/admin/orders/${id}/reassign`, { fromPartnerId: gone.id, partnerId: p.id }, adminHeaders(t))),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.msg).toBe('This order has just been given to another partner. Reload to see who has it.');
      const stored = await OrderModel.findById(id).lean();
      expect(stored!.partner_id).toBe(results.find((r) => r.status === 200)!.body.partner_id);
      expect(stored!.status_history.map((h) => h.status)).toEqual(['Pending', 'Assigned', 'Out for Delivery', 'Assigned']);
    });

    it('unassigning and reassigning: exactly one wins, the other gets 409', async () => {
      const gone = await createPartner(t, 'Gone');
      const id = await orderWith(gone, false);
      const next = await createPartner(t, 'Next');
      const results = await Promise.all([
        api.put(`/api/admin/orders/${id}/unassign`, { fromPartnerId: gone.id }, adminHeaders(t)),
        api.put(`/api/admin/orders/${id}/reassign`, { fromPartnerId: gone.id, partnerId: next.id }, adminHeaders(t)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const stored = await OrderModel.findById(id).lean();
      expect(stored!.status_history).toHaveLength(3);
      expect(stored!.delivery_status).toBe(results[0]!.status === 200 ? 'Pending' : 'Assigned');
    });

    it('unassigning twice: exactly one wins, the other gets 409', async () => {
      const gone = await createPartner(t, 'Gone');
      const id = await orderWith(gone, true);
      const results = await Promise.all([1, 2].map(() => api.put(`/api/admin/orders/${id}/unassign`, { fromPartnerId: gone.id }, adminHeaders(t))));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.msg).toBe('This order has no delivery partner.');
    });

    it('cancelling an Out for Delivery order twice: exactly one wins, the other gets 409', async () => {
      const partner = await createPartner(t);
      const id = await orderWith(partner, true);
      const results = await Promise.all([1, 2].map(() => api.put(`/api/admin/orders/${id}/cancel`, undefined, adminHeaders(t))));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.msg).toBe('This order is already cancelled.');
    });
  });

  describe('the partner filter of GET /api/admin/orders', () => {
    it('lists the orders a partner carries, and no longer once they are reassigned', async () => {
      const [p1, p2] = [await createPartner(t, 'One'), await createPartner(t, 'Two')];
      const a = await orderWith(p1, false);
      const b = await orderWith(p1, true);
      const ids = async (partner: Partner) => (await api.get(`/api/admin/orders?partner=${partner.id}`, admin)).body.orders.map((o: { id: string }) => o.id);
      expect(await ids(p1)).toEqual([b, a]);
      await api.put(`/api/admin/orders/${b}/reassign`, { fromPartnerId: p1.id, partnerId: p2.id }, admin);
      expect(await ids(p1)).toEqual([a]);
      expect(await ids(p2)).toEqual([b]);
    });
  });

  describe('the customer filter of GET /api/admin/orders', () => {
    it("lists one customer's orders only, newest first, with their total; an unknown customer has none", async () => {
      const [padma, ravi] = [await signUp(t, 'Padma'), await signUp(t, 'Ravi')];
      const first = await placeOrder(t, padma, [{ id: cat.eggs6, quantity: 1 }]);
      await placeOrder(t, ravi, [{ id: cat.eggs6, quantity: 1 }]);
      const second = await placeOrder(t, padma, [{ id: cat.ghee500ml, quantity: 1 }], WARANGAL);
      const res = await api.get(`/api/admin/orders?customer=${padma.id}`, admin);
      expect(res.status).toBe(200);
      expect(res.body.orders.map((o: { id: string }) => o.id)).toEqual([second, first]);
      expect(res.body.orders.every((o: { customer_name: string }) => o.customer_name === 'Padma')).toBe(true);
      expect(res.body.total).toBe(2);
      const outstation = await api.get(`/api/admin/orders?customer=${padma.id}&outstation=true`, admin);
      expect(outstation.body.orders.map((o: { id: string }) => o.id)).toEqual([second]);
      const nobody = await api.get(`/api/admin/orders?customer=${new Types.ObjectId().toString()}`, admin);
      expect(nobody.body).toMatchObject({ orders: [], total: 0 });
    });
  });
});
