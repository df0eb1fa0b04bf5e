import { OrderModel } from '../../src/modules/orders/model';
import { useTestApp } from '../helpers/build-app';
import { adminHeaders, type Customer, signUp } from '../helpers/accounts';
import { createProduct } from '../catalogue/fixtures';
import { rebuildDailyStats } from '../../src/modules/orders/counters';

type Line = { product_id: string; name: string; quantity: number; price_paise: number };

async function orderOn(
  owner: Customer,
  at: string,
  totalRupees: number,
  status: 'Placed' | 'Completed' | 'Cancelled' = 'Placed',
  lines: Line[] = [{ product_id: 'p', name: 'Ghee', quantity: 1, price_paise: totalRupees * 100 }],
) {
  const created = new Date(at);
  const day = new Date(created.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await OrderModel.create({
    user_id: owner.id,
    customer_name: owner.name,
    customer_phone: owner.phone,
    items: lines.map((line) => ({ ...line, variant_id: 'v', variantLabel: '500ml' })),
    shipping_address: { label: 'Home', value: 'Hyderabad' },
    subtotal_paise: Math.round(totalRupees * 100),
    total_paise: Math.round(totalRupees * 100),
    delivery_status: status === 'Placed' ? 'Pending' : status === 'Completed' ? 'Delivered' : 'Cancelled',
    status,
    delivery_type: 'partner',
    is_outstation: false,
    created_at: created,
    day,
  });
}

describe('GET /api/admin/stats', () => {
  const t = useTestApp();
  const { api } = t;

  it('answers zeros and empty lists for an empty store', async () => {
    const res = await api.get('/api/admin/stats', adminHeaders(t));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total_revenue: 0, total_orders: 0, total_users: 0, orders_waiting: 0, orders_per_day: [], products_per_category: [] });
  });

  it('sums revenue per Hyderabad day (cancelled orders excluded), counts orders, users and products', async () => {
    const a = await signUp(t, 'Asha');
    const b = await signUp(t, 'Bhanu');
    await signUp(t, 'Chitra'); // a customer without orders still counts as a user
    // 2026-03-01 18:45 UTC is already 2 March in Hyderabad (00:15 IST).
    await orderOn(a, '2026-03-01T10:00:00Z', 500.5, 'Completed');
    await orderOn(b, '2026-03-01T18:45:00Z', 250.25);
    await orderOn(a, '2026-03-02T06:00:00Z', 1000, 'Cancelled');
    await orderOn(b, '2026-03-02T07:00:00Z', 99.99, 'Completed');
    await orderOn(a, '2026-02-28T12:00:00Z', 40);
    await createProduct(t, { name: 'Kadaknath Chicken', category: 'livebirds' });
    await createProduct(t, { name: 'Sonali Chicken', category: 'livebirds' });
    await createProduct(t, { name: 'Mango Pickle', category: 'pickles' });

    const res = await api.get('/api/admin/stats', adminHeaders(t));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total_revenue: 890.74,
      total_orders: 5,
      total_users: 3,
      orders_waiting: 0, // the orders went straight into the database, past the waiting list (built when the store was empty)
      orders_per_day: [
        { date: '2026-02-28', orders: 1, revenue: 40 },
        { date: '2026-03-01', orders: 1, revenue: 500.5 },
        { date: '2026-03-02', orders: 3, revenue: 350.24 },
      ],
      products_per_category: [
        { category: 'livebirds', count: 2 },
        { category: 'pickles', count: 1 },
      ],
    });
  });

  it('narrows the orders-per-day chart to a period, every day listed, totals unchanged', async () => {
    const all = (await api.get('/api/admin/stats', adminHeaders(t))).body;
    const res = await api.get('/api/admin/stats?from=2026-02-27&to=2026-03-01', adminHeaders(t));
    expect(res.status).toBe(200);
    expect(res.body.orders_per_day).toEqual([
      { date: '2026-02-27', orders: 0, revenue: 0 },
      { date: '2026-02-28', orders: 1, revenue: 40 },
      { date: '2026-03-01', orders: 1, revenue: 500.5 },
    ]);
    expect(res.body.total_revenue).toBe(all.total_revenue);
    expect(res.body.total_orders).toBe(all.total_orders);
    // A year with a leap day is the longest period.
    const year = await api.get('/api/admin/stats?from=2027-03-01&to=2028-02-29', adminHeaders(t));
    expect(year.status).toBe(200);
    expect(year.body.orders_per_day).toHaveLength(366);
  });

  it("answers the period's average order, top products with units, and repeat customers; cancelled orders left out", async () => {
    const c = await signUp(t, 'Chandra');
    await orderOn(c, '2026-03-02T08:00:00Z', 300, 'Placed', [{ product_id: 'q', name: 'Mango Pickle', quantity: 3, price_paise: 10000 }]);
    await rebuildDailyStats(); // the order went straight into the database, past the counters
    const day = await api.get('/api/admin/stats?from=2026-03-02&to=2026-03-02', adminHeaders(t));
    expect(day.body.period).toEqual({
      orders: 3, // Bhanu's two and Chandra's; Asha's was cancelled
      revenue: 650.24,
      average_order_value: 216.75,
      subscription_revenue: 0,
      top_products: [
        { product_id: 'p', name: 'Ghee', quantity: 2, revenue: 350.24 },
        { product_id: 'q', name: 'Mango Pickle', quantity: 3, revenue: 300 },
      ],
      customers: 2,
      repeat_customers: 1,
    });
    const wider = await api.get('/api/admin/stats?from=2026-02-28&to=2026-03-02', adminHeaders(t));
    expect(wider.body.period).toMatchObject({ orders: 5, customers: 3, repeat_customers: 2 });
    const quiet = await api.get('/api/admin/stats?from=2025-01-01&to=2025-01-31', adminHeaders(t));
    expect(quiet.body.period).toEqual({
      orders: 0,
      revenue: 0,
      average_order_value: 0,
      subscription_revenue: 0,
      top_products: [],
      customers: 0,
      repeat_customers: 0,
    });
    expect((await api.get('/api/admin/stats', adminHeaders(t))).body.period).toBeUndefined();
  });

  it.each([
    ['from after to', 'from=2026-03-02&to=2026-03-01', /start date is after the end date/],
    ['more than 366 days', 'from=2026-01-01&to=2027-01-02', /at most 366 days/],
    ['one end alone', 'from=2026-03-01', /both a start date/],
    ['not a date', 'from=yesterday&to=2026-03-01', /./],
  ])('refuses a period with %s (400 {msg})', async (_case, query, msg) => {
    const res = await api.get(`/api/admin/stats?${query}`, adminHeaders(t));
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(msg);
  });

  it('is for admins only', async () => {
    const c = await signUp(t);
    expect((await api.get('/api/admin/stats')).status).toBe(401);
    expect((await api.get('/api/admin/stats', { 'x-admin-token': c.headers['x-auth-token']! })).status).toBe(403);
  });
});
