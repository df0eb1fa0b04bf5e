import { Types } from 'mongoose';
import { DEMO_STORE } from '../../src/scripts/demo-catalogue';
import { createPartner, createVariant, placeOrderIn, signUpCustomer } from '../notifications/support';
import { useApiCluster } from './cluster';

/**
 * Bill numbers across API processes (docs/bills.md "Numbering"): deliveries completed at the same moment on two
 * processes get one bill each, numbered 1 to N without a gap or a repeat.
 */
describe('bill numbers with two API processes', () => {
  const cluster = useApiCluster(2);
  const ORDERS = 50;

  it('numbers 50 deliveries completed at once on both processes without gaps', async () => {
    expect((await cluster.at(0).put('/api/admin/store-settings', DEMO_STORE, cluster.admin)).status).toBe(200);
    const variant = await createVariant(cluster.process(0), cluster.admin);
    // The riders and customers one after another: only the completions below are meant to race.
    const partners = [];
    for (let i = 0; i < 5; i++) partners.push(await createPartner(cluster.process(i), cluster.admin, `Rider ${i}`));
    const customers = [];
    for (let i = 0; i < 10; i++) customers.push(await signUpCustomer(cluster.process(i), `Billed ${i}`));
    const orders: Array<{ id: string; partner: (typeof partners)[number] }> = [];
    for (let i = 0; i < ORDERS; i++) {
      const { id } = await placeOrderIn(cluster.process(i), customers[i % customers.length]!, variant);
      const partner = partners[i % partners.length]!;
      expect((await cluster.at(i).put(`/api/admin/orders/${id}/assign`, { partnerId: partner.id }, cluster.admin)).status).toBe(200);
      expect((await cluster.at(i + 1).put(`/api/delivery/orders/${id}/accept`, undefined, partner.headers)).status).toBe(200);
      orders.push({ id, partner });
    }
    const codes = await Promise.all(
      orders.map(
        async ({ id }) =>
          (await cluster.db.collection('orders').findOne({ _id: new Types.ObjectId(id) }, { projection: { handover: 1 } }))!.handover.code as string,
      ),
    );

    const completed = await Promise.all(
      orders.map(({ id, partner }, i) => cluster.at(i).put(`/api/delivery/orders/${id}/complete`, { code: codes[i] }, partner.headers)),
    );
    expect(completed.map((r) => r.status)).toEqual(Array(ORDERS).fill(200));

    const bills = await cluster.db.collection('bills').find({ kind: 'invoice' }).toArray();
    expect(bills).toHaveLength(ORDERS);
    expect(new Set(bills.map((b) => b.order_id))).toEqual(new Set(orders.map((o) => o.id)));
    const serials = bills.map((b) => Number(String(b.number).split('/')[2])).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 1));
    expect(bills.every((b) => /^NNF\/\d{2}-\d{2}\/\d{6}$/.test(String(b.number)))).toBe(true);
    // Each order's page names its own bill.
    const seen = await Promise.all(orders.map(({ id }, i) => cluster.at(i).get(`/api/admin/orders/${id}`, cluster.admin)));
    expect(new Set(seen.map((r) => r.body.bill?.number)).size).toBe(ORDERS);
  }, 180_000);
});
