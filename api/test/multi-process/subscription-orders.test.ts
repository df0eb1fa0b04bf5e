import { cutoffOf, shiftDay } from '../../src/domain/subscriptions/schedule';
import { kolkataDay } from '../../src/lib/calendar';
import { pngBytes, upload } from '../catalogue/fixtures';
import { http } from '../helpers/build-app';
import { signUpCustomer } from '../notifications/support';
import { BANJARA_HILLS } from '../slots/fixtures';
import { useApiCluster } from './cluster';

/**
 * The orders at a cut-off across API processes (docs/subscriptions.md "Orders at each cut-off"): two processes on one
 * database told to run at the same moment make exactly one order per subscription-day. The processes run on the real
 * clock, so the subscriptions' own clock is moved past the cut-off through the test-stack route.
 */
describe('subscription orders with two API processes', () => {
  // Their own tickers stay off: only the two runs below are meant to race.
  const cluster = useApiCluster(2, { SUBSCRIPTION_TEST_CLOCK: 'true', SUBSCRIPTION_RUN_MS: '0' });
  const SUBSCRIPTIONS = 50;
  const CUSTOMERS = 10;

  it('makes exactly 50 orders, one per subscription-day, when both run at once', async () => {
    const api = cluster.at(0);
    const image = await upload({ url: cluster.process(0).url } as never, pngBytes(), { headers: cluster.admin });
    const product = await api.post(
      '/api/admin/products',
      {
        product: { name: 'A2 Buffalo Milk', category: 'dairy', description: '', image_url: image.body.imageUrl, subscribable: true },
        variant: { label: '500 ml', price: 45, weight_grams: 520 },
      },
      cluster.admin,
    );
    expect(product.status).toBe(201);
    const milk = product.body.variants[0].id as string;
    const template = await api.post(
      '/api/admin/slots/templates',
      { weekdays: [0, 1, 2, 3, 4, 5, 6], start: '06:00', end: '08:00', capacity_orders: 100, capacity_kg: 200, cutoff: { kind: 'day_before', at: '22:00' } },
      cluster.admin,
    );
    expect(template.status).toBe(201);

    // Two days ahead is open whatever the time now.
    const startDate = shiftDay(kolkataDay(new Date()), 2);
    const ids: string[] = [];
    for (let c = 0; c < CUSTOMERS; c++) {
      const customer = await signUpCustomer(cluster.process(c), `Subscriber ${c}`);
      const addresses = await http(cluster.process(c).url).post('/api/addresses', { newAddress: BANJARA_HILLS }, customer.headers);
      const addressId = (addresses.body as Array<{ id: string }>).at(-1)!.id;
      const credit = await api.post(`/api/admin/customers/${customer.id}/store-credit`, { amount: 1000, reason: 'Subscription test' }, cluster.admin);
      expect(credit.status).toBe(200);
      for (let s = 0; s < SUBSCRIPTIONS / CUSTOMERS; s++) {
        const res = await cluster
          .at(s)
          .post(
            '/api/subscriptions',
            { items: [{ variantId: milk, quantity: 1 }], schedule: { kind: 'daily' }, startDate, slotId: template.body.id, addressId },
            customer.headers,
          );
        expect(res.status).toBe(201);
        ids.push(res.body.id);
      }
    }

    // A minute past the cut-off of the start day, on both processes at once.
    const offsetMs = cutoffOf(startDate).getTime() + 60_000 - Date.now();
    const runs = await Promise.all([0, 1].map((i) => cluster.at(i).put('/api/test/subscription-clock', { offsetMs })));
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    expect(runs.reduce((sum, r) => sum + (r.body.ordered as number), 0)).toBe(SUBSCRIPTIONS);

    const orders = await cluster.db.collection('orders').find({ 'subscription.date': startDate }).toArray();
    expect(orders).toHaveLength(SUBSCRIPTIONS);
    expect(new Set(orders.map((o) => o.subscription.id))).toEqual(new Set(ids));
    const claims = await cluster.db.collection('subscription_days').find({ date: startDate }).toArray();
    expect(claims.map((c) => c.state)).toEqual(Array(SUBSCRIPTIONS).fill('ordered'));
    // Each order counted once in its slot.
    const count = await cluster.db.collection('slot_counts').findOne({ _id: `hyderabad-${startDate}-0600-0800` as never });
    expect(count?.orders).toBe(SUBSCRIPTIONS);
  }, 240_000);
});
