import mongoose from 'mongoose';
import { InquiryModel } from '../../src/modules/inquiries/model';
import { OutboxModel } from '../../src/modules/notifications/model';
import { OrderModel } from '../../src/modules/orders/model';
import { useTestApp } from '../helpers/build-app';
import { adminHeaders, createPartner, type Customer, type Partner, signUp } from '../helpers/accounts';
import { placeOrder, useCatalogue, weighEverySize } from '../orders/fixtures';
import { expectPasswordChange } from './password-change';
import { signUpWithCode } from '../helpers/sign-up';
import { withCode } from '../helpers/handover';

const PASSWORD = 'organic-greens-1';

/** The signed-in customer's own account: name, password, a copy of their data, and erasure. */
describe("customer's account settings and data", () => {
  const t = useTestApp();
  const { api } = t;
  const cat = useCatalogue(t);
  beforeAll(async () => {
    await weighEverySize();
  });

  it('changes the name; bad names are refused and change nothing', async () => {
    const c = await signUp(t, 'Anitha');
    const res = await api.put('/api/me', { name: '  Anitha Rao ' }, c.headers);
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Anitha Rao');
    expect((await api.put('/api/me', { name: '   ' }, c.headers)).status).toBe(400);
    expect((await api.get('/api/me', c.headers)).body.name).toBe('Anitha Rao');
  });

  it('keeps where money owed back goes: the original payment by default, store credit when chosen, unchanged when a change leaves it out', async () => {
    const c = await signUp(t, 'Kavya');
    expect((await api.get('/api/me/preferences', c.headers)).body.refundTo).toBe('original');
    expect((await api.put('/api/me/preferences', { orderMessages: true, language: null, refundTo: 'credit' }, c.headers)).body.refundTo).toBe('credit');
    expect((await api.put('/api/me/preferences', { orderMessages: false, language: null }, c.headers)).body).toEqual({
      orderMessages: false,
      language: null,
      refundTo: 'credit',
    });
    expect((await api.put('/api/me/preferences', { orderMessages: true, language: null, refundTo: 'cheque' }, c.headers)).status).toBe(400);
    expect((await api.get('/api/me/preferences', c.headers)).body.refundTo).toBe('credit');
  });

  it('changes the password with the current one: other sessions end, this device gets a fresh token', async () => {
    const c = await signUp(t, 'Bhavani');
    await expectPasswordChange(api, 'customer', { headers: c.headers, signIn: { phone: c.phone }, password: PASSWORD, newPassword: 'new-greens-22' });
  });

  /** A customer with something of everything: an address, two orders (one assigned), an inquiry, settings. */
  async function busyCustomer(name: string, street: string): Promise<{ c: Customer; orderIds: string[]; rider: Partner }> {
    const c = await signUp(t, name);
    await api.post('/api/addresses', { newAddress: { label: 'Amma house', value: `12-3 ${street}, Kukatpally` } }, c.headers);
    await api.put('/api/me/preferences', { orderMessages: true, language: 'te' }, c.headers);
    const first = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }], { label: 'Amma house', value: `12-3 ${street}, Kukatpally` });
    const second = await placeOrder(t, c, [{ id: cat.ghee500ml, quantity: 1 }]);
    const rider = await createPartner(t, 'Rider Ramu');
    expect((await api.put(`/api/admin/orders/${first}/assign`, { partnerId: rider.id }, adminHeaders(t))).status).toBe(200);
    const local = c.phone.slice(3);
    const inquiry = await api.post('/api/inquiry', {
      inquiryType: 'Vendor',
      formData: { your_name: name, business_name: `${name} Farms`, email: 'farmer@example.com', phone_number: `0${local}`, product_details: 'Turmeric' },
    });
    expect(inquiry.status).toBe(201);
    return { c, orderIds: [second, first], rider };
  }

  /** Delivers the assigned order and cancels the other, so nothing of the customer's is still to be delivered. */
  async function finishOrders(orderIds: string[], rider: { headers: Record<string, string> }) {
    const [pending, assigned] = orderIds as [string, string];
    expect((await api.put(`/api/admin/orders/${pending}/cancel`, {}, adminHeaders(t))).status).toBe(200);
    expect((await api.put(`/api/delivery/orders/${assigned}/accept`, undefined, rider.headers)).status).toBe(200);
    expect((await api.put(`/api/delivery/orders/${assigned}/complete`, await withCode(assigned), rider.headers)).status).toBe(200);
  }

  const deleteAccount = (c: Customer, password: string) =>
    fetch(`${t.url}/api/me`, { method: 'DELETE', headers: { ...c.headers, 'content-type': 'application/json' }, body: JSON.stringify({ password }) });

  it('refuses to delete the account while an order is still to be delivered, naming the orders, and changes nothing', async () => {
    const { c, orderIds, rider } = await busyCustomer('Eshwari', 'Mango Street');
    const [pending, assigned] = orderIds as [string, string];
    expect((await api.put(`/api/delivery/orders/${assigned}/accept`, undefined, rider.headers)).status).toBe(200);

    const refused = await deleteAccount(c, PASSWORD);
    expect(refused.status).toBe(409);
    const ref = (id: string) => id.slice(-8).toUpperCase();
    expect(await refused.json()).toEqual({
      msg: `Your account can be deleted once these orders are delivered or cancelled: ${ref(assigned)}, ${ref(pending)}.`,
      openOrders: [
        { id: assigned, delivery_status: 'Out for Delivery' },
        { id: pending, delivery_status: 'Pending' },
      ],
    });
    // Still signed in, and the partner at the door still has the address.
    expect((await api.get('/api/me', c.headers)).body.name).toBe('Eshwari');
    expect((await OrderModel.findById(assigned).lean())!.shipping_address.value).toBe('12-3 Mango Street, Kukatpally');
    expect((await api.get('/api/addresses', c.headers)).body).toHaveLength(1);

    // A courier order handed over (Shipped) does not hold the account back; the partner order does until it is delivered.
    await OrderModel.updateOne({ _id: pending }, { $set: { delivery_status: 'Shipped' } });
    expect(((await (await deleteAccount(c, PASSWORD)).json()) as { openOrders: unknown }).openOrders).toEqual([
      { id: assigned, delivery_status: 'Out for Delivery' },
    ]);
    expect((await api.put(`/api/delivery/orders/${assigned}/complete`, await withCode(assigned), rider.headers)).status).toBe(200);
    expect((await deleteAccount(c, PASSWORD)).status).toBe(200);
  });

  it('exports everything held about the customer as a JSON download', async () => {
    const { c, orderIds } = await busyCustomer('Chandana', 'Jasmine Road');
    const res = await fetch(`${t.url}/api/me/export`, { headers: c.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = (await res.json()) as {
      profile: unknown;
      preferences: unknown;
      addresses: unknown[];
      orders: Array<{ id: string }>;
      inquiries: unknown[];
    };
    expect(data.profile).toEqual({ id: c.id, name: 'Chandana', phone: c.phone, created_at: expect.any(String) });
    expect(data.preferences).toEqual({ orderMessages: true, language: 'te', refundTo: 'original' });
    expect(data.addresses).toEqual([expect.objectContaining({ label: 'Amma house', value: '12-3 Jasmine Road, Kukatpally' })]);
    expect(data.orders.map((o) => o.id)).toEqual(orderIds);
    expect(data.inquiries).toEqual([expect.objectContaining({ inquiry_type: 'Vendor', form_data: expect.objectContaining({ your_name: 'Chandana' }) })]);
    expect(JSON.stringify(data)).not.toMatch(/password|scrypt/);
    // Another customer's export has none of it.
    const other = await signUp(t, 'Someone Else');
    const theirs = await (await fetch(`${t.url}/api/me/export`, { headers: other.headers })).text();
    expect(theirs).not.toContain(c.phone.slice(3));
    expect(theirs).not.toContain('Chandana');
  });

  it('deletes the account with its password: no collection keeps the phone or name, orders stay anonymised, the phone can sign up again', async () => {
    const name = 'Durgamma Veeravalli';
    const { c, orderIds, rider } = await busyCustomer(name, 'Lotus Lane');
    await finishOrders(orderIds, rider);
    const outboxBefore = await OutboxModel.countDocuments({ order_id: { $in: orderIds } });

    expect((await api.delete('/api/me', c.headers)).status).toBe(400);
    const refused = await fetch(`${t.url}/api/me`, {
      method: 'DELETE',
      headers: { ...c.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'not-mine-at-all' }),
    });
    expect(refused.status).toBe(400);
    expect((await api.get('/api/me', c.headers)).status).toBe(200);
    // Wrong passwords until signing in needs a code: that code is kept under the phone, and must go with the account.
    const tries = [];
    for (let i = 0; i < 6; i++) tries.push(await api.post('/api/login', { phone: c.phone, password: `not-it-${i}` }));
    expect(tries.at(-1)!.body.codeRequired).toBe(true);

    const gone = await fetch(`${t.url}/api/me`, {
      method: 'DELETE',
      headers: { ...c.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(gone.status).toBe(200);
    expect((await api.get('/api/me', c.headers)).status).toBe(401);
    expect((await api.post('/api/login', { phone: c.phone, password: PASSWORD })).status).toBe(401);

    // Search every collection of the database for the phone (any spelling) and the name.
    const local = c.phone.slice(3);
    const db = mongoose.connection.db!;
    const leaks: string[] = [];
    for (const { name: coll } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      for (const doc of await db.collection(coll).find({}).toArray()) {
        const text = JSON.stringify(doc);
        if (text.includes(local) || text.includes('Durgamma') || text.includes('Veeravalli') || text.includes('Lotus Lane'))
          leaks.push(`${coll}: ${text.slice(0, 160)}`);
      }
    }
    expect(leaks).toEqual([]);

    const orders = await OrderModel.find({ _id: { $in: orderIds } }).lean();
    expect(orders).toHaveLength(2);
    for (const o of orders) {
      expect(o).toMatchObject({ customer_name: 'Deleted customer', customer_phone: 'erased', shipping_address: { label: 'Erased', value: 'Address erased' } });
      expect(o.total_paise).toBeGreaterThan(0);
    }
    expect(await OutboxModel.countDocuments({ order_id: { $in: orderIds } })).toBe(outboxBefore);
    expect(await InquiryModel.countDocuments({ 'form_data.your_name': name })).toBe(0);

    const again = await signUpWithCode(t.url, { name: 'Durga New', phone: c.phone, password: 'second-life-1' });
    expect(again.status).toBe(201);
    expect(again.body.user.id).not.toBe(c.id);
    expect((await api.get('/api/orders', { 'x-auth-token': again.body.token })).body).toEqual([]);
  });
});
