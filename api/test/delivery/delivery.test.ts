import { Types } from 'mongoose';
import { kolkataDay } from '../../src/lib/calendar';
import { POSITION_FRESH_MS } from '../../src/modules/partners/position-freshness';
import { DELIVERY_STATUSES, OrderModel, type DeliveryStatus } from '../../src/modules/orders/model';
import { PartnerModel } from '../../src/modules/partners/model';
import { useTestApp } from '../helpers/build-app';
import { createPartner, type Customer, type Partner, signUp } from '../helpers/accounts';
import { createProduct } from '../catalogue/fixtures';
import { withCode } from '../helpers/handover';

/** The product every stored order is of: a real one, so that a cancel finds the variant to give stock back to. */
const eggs = { product_id: '', variant_id: '' };

/** An order stored directly in a given state (how it got there is tested elsewhere). */
async function storedOrder(opts: {
  owner: Customer;
  delivery_status: DeliveryStatus;
  delivery_type: 'partner' | 'automated';
  partner?: Partner | null;
  created_at?: Date;
  delivered_at?: Date | null;
}) {
  const created = opts.created_at ?? new Date();
  const finished = opts.delivery_status === 'Delivered' || opts.delivery_status === 'Completed';
  const doc = await OrderModel.create({
    user_id: opts.owner.id,
    customer_name: opts.owner.name,
    customer_phone: opts.owner.phone,
    items: [{ ...eggs, name: 'Country Eggs', variantLabel: '6 pcs', quantity: 2, price_paise: 90_00 }],
    shipping_address: { label: 'Home', value: opts.delivery_type === 'partner' ? 'Kukatpally, Hyderabad' : 'Nellore, A.P.' },
    subtotal_paise: 180_00,
    shipping_paise: 0,
    total_paise: 180_00,
    delivery_status: opts.delivery_status,
    status: finished ? 'Completed' : opts.delivery_status === 'Cancelled' ? 'Cancelled' : 'Placed',
    delivery_type: opts.delivery_type,
    is_outstation: opts.delivery_type === 'automated',
    partner_id: opts.partner?.id ?? null,
    partner_name: opts.partner?.name ?? null,
    partner_phone: opts.partner?.phone ?? null,
    status_history: [{ status: opts.delivery_status, at: created, by: 'system' }],
    delivered_at: opts.delivered_at ?? null,
    created_at: created,
    day: kolkataDay(created),
  });
  return doc._id.toString();
}

const snapshot = async (id: string) => JSON.stringify(await OrderModel.findById(id).lean());

