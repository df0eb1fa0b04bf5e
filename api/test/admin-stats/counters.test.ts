import { CustomerOrdersModel, OrderDayModel, rebuildDailyStats } from '../../src/modules/orders/counters';
import { kolkataDay } from '../../src/lib/calendar';
import { OrderModel } from '../../src/modules/orders/model';
import { useTestApp } from '../helpers/build-app';
import { signUp } from '../helpers/accounts';
import { HYDERABAD, placeOrder, useCatalogue } from '../orders/fixtures';

/** The order counters (orders/counters.ts) behind the dashboard, the admin order count and isFirstOrder. */
describe('order counters', () => {
  const t = useTestApp();
  const { api, adminHeaders: admin } = t;
  const cat = useCatalogue(t);

  const counters = async () => ({
    days: (await OrderDayModel.find().sort({ _id: 1 }).lean()).filter((d) => d.orders > 0),
    customers: (await CustomerOrdersModel.find().sort({ _id: 1 }).lean()).filter((c) => c.active !== 0),
  });

  it("counts a placed order and takes a cancelled one out of revenue and out of the customer's active orders", async () => {
    const a = await signUp(t, 'Asha');
    const b = await signUp(t, 'Bhanu');
    const first = await placeOrder(t, a, [{ id: cat.eggs6, quantity: 1 }], HYDERABAD);
    await placeOrder(t, b, [{ id: cat.chicken1kg, quantity: 1 }], HYDERABAD);
    const orders = await OrderModel.find().lean();
    const today = kolkataDay(new Date());
    const revenue = orders.reduce((sum, o) => sum + o.total_paise, 0);
    expect(await counters()).toEqual({
      days: [{ _id: today, orders: 2, revenue_paise: revenue, active: 2, customers: { [a.id]: 1, [b.id]: 1 }, products: expect.any(Object) }],
      customers: [
        { _id: a.id, active: 1 },
        { _id: b.id, active: 1 },
      ].sort((x, y) => (x._id < y._id ? -1 : 1)),
    });
    expect((await api.post('/api/orders/quote', { cartItems: [{ id: cat.eggs6, quantity: 1 }], shippingAddress: null }, a.headers)).body.is_first_order).toBe(
      false,
    );

    expect((await api.put(`/api/admin/orders/${first}/cancel`, undefined, admin)).status).toBe(200);
    const cancelledTotal = orders.find((o) => o._id.toString() === first)!.total_paise;
    expect(await counters()).toEqual({
      // The cancelled order leaves the period figures too: Asha has no order left that day.
      days: [{ _id: today, orders: 2, revenue_paise: revenue - cancelledTotal, active: 1, customers: { [a.id]: 0, [b.id]: 1 }, products: expect.any(Object) }],
      customers: [{ _id: b.id, active: 1 }],
    });
    expect((await api.post('/api/orders/quote', { cartItems: [{ id: cat.eggs6, quantity: 1 }], shippingAddress: null }, a.headers)).body.is_first_order).toBe(
      true,
    );

    const stats = await api.get('/api/admin/stats', admin);
    expect(stats.body).toMatchObject({ total_orders: 2, total_revenue: (revenue - cancelledTotal) / 100 });
    expect(stats.body.orders_per_day).toEqual([{ date: today, orders: 2, revenue: (revenue - cancelledTotal) / 100 }]);
    expect((await api.get('/api/admin/orders', admin)).body).toMatchObject({ total: 2, totalPages: 1 });
  });

  it('rebuildDailyStats() recomputes exactly what the increments kept', async () => {
    const c = await signUp(t, 'Chitra');
    const id = await placeOrder(t, c, [{ id: cat.ghee500ml, quantity: 2 }], HYDERABAD);
    await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }], HYDERABAD);
    await api.put(`/api/admin/orders/${id}/cancel`, undefined, admin);
    const incremental = await counters();
    await rebuildDailyStats();
    expect(await counters()).toEqual(incremental);
  });

  it('rebuilds by itself when the day counters are missing while orders exist', async () => {
    const before = await api.get('/api/admin/stats', admin);
    await OrderDayModel.deleteMany({});
    await CustomerOrdersModel.deleteMany({});
    const after = await api.get('/api/admin/stats', admin);
    expect(after.body).toEqual(before.body);
    expect((await CustomerOrdersModel.countDocuments()) > 0).toBe(true);
  });

  it('keeps the cached first page of the admin list exact after orders are placed and moved', async () => {
    const first = await api.get('/api/admin/orders?limit=2', admin);
    const d = await signUp(t, 'Divya');
    const id = await placeOrder(t, d, [{ id: cat.eggs6, quantity: 1 }], HYDERABAD);
    const placed = await api.get('/api/admin/orders?limit=2', admin);
    expect(placed.body.total).toBe(first.body.total + 1);
    expect(placed.body.orders.map((o: { id: string }) => o.id)).toEqual([id, first.body.orders[0].id]);
    await api.put(`/api/admin/orders/${id}/cancel`, undefined, admin);
    const cancelled = await api.get('/api/admin/orders?limit=2', admin);
    expect(cancelled.body.orders[0]).toMatchObject({ id, delivery_status: 'Cancelled', status: 'Cancelled' });
    // The same as an uncached read (a filter that matches every order skips the cache).
    const uncached = await api.get('/api/admin/orders?limit=2&from=2000-01-01', admin);
    expect(cancelled.body).toEqual(uncached.body);
  });
});
