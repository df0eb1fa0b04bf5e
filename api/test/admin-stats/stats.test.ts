import { OrderModel } from '../../src/modules/orders/model';
import { useTestApp } from '../helpers/build-app';
import { adminHeaders, type Customer, signUp } from '../helpers/accounts';
import { createProduct } from '../catalogue/fixtures';

async function orderOn(owner: Customer, at: string, totalRupees: number, status: 'Placed' | 'Completed' | 'Cancelled' = 'Placed') {
  const created = new Date(at);
  const day = new Date(created.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await OrderModel.create({
    user_id: owner.id,
    customer_name: owner.name,
    customer_phone: owner.phone,
    items: [{ product_id: 'p', variant_id: 'v', name: 'Ghee', variantLabel: '500ml', quantity: 1, price_paise: totalRupees * 100 }],
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
    expect(res.body).toEqual({ total_revenue: 0, total_orders: 0, total_users: 0, orders_per_day: [], products_per_category: [] });
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