describe('delivery partner API', () => {
  const t = useTestApp();
  const { api, adminHeaders } = t;
  let owner: Customer;
  let stranger: Customer;
  let assigned: Partner;
  let otherPartner: Partner;

  beforeAll(async () => {
    const product = await createProduct(t, { name: 'Country Eggs', category: 'eggs' }, { label: '6 pcs', price: 90, weight_grams: 360 });
    Object.assign(eggs, { product_id: product.id, variant_id: product.variants[0].id });
    owner = await signUp(t, 'Owner Customer');
    stranger = await signUp(t, 'Other Customer');
    assigned = await createPartner(t, 'Assigned Partner');
    otherPartner = await createPartner(t, 'Other Partner');
  });

  describe('GET /api/delivery/orders', () => {
    it("lists the partner's Assigned, Out for Delivery and today's Delivered orders with what to collect", async () => {
      const p = await createPartner(t, 'Lister');
      const now = new Date();
      const yesterday = new Date(now.getTime() - 26 * 60 * 60 * 1000);
      const carriedByP = (delivery_status: DeliveryStatus, created_at?: Date, delivered_at?: Date) =>
        storedOrder({ owner, delivery_status, delivery_type: 'partner', partner: p, created_at, delivered_at });
      const assignedId = await carriedByP('Assigned', new Date(now.getTime() - 3000));
      const onTheWay = await carriedByP('Out for Delivery', new Date(now.getTime() - 2000));
      const deliveredToday = await carriedByP('Delivered', new Date(now.getTime() - 1000), now);
      await carriedByP('Delivered', yesterday, yesterday);
      await carriedByP('Cancelled');
      await storedOrder({ owner, delivery_status: 'Assigned', delivery_type: 'partner', partner: otherPartner });

      const res = await api.get('/api/delivery/orders', p.headers);
      expect(res.status).toBe(200);
      expect(res.body.map((o: { id: string }) => o.id)).toEqual([deliveredToday, onTheWay, assignedId]);
      expect(res.body[2]).toEqual({
        id: assignedId,
        customer_name: 'Owner Customer',
        customer_phone: owner.phone,
        total_amount: 180,
        amount_due: 180, // a cash order from before online payment: all of it is collected at the door
        payment: { method: 'cod', state: 'due', paid_via: null },
        destination: null, // no pin, and a pincode not known to the map
        handover: { code_required: false, tries_left: 5, locked: false, override: null, picked_up_at: null, arrived_at: null },
        shipping_address: { label: 'Home', value: 'Kukatpally, Hyderabad', landmark: null, pin: null },
        slot: null, // this store has set up no delivery slots
        delivery_status: 'Assigned',
        status: 'Placed',
        subscription: null,
        created_at: expect.any(String),
        items: [expect.objectContaining({ name: 'Country Eggs', variantLabel: '6 pcs', quantity: 2, price: 90 })],
        cash_collected: null,
        cash_note: null,
      });
    });

    it('refuses a disabled partner (401), a customer or admin token (403) and no token (401)', async () => {
      const p = await createPartner(t, 'Off duty', false);
      expect((await api.get('/api/delivery/orders', p.headers)).status).toBe(401);
      expect((await api.get('/api/delivery/orders')).status).toBe(401);
      expect((await api.get('/api/delivery/orders', { 'x-partner-token': adminHeaders['x-admin-token']! })).status).toBe(403);
      expect((await api.get('/api/delivery/orders', { 'x-partner-token': owner.headers['x-auth-token']! })).status).toBe(403);
    });
  });

  describe('accept and complete', () => {
    it('moves Assigned → Out for Delivery → Delivered/Completed with history', async () => {
      const id = await storedOrder({ owner, delivery_status: 'Assigned', delivery_type: 'partner', partner: assigned });
      const accepted = await api.put(`/api/delivery/orders/${id}/accept`, undefined, assigned.headers);
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ id, delivery_status: 'Out for Delivery', status: 'Placed' });
      const completed = await api.put(`/api/delivery/orders/${id}/complete`, await withCode(id), assigned.headers);
      expect(completed.status).toBe(200);
      expect(completed.body).toMatchObject({ id, delivery_status: 'Delivered', status: 'Completed' });
      const stored = await OrderModel.findById(id).lean();
      expect(stored!.status_history.map((h) => [h.status, h.by])).toEqual([
        ['Assigned', 'system'],
        ['Out for Delivery', `partner:${assigned.id}`],
        ['Delivered', `partner:${assigned.id}`],
      ]);
      // The customer sees it delivered.
      const mine = (await api.get('/api/orders', owner.headers)).body.find((o: { id: string }) => o.id === id);
      expect(mine).toMatchObject({ delivery_status: 'Delivered', status: 'Completed' });
    });

    it('lets exactly one of 20 concurrent accepts succeed; the rest get 409', async () => {
      const id = await storedOrder({ owner, delivery_status: 'Assigned', delivery_type: 'partner', partner: assigned });
      const results = await Promise.all(Array.from({ length: 20 }, () => api.put(`/api/delivery/orders/${id}/accept`, undefined, assigned.headers)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      const stored = await OrderModel.findById(id).lean();
      expect(stored!.status_history.filter((h) => h.status === 'Out for Delivery')).toHaveLength(1);
    });

    it('answers 404 for unknown or malformed ids', async () => {
      expect((await api.put(`/api/delivery/orders/${new Types.ObjectId()}/accept`, undefined, assigned.headers)).status).toBe(404);
      expect((await api.put('/api/delivery/orders/xyz/complete', undefined, assigned.headers)).status).toBe(404);
    });
  });

  describe('completing with the cash collected', () => {
    const complete = (id: string, body: unknown, p: Partner = assigned) => api.put(`/api/delivery/orders/${id}/complete`, body, p.headers);
    const onTheWay = () => storedOrder({ owner, delivery_status: 'Out for Delivery', delivery_type: 'partner', partner: assigned });
    const adminView = async (id: string) =>
      (await api.get('/api/admin/orders?page=1&limit=200', adminHeaders)).body.orders.find((o: { id: string }) => o.id === id);
    const partnerView = async (id: string) => (await api.get('/api/delivery/orders', assigned.headers)).body.find((o: { id: string }) => o.id === id);

    it('stores the amount due as collected, shown to the partner and in the admin order view', async () => {
      const id = await onTheWay();
      const done = await complete(id, { cash_collected_paise: 180_00 });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ delivery_status: 'Delivered', cash_collected: 180, cash_note: null });
      const stored = await OrderModel.findById(id).lean();
      expect(stored).toMatchObject({ cash_collected_paise: 180_00, cash_note: null, delivery_status: 'Delivered', status: 'Completed' });
      expect(await partnerView(id)).toMatchObject({ delivery_status: 'Delivered', cash_collected: 180, cash_note: null });
      expect(await adminView(id)).toMatchObject({ delivery_status: 'Delivered', cash_collected: 180, cash_note: null });
    });

    it('stores a different amount with the note explaining it', async () => {
      const id = await onTheWay();
      const note = '  Customer paid ₹170, short of change  ';
      const done = await complete(id, { cash_collected_paise: 170_00, note });
      expect(done.status).toBe(200);
      expect(await adminView(id)).toMatchObject({ cash_collected: 170, cash_note: note.trim() });
      expect(await partnerView(id)).toMatchObject({ cash_collected: 170, cash_note: note.trim() });
    });

    it('takes a request without a body (the app before this confirmation) as the amount due collected', async () => {
      const id = await onTheWay();
      expect((await complete(id, undefined)).status).toBe(200);
      expect(await OrderModel.findById(id).lean()).toMatchObject({ cash_collected_paise: 180_00, cash_note: null });
    });

    it.each([
      ['a different amount without a note', { cash_collected_paise: 150_00 }, /differs from the amount due: please add a note/],
      ['a different amount with a blank note', { cash_collected_paise: 150_00, note: '   ' }, /differs from the amount due: please add a note/],
      ['a note of 2 characters', { cash_collected_paise: 150_00, note: 'ok' }, /note must be 3 to 300 characters/],
      ['a note of 301 characters', { cash_collected_paise: 150_00, note: 'x'.repeat(301) }, /note/],
      ['a negative amount', { cash_collected_paise: -1 }, /whole number of paise, 0 or more/],
      ['a fractional amount', { cash_collected_paise: 180_00.5, note: 'half a paisa' }, /whole number of paise, 0 or more/],
      ['more than 10× the amount due', { cash_collected_paise: 180_00 * 10 + 1, note: 'typed an extra zero' }, /more than 10 times/],
      ['the amount as text', { cash_collected_paise: '18000' }, /cash_collected_paise/],
      ['an unknown field', { cash_collected_paise: 180_00, tip: 10 }, /Unexpected field: tip/],
    ])('refuses %s with a clear 400 and changes nothing', async (_case, body, msg) => {
      const id = await onTheWay();
      const before = await snapshot(id);
      const res = await complete(id, body);
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(msg);
      expect(await snapshot(id)).toBe(before);
    });

    it("answers 404 for another partner's order, whatever the cash, and changes nothing", async () => {
      const id = await onTheWay();
      const before = await snapshot(id);
      for (const body of [{ cash_collected_paise: 180_00 }, { cash_collected_paise: 1 }]) {
        const res = await complete(id, body, otherPartner);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ msg: 'We could not find that order.' });
      }
      expect(await snapshot(id)).toBe(before);
    });

    it('answers a second complete with 409 and keeps the cash first reported', async () => {
      const id = await onTheWay();
      expect((await complete(id, { cash_collected_paise: 175_00, note: 'Gave ₹5 off for a cracked egg' })).status).toBe(200);
      const after = await snapshot(id);
      const again = await complete(id, { cash_collected_paise: 180_00 });
      expect(again.status).toBe(409);
      expect(again.body.msg).toMatch(/This order is Delivered/);
      expect(await snapshot(id)).toBe(after);
    });
  });

  describe("the customer's view of the partner's position", () => {
    const locationOf = (id: string) => api.get(`/api/orders/${id}/location`, owner.headers);
    const share = (p: Partner, latitude: number) =>
      api.put('/api/delivery/location', { latitude, longitude: 78.45 }, p.headers).then((r) => expect(r.status).toBe(200));

    it('is hidden once the partner is disabled, and comes back only if they are enabled again', async () => {
      const p = await createPartner(t, 'Carrier');
      const id = await storedOrder({ owner, delivery_status: 'Out for Delivery', delivery_type: 'partner', partner: p });
      await share(p, 17.41);
      expect((await locationOf(id)).body).toMatchObject({ latitude: 17.41 });
      expect((await api.put(`/api/admin/delivery-partners/${p.id}`, { active: false }, adminHeaders)).status).toBe(200);
      const hidden = await locationOf(id);
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual({ msg: 'Your delivery partner is not sharing a location right now.' });
      expect((await api.put(`/api/admin/delivery-partners/${p.id}`, { active: true }, adminHeaders)).status).toBe(200);
      expect((await locationOf(id)).body).toMatchObject({ latitude: 17.41 });
    });

    it('is "not being shared" once the last position is more than 2 minutes old, and back with a fresh one', async () => {
      const p = await createPartner(t, 'Went quiet');
      const id = await storedOrder({ owner, delivery_status: 'Out for Delivery', delivery_type: 'partner', partner: p });
      await share(p, 17.45);
      const fresh = await locationOf(id);
      expect(fresh.body).toEqual({ latitude: 17.45, longitude: 78.45, updated_at: expect.any(String) });
      const sentAt = new Date(fresh.body.updated_at as string);
      // The app's 30-second reports stopped arriving (permission denied, app closed): age the stored position.
      const age = async (ms: number) => PartnerModel.updateOne({ _id: p.id }, { $set: { 'location.updated_at': new Date(sentAt.getTime() - ms) } });
      await age(POSITION_FRESH_MS - 5_000);
      expect((await locationOf(id)).status).toBe(200);
      await age(POSITION_FRESH_MS + 1_000);
      const stale = await locationOf(id);
      expect(stale.status).toBe(404);
      expect(stale.body).toEqual({ msg: 'Your delivery partner is not sharing a location right now.' });
      await share(p, 17.46);
      expect((await locationOf(id)).body).toMatchObject({ latitude: 17.46 });
    });

    it("after a reassign shows only the new partner's position; after an unassign none", async () => {
      const [first, second] = [await createPartner(t, 'First'), await createPartner(t, 'Second')];
      const id = await storedOrder({ owner, delivery_status: 'Out for Delivery', delivery_type: 'partner', partner: first });
      await share(first, 17.42);
      expect((await locationOf(id)).body).toMatchObject({ latitude: 17.42 });
      const moved = await api.put(`/api/admin/orders/${id}/reassign`, { fromPartnerId: first.id, partnerId: second.id }, adminHeaders);
      expect(moved.status).toBe(200);
      // Reassigned, the order waits for the new partner to set off with it: no position until then, theirs after.
      await share(first, 17.43);
      expect((await locationOf(id)).status).toBe(409);
      expect((await api.put(`/api/delivery/orders/${id}/accept`, undefined, second.headers)).status).toBe(200);
      expect((await locationOf(id)).status).toBe(404); // the new partner has not shared a position yet
      await share(second, 17.44);
      expect((await locationOf(id)).body).toMatchObject({ latitude: 17.44 });
      expect((await api.put(`/api/admin/orders/${id}/unassign`, { fromPartnerId: second.id }, adminHeaders)).status).toBe(200);
      const none = await locationOf(id);
      expect(none.status).toBe(409);
      expect(none.body.msg).toMatch(/^Live tracking starts when your order is out for delivery/);
    });
  });

  describe('the delivery state machine: every status × action × role', () => {
    type Role = 'admin' | 'assigned partner' | 'other partner' | 'owner customer' | 'other customer';
    type Action = 'assign' | 'accept' | 'complete' | 'cancel' | 'mark-delivered' | 'unassign' | 'reassign';
    const ROLES: Role[] = ['admin', 'assigned partner', 'other partner', 'owner customer', 'other customer'];
    const ACTIONS: Action[] = ['assign', 'accept', 'complete', 'cancel', 'mark-delivered', 'unassign', 'reassign'];
    const TYPES = ['partner', 'automated'] as const;

    const route: Record<Action, { path: (id: string) => string; header: string; body?: () => unknown }> = {
      assign: { path: (id) => `/api/admin/orders/${id}/assign`, header: 'x-admin-token', body: () => ({ partnerId: assigned.id }) },
      accept: { path: (id) => `/api/delivery/orders/${id}/accept`, header: 'x-partner-token' },
      complete: { path: (id) => `/api/delivery/orders/${id}/complete`, header: 'x-partner-token' },
      cancel: { path: (id) => `/api/admin/orders/${id}/cancel`, header: 'x-admin-token' },
      'mark-delivered': { path: (id) => `/api/orders/${id}/mark-delivered`, header: 'x-auth-token' },
      unassign: { path: (id) => `/api/admin/orders/${id}/unassign`, header: 'x-admin-token', body: () => ({ fromPartnerId: assigned.id }) },
      reassign: {
        path: (id) => `/api/admin/orders/${id}/reassign`,
        header: 'x-admin-token',
        body: () => ({ fromPartnerId: assigned.id, partnerId: otherPartner.id }),
      },
    };
    /** Each role's own token, sent in the header of the route it tries (so only its role decides). */
    const token = (role: Role): string =>
      ({
        admin: adminHeaders['x-admin-token']!,
        'assigned partner': assigned.headers['x-partner-token']!,
        'other partner': otherPartner.headers['x-partner-token']!,
        'owner customer': owner.headers['x-auth-token']!,
        'other customer': stranger.headers['x-auth-token']!,
      })[role];
    const roleOf: Record<Action, Role[]> = {
      assign: ['admin'],
      cancel: ['admin'],
      accept: ['assigned partner', 'other partner'],
      complete: ['assigned partner', 'other partner'],
      'mark-delivered': ['owner customer', 'other customer'],
      unassign: ['admin'],
      reassign: ['admin'],
    };
    /** Partner deliveries carry their partner from assignment on (a cancelled one may have had one). */
    const hasPartner = (type: string, status: DeliveryStatus) => type === 'partner' && !['Pending', 'Processing'].includes(status);

    /** The rules of docs/business-rules.md "Orders: states and who moves them", written out: the state each allowed move leads to. */
    function allowed(action: Action, role: Role, type: string, status: DeliveryStatus): DeliveryStatus | null {
      switch (action) {
        case 'assign':
          return role === 'admin' && type === 'partner' && status === 'Pending' ? 'Assigned' : null;
        case 'accept':
          return role === 'assigned partner' && hasPartner(type, status) && status === 'Assigned' ? 'Out for Delivery' : null;
        case 'complete':
          return role === 'assigned partner' && hasPartner(type, status) && status === 'Out for Delivery' ? 'Delivered' : null;
        case 'cancel':
          // A Shipped courier parcel the courier brings back can be cancelled too, and an online order awaiting payment.
          return role === 'admin' && ['Awaiting Payment', 'Pending', 'Processing', 'Assigned', 'Out for Delivery', 'Shipped'].includes(status)
            ? 'Cancelled'
            : null;
        case 'unassign':
          return role === 'admin' && hasPartner(type, status) && ['Assigned', 'Out for Delivery'].includes(status) ? 'Pending' : null;
        case 'reassign':
          return role === 'admin' && hasPartner(type, status) && ['Assigned', 'Out for Delivery'].includes(status) ? 'Assigned' : null;
        case 'mark-delivered':
          // Only a parcel the courier has can be received (docs/decisions.md).
          return role === 'owner customer' && type === 'automated' && status === 'Shipped' ? 'Delivered' : null;
      }
    }
    /** Asking for what is already so: assigning an order again to the partner it is Assigned to (200, unchanged). */
    const alreadySo = (action: Action, role: Role, type: string, status: DeliveryStatus) =>
      action === 'assign' && role === 'admin' && type === 'partner' && status === 'Assigned';
    /** Why a refusal is answered the way it is: wrong kind of caller 403, not yours 404, wrong state 409. */
    function refusal(action: Action, role: Role, type: string, status: DeliveryStatus): number {
      if (!roleOf[action].includes(role)) return 403;
      if (role === 'other partner' || role === 'other customer') return 404;
      if (role === 'assigned partner' && !hasPartner(type, status)) return 404;
      return 409;
    }

    const cases = DELIVERY_STATUSES.flatMap((status) =>
      TYPES.flatMap((type) => ACTIONS.flatMap((action) => ROLES.map((role) => ({ status, type, action, role })))),
    );

    it(`covers ${cases.length} combinations, 20 of them allowed`, () => {
      expect(cases).toHaveLength(9 * 2 * 7 * 5);
      // assign 1 + accept 1 + complete 1 + cancel 6 statuses × 2 types + confirm receipt of a Shipped courier order 1
      // + unassign 2 + reassign 2 (Assigned and Out for Delivery partner orders)
      expect(cases.filter((c) => allowed(c.action, c.role, c.type, c.status))).toHaveLength(20);
    });

    it.each(cases)('$status $type order: $action by $role', async ({ status, type, action, role }) => {
      const id = await storedOrder({ owner, delivery_status: status, delivery_type: type, partner: hasPartner(type, status) ? assigned : null });
      const before = await snapshot(id);
      const r = route[action];
      const res = await api.put(r.path(id), r.body?.(), { [r.header]: token(role) });
      const to = allowed(action, role, type, status);
      if (to) {
        expect(res.status).toBe(200);
        const after = await OrderModel.findById(id).lean();
        expect(after!.delivery_status).toBe(to);
        expect(after!.status).toBe(to === 'Delivered' ? 'Completed' : to === 'Cancelled' ? 'Cancelled' : 'Placed');
        expect(after!.status_history).toHaveLength(2);
        expect(after!.status_history[1]!.status).toBe(to);
        if (action === 'assign') expect(after!.partner_id).toBe(assigned.id);
        if (action === 'reassign') expect(after!.partner_id).toBe(otherPartner.id);
        if (action === 'unassign') expect(after!.partner_id).toBeNull();
      } else if (alreadySo(action, role, type, status)) {
        expect(res.status).toBe(200);
        expect(await snapshot(id)).toBe(before);
      } else {
        expect(res.status).toBe(refusal(action, role, type, status));
        expect(typeof res.body.msg).toBe('string');
        expect(await snapshot(id)).toBe(before);
      }
    });
  });
});
