import { PartnerModel } from '../../src/modules/partners/model';
import { ensureDemoPartners, getPartner, getPartnerLocation } from '../../src/modules/partners/service';
import { useTestApp } from '../helpers/build-app';
import { createPartner, signUp } from '../helpers/accounts';
import { placeOrder, seedCatalogue, WARANGAL } from '../orders/fixtures';
import { signUpWithCode } from '../helpers/sign-up';
import { withCode } from '../helpers/handover';

describe('delivery partners', () => {
  const t = useTestApp();
  const { api, adminHeaders: asAdmin } = t;

  describe('admin management', () => {
    it('creates a partner (201) without exposing the password', async () => {
      const res = await api.post('/api/admin/delivery-partners', { name: ' Venkat ', phone: '+91 90000 11111', password: 'venkat-pass-1' }, asAdmin);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Venkat', phone: '+919000011111', active: true });
      const stored = await PartnerModel.findById(res.body.id).lean();
      expect(stored?.password_hash).toMatch(/^scrypt\$/);
    });

    it('refuses a second partner with the same phone (409)', async () => {
      const res = await api.post('/api/admin/delivery-partners', { name: 'Other', phone: '09000011111', password: 'other-pass-1' }, asAdmin);
      expect(res.status).toBe(409);
      expect(res.body.msg).toMatch(/already exists/);
    });

    it.each([
      [{ name: 'X', phone: '12345', password: 'long-enough' }],
      [{ name: 'X', phone: '9000022222', password: 'short' }],
      [{ name: '', phone: '9000022222', password: 'long-enough' }],
      [{ name: 'X', phone: { $gt: '' }, password: 'long-enough' }],
      [{ name: 'X', phone: '9000022222', password: 'long-enough', active: false }],
    ])('answers 400 for %j', async (body) => {
      expect((await api.post('/api/admin/delivery-partners', body, asAdmin)).status).toBe(400);
    });

    it('lists partners as {id, name, phone, active}', async () => {
      const res = await api.get('/api/admin/delivery-partners', asAdmin);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([{ id: expect.any(String), name: 'Venkat', phone: '+919000011111', active: true }]);
    });

    it('disables and re-enables a partner; unknown ids → 404; bad bodies → 400', async () => {
      const [venkat] = (await api.get('/api/admin/delivery-partners', asAdmin)).body;
      const off = await api.put(`/api/admin/delivery-partners/${venkat.id}`, { active: false }, asAdmin);
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ ...venkat, active: false, ordersInHand: [] });
      expect((await api.put(`/api/admin/delivery-partners/${venkat.id}`, { active: true }, asAdmin)).body.active).toBe(true);
      expect((await api.put('/api/admin/delivery-partners/64b0000000000000000000aa', { active: false }, asAdmin)).status).toBe(404);
      expect((await api.put('/api/admin/delivery-partners/nope', { active: false }, asAdmin)).status).toBe(404);
      expect((await api.put(`/api/admin/delivery-partners/${venkat.id}`, { active: 'no' }, asAdmin)).status).toBe(400);
      expect((await api.put(`/api/admin/delivery-partners/${venkat.id}`, { active: true, name: 'x' }, asAdmin)).status).toBe(400);
    });

    it('is admin-only: no token → 401, customer or partner token in x-admin-token → 403', async () => {
      const customer = await signUpWithCode(t.url, { name: 'Cust', phone: '9370000001', password: 'cust-pass-1' });
      const partner = await api.post('/api/delivery/login', { phone: '9000011111', password: 'venkat-pass-1' });
      expect((await api.get('/api/admin/delivery-partners')).status).toBe(401);
      expect((await api.get('/api/admin/delivery-partners', { 'x-admin-token': customer.body.token })).status).toBe(403);
      expect((await api.get('/api/admin/delivery-partners', { 'x-admin-token': partner.body.token })).status).toBe(403);
      expect(
        (await api.post('/api/admin/delivery-partners', { name: 'Y', phone: '9000033333', password: 'long-enough' }, { 'x-admin-token': customer.body.token }))
          .status,
      ).toBe(403);
    });
  });

  describe('POST /api/delivery/login', () => {
    it('answers success, a partner token and the partner', async () => {
      const res = await api.post('/api/delivery/login', { phone: '90000 11111', password: 'venkat-pass-1' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, token: expect.any(String), partner: { id: expect.any(String), name: 'Venkat', phone: '+919000011111' } });
      expect(t.app.jwt.decode<{ role: string }>(res.body.token)?.role).toBe('partner');
    });

    it('answers 401 {success:false} with one message for a wrong password and an unknown phone', async () => {
      const wrong = await api.post('/api/delivery/login', { phone: '9000011111', password: 'wrong-pass' });
      const unknown = await api.post('/api/delivery/login', { phone: '9000099999', password: 'venkat-pass-1' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ success: false, msg: 'Incorrect phone number or password.' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('refuses a disabled partner, and their existing token stops working', async () => {
      const login = await api.post('/api/delivery/login', { phone: '9000011111', password: 'venkat-pass-1' });
      await api.put(`/api/admin/delivery-partners/${login.body.partner.id}`, { active: false }, asAdmin);
      try {
        const res = await api.post('/api/delivery/login', { phone: '9000011111', password: 'venkat-pass-1' });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, msg: expect.stringMatching(/not active/) });
        const loc = await api.put('/api/delivery/location', { latitude: 17.4, longitude: 78.4 }, { 'x-partner-token': login.body.token });
        expect(loc.status).toBe(401);
      } finally {
        await api.put(`/api/admin/delivery-partners/${login.body.partner.id}`, { active: true }, asAdmin);
      }
    });

    it.each([[{ phone: { $gt: '' }, password: 'x' }], [{ phone: '9000011111' }], [{ phone: '123', password: 'venkat-pass-1' }]])(
      'answers 400 for %j',
      async (body) => {
        expect((await api.post('/api/delivery/login', body)).status).toBe(400);
      },
    );
  });

  describe('PUT /api/delivery/location', () => {
    let token: string;
    let partnerId: string;
    beforeAll(async () => {
      const login = await api.post('/api/delivery/login', { phone: '9000011111', password: 'venkat-pass-1' });
      token = login.body.token;
      partnerId = login.body.partner.id;
    });

    it('stores the position with the time, readable through getPartnerLocation', async () => {
      expect(await getPartnerLocation(partnerId)).toBeNull();
      const res = await api.put('/api/delivery/location', { latitude: 17.385, longitude: 78.4867 }, { 'x-partner-token': token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true, updated_at: expect.any(String), ignored: null });
      const stored = await getPartnerLocation(partnerId);
      expect(stored).toEqual({ latitude: 17.385, longitude: 78.4867, updated_at: new Date(res.body.updated_at) });
    });

    it.each([
      [{ latitude: 91, longitude: 78 }],
      [{ latitude: -90.5, longitude: 78 }],
      [{ latitude: 17, longitude: 180.1 }],
      [{ latitude: 17, longitude: -181 }],
      [{ latitude: '17.3', longitude: 78 }],
      [{ latitude: 17 }],
      [{ latitude: 17, longitude: 78, accuracy: 5 }],
    ])('answers 400 for %j and keeps the last position', async (body) => {
      const before = await getPartnerLocation(partnerId);
      expect((await api.put('/api/delivery/location', body, { 'x-partner-token': token })).status).toBe(400);
      expect(await getPartnerLocation(partnerId)).toEqual(before);
    });

    it('accepts the edges of the ranges', async () => {
      expect((await api.put('/api/delivery/location', { latitude: -90, longitude: 180 }, { 'x-partner-token': token })).status).toBe(200);
    });

    it('is partner-only: no token → 401, a customer or admin token in x-partner-token → 403', async () => {
      const customer = (await api.post('/api/login', { phone: '9370000001', password: 'cust-pass-1' })).body.token;
      const body = { latitude: 17, longitude: 78 };
      expect((await api.put('/api/delivery/location', body)).status).toBe(401);
      expect((await api.put('/api/delivery/location', body, { 'x-partner-token': customer })).status).toBe(403);
      expect((await api.put('/api/delivery/location', body, { 'x-partner-token': asAdmin['x-admin-token']! })).status).toBe(403);
    });
  });

  describe('services used by other modules', () => {
    it('getPartner answers {id, name, phone, active} or null', async () => {
      const [venkat] = (await api.get('/api/admin/delivery-partners', asAdmin)).body;
      expect(await getPartner(venkat.id)).toEqual(venkat);
      expect(await getPartner('64b0000000000000000000aa')).toBeNull();
      expect(await getPartner('garbage')).toBeNull();
      expect(await getPartnerLocation('garbage')).toBeNull();
    });

    it('ensureDemoPartners creates Ravi Kumar and Salma Begum once, who can sign in', async () => {
      await Promise.all([ensureDemoPartners(), ensureDemoPartners()]);
      await ensureDemoPartners();
      expect(await PartnerModel.countDocuments({ phone: { $in: ['+919000000001', '+919000000002'] } })).toBe(2);
      const ravi = await api.post('/api/delivery/login', { phone: '9000000001', password: 'partner12345' });
      expect(ravi.body.partner).toMatchObject({ name: 'Ravi Kumar', phone: '+919000000001' });
      const salma = await api.post('/api/delivery/login', { phone: '9000000002', password: 'partner12345' });
      expect(salma.body.partner.name).toBe('Salma Begum');
    });
  });

  describe('disabling a partner who has orders in hand', () => {
    it('lists their Assigned and Out for Delivery orders, oldest first, as the orders that need another partner', async () => {
      const cat = await seedCatalogue(t);
      const customer = await signUp(t, 'Anitha');
      const partner = await createPartner(t, 'Leaving');
      const place = () => placeOrder(t, customer, [{ id: cat.eggs6, quantity: 1 }]);
      const [assigned, outForDelivery, delivered, pending] = [await place(), await place(), await place(), await place()];
      await placeOrder(t, customer, [{ id: cat.eggs6, quantity: 1 }], WARANGAL); // a courier order: never in a partner's hands
      for (const id of [assigned, outForDelivery, delivered]) {
        expect((await api.put(`/api/admin/orders/${id}/assign`, { partnerId: partner.id }, asAdmin)).status).toBe(200);
      }
      for (const id of [outForDelivery, delivered]) {
        expect((await api.put(`/api/delivery/orders/${id}/accept`, undefined, partner.headers)).status).toBe(200);
      }
      expect((await api.put(`/api/delivery/orders/${delivered}/complete`, await withCode(delivered), partner.headers)).status).toBe(200);

      const off = await api.put(`/api/admin/delivery-partners/${partner.id}`, { active: false }, asAdmin);
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ id: partner.id, active: false });
      expect(off.body.ordersInHand).toEqual([
        { id: assigned, delivery_status: 'Assigned', customer_name: 'Anitha', created_at: expect.any(String) },
        { id: outForDelivery, delivery_status: 'Out for Delivery', customer_name: 'Anitha', created_at: expect.any(String) },
      ]);
      expect(off.body.ordersInHand.map((o: { id: string }) => o.id)).not.toContain(pending);

      // Once reassigned, the order is no longer theirs to list.
      const next = await createPartner(t, 'Next');
      await api.put(`/api/admin/orders/${assigned}/reassign`, { fromPartnerId: partner.id, partnerId: next.id }, asAdmin);
      const again = await api.put(`/api/admin/delivery-partners/${partner.id}`, { active: false }, asAdmin);
      expect(again.body.ordersInHand.map((o: { id: string }) => o.id)).toEqual([outForDelivery]);
    });
  });
});
