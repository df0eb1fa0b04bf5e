import { Types } from 'mongoose';
import { useTestApp } from '../helpers/build-app';
import { createPartner, createStaffMember, type Customer, signUp } from '../helpers/accounts';
import { placeOrder, useCatalogue, WARANGAL } from './fixtures';

describe('admin orders: bulk assign (PUT /api/admin/orders/assign) and one order (GET /api/admin/orders/:id)', () => {
  const t = useTestApp();
  const { api } = t;
  const cat = useCatalogue(t);
  let customer: Customer;
  let owner: Record<string, string>;

  beforeAll(async () => {
    customer = await signUp(t, 'Padma');
    owner = (await createStaffMember(t, 'owner', { name: 'Olga Owner' })).headers;
  });

  const pendingOrder = () => placeOrder(t, customer, [{ id: cat.eggs6, quantity: 1 }]);
  const order = async (id: string) => (await api.get(`/api/admin/orders?page=1&limit=200`, owner)).body.orders.find((o: { id: string }) => o.id === id);
  const auditOf = async (id: string) =>
    (await api.get(`/api/admin/audit?target=order&targetId=${id}`, owner)).body.entries as Array<{ action: string; actor: unknown; changes: unknown[] }>;

  it('assigns every Pending order to the partner in one call, each audited like a single assign', async () => {
    const [a, b] = [await pendingOrder(), await pendingOrder()];
    const rider = await createPartner(t, 'Ravi');
    const dispatcher = await createStaffMember(t, 'dispatcher', { name: 'Dev Dispatcher' });
    const res = await api.put('/api/admin/orders/assign', { order_ids: [a, b, a], partner_id: rider.id }, dispatcher.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ assigned: [a, b], failed: [] });
    for (const id of [a, b]) {
      expect(await order(id)).toMatchObject({ delivery_status: 'Assigned', partner_id: rider.id, partner_name: 'Ravi' });
      const entries = await auditOf(id);
      expect(entries.filter((e) => e.action === 'order.assign')).toEqual([
        expect.objectContaining({
          actor: { id: dispatcher.id, name: 'Dev Dispatcher', role: 'dispatcher' },
          changes: expect.arrayContaining([{ field: 'delivery_status', before: 'Pending', after: 'Assigned' }]),
        }),
      ]);
    }
    // The partner sees both orders to accept.
    const mine = await api.get('/api/delivery/orders', rider.headers);
    expect(mine.body.map((o: { id: string }) => o.id).sort()).toEqual([a, b].sort());
  });

  it('assigns the others and names, unchanged, the orders that are no longer Pending or do not exist', async () => {
    const [free, taken, cancelled, courier] = [
      await pendingOrder(),
      await pendingOrder(),
      await pendingOrder(),
      await placeOrder(t, customer, [{ id: cat.eggs6, quantity: 1 }], WARANGAL),
    ];
    const first = await createPartner(t, 'Lakshmi');
    const rider = await createPartner(t, 'Ravi');
    // Another admin took one meanwhile, and one was cancelled.
    expect((await api.put(`/api/admin/orders/${taken}/assign`, { partnerId: first.id }, owner)).status).toBe(200);
    expect((await api.put(`/api/admin/orders/${cancelled}/cancel`, {}, owner)).status).toBe(200);
    const missing = new Types.ObjectId().toString();
    const res = await api.put('/api/admin/orders/assign', { order_ids: [taken, free, cancelled, courier, missing, 'not-an-id'], partner_id: rider.id }, owner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      assigned: [free],
      failed: [
        { id: taken, msg: 'This order has already been assigned to a partner.' },
        { id: cancelled, msg: 'This order is Cancelled and can no longer be assigned.' },
        { id: courier, msg: 'This order is handled automatically.' },
        { id: missing, msg: 'We could not find that order.' },
        { id: 'not-an-id', msg: 'We could not find that order.' },
      ],
    });
    expect(await order(free)).toMatchObject({ delivery_status: 'Assigned', partner_id: rider.id });
    expect(await order(taken)).toMatchObject({ delivery_status: 'Assigned', partner_id: first.id });
    expect(await order(cancelled)).toMatchObject({ delivery_status: 'Cancelled', partner_id: null });
    expect((await auditOf(taken)).filter((e) => e.action === 'order.assign')).toHaveLength(1);
    expect((await auditOf(cancelled)).filter((e) => e.action === 'order.assign')).toHaveLength(0);
  });

  it('refuses an unknown or disabled partner, an empty list and more than 50 orders, assigning nothing', async () => {
    const id = await pendingOrder();
    const gone = await createPartner(t, 'Gone', false);
    const rider = await createPartner(t, 'Ravi');
    for (const partner_id of [new Types.ObjectId().toString(), gone.id]) {
      const res = await api.put('/api/admin/orders/assign', { order_ids: [id], partner_id }, owner);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ msg: 'Please choose an active delivery partner.' });
    }
    const fiftyOne = Array.from({ length: 50 }, () => new Types.ObjectId().toString()).concat(id);
    const tooMany = await api.put('/api/admin/orders/assign', { order_ids: fiftyOne, partner_id: rider.id }, owner);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toEqual(expect.any(String));
    expect((await api.put('/api/admin/orders/assign', { order_ids: [], partner_id: rider.id }, owner)).status).toBe(400);
    expect((await api.put('/api/admin/orders/assign', { order_ids: [id] }, owner)).status).toBe(400);
    expect(await order(id)).toMatchObject({ delivery_status: 'Pending', partner_id: null });
    expect((await auditOf(id)).filter((e) => e.action === 'order.assign')).toHaveLength(0);
  });

  it('is refused to callers who may not assign orders, and changes nothing', async () => {
    const id = await pendingOrder();
    const rider = await createPartner(t, 'Ravi');
    const body = { order_ids: [id], partner_id: rider.id };
    expect((await api.put('/api/admin/orders/assign', body)).status).toBe(401);
    // A customer's or a partner's session presented as a staff one.
    const asCustomer = await api.put('/api/admin/orders/assign', body, { 'x-admin-token': customer.headers['x-auth-token']! });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body).toEqual({ msg: expect.any(String) });
    const asPartner = await api.put('/api/admin/orders/assign', body, { 'x-admin-token': rider.headers['x-partner-token']! });
    expect(asPartner.status).toBe(403);
    expect(await order(id)).toMatchObject({ delivery_status: 'Pending', partner_id: null });
  });

  it('GET /api/admin/orders/:id answers one order as the list shows it, 404 for an unknown one', async () => {
    const id = await pendingOrder();
    const res = await api.get(`/api/admin/orders/${id}`, owner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await order(id));
    expect(res.body).toMatchObject({ customer_name: 'Padma', customer_phone: customer.phone, payment_method: 'Cash on Delivery' });
    for (const [unknown, msg] of [
      [new Types.ObjectId().toString(), 'We could not find that order.'],
      ['not-an-id', 'Nothing has that id.'],
    ]) {
      const missing = await api.get(`/api/admin/orders/${unknown}`, owner);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ msg });
    }
    expect((await api.get(`/api/admin/orders/${id}`, { 'x-admin-token': customer.headers['x-auth-token']! })).status).toBe(403);
  });
});
