import { Types } from 'mongoose';
import { createPartner, createVariant, placeOrderIn, readEvents, signUpCustomer } from '../notifications/support';
import type { Http } from '../helpers/build-app';
import { until } from '../helpers/until';
import { HYDERABAD, type Customer } from '../orders/fixtures';
import { useApiCluster } from './cluster';

/**
 * The store as `docker compose up --scale api=2` runs it: two API processes on one database behind the real nginx
 * gateway, which balances between them. Each check sends its requests to both processes — alternating between their
 * own ports, or through the gateway, whose answers name the process that gave them (x-served-by) — and checks what
 * must hold whichever process each request reaches. A further check is one more `it` using `cluster`.
 */
describe('two API processes on one database, behind the gateway', () => {
  // Both processes send order messages and relay live events, looking every 20 ms.
  const cluster = useApiCluster(2, { NOTIFY_POLL_MS: '20' });

  /** What the shop sends to place a one-line order, priced by a quote at `client` (the customer's own total). */
  async function orderBody(client: Http, customer: Customer, variantId: string) {
    const cartItems = [{ id: variantId, quantity: 1 }];
    const quote = await client.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD }, customer.headers);
    if (quote.status !== 200) throw new Error(`quote failed: ${quote.status} ${JSON.stringify(quote.body)}`);
    return { userId: customer.id, cartItems, shippingAddress: HYDERABAD, totalAmount: quote.body.total };
  }
  const place = (client: Http, customer: Customer, body: object, key: string) =>
    client.post('/api/orders', body, { ...customer.headers, 'idempotency-key': key });
  const ordersOf = (customer: Customer) => cluster.db.collection('orders').countDocuments({ user_id: customer.id });

  it('spreads requests through the gateway over both processes', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => cluster.gateway.get('/api/health')));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.headers.get('x-served-by')))).toEqual(new Set(cluster.processes.map((p) => p.servedBy)));
  });

  it('places one order for submissions with one Idempotency-Key, whichever process each reaches', async () => {
    const variant = await createVariant(cluster.process(0), cluster.admin);
    const c = await signUpCustomer(cluster.process(1));
    const body = await orderBody(cluster.at(0), c, variant);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => place(i < 4 ? cluster.at(i) : cluster.gateway, c, body, 'double-tap')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.body.orderId)).size).toBe(1);
    expect(await ordersOf(c)).toBe(1);
  });

  it('gives the first-order discount to one of the orders submitted at once to both processes', async () => {
    const variant = await createVariant(cluster.process(0), cluster.admin);
    const c = await signUpCustomer(cluster.process(0));
    const body = await orderBody(cluster.at(0), c, variant);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => place(cluster.at(i), c, body, `tab-${i}`)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.status === 409)) {
      expect(refused.body.quote).toMatchObject({ is_first_order: false, first_order_discount: 0 });
    }
    expect(await ordersOf(c)).toBe(1);
  });

  it('sells the last unit once when two customers order it at once on different processes', async () => {
    const variant = await createVariant(cluster.process(0), cluster.admin, 1);
    const customers = await Promise.all([0, 1].map((i) => signUpCustomer(cluster.process(i), `Last Unit ${i}`)));
    const bodies = await Promise.all(customers.map((c, i) => orderBody(cluster.at(i), c, variant)));
    const answers = await Promise.all(customers.map((c, i) => place(cluster.at(i), c, bodies[i]!, `last-${i}`)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.msg).toMatch(/sold out/);
    expect((await cluster.db.collection('variants').findOne({ _id: new Types.ObjectId(variant) }))?.stock).toBe(0);
  });

  it("gives every order placed at once on both processes its own reference, and counts each in the day's totals", async () => {
    const variant = await createVariant(cluster.process(0), cluster.admin);
    const days = cluster.db.collection<{ orders: number }>('order_days');
    const counted = async () => (await days.find().toArray()).reduce((n, day) => n + day.orders, 0);
    const before = await counted();
    const customers = await Promise.all(Array.from({ length: 8 }, (_, i) => signUpCustomer(cluster.process(i), `Numbered ${i}`)));
    const orders = await Promise.all(customers.map((c, i) => placeOrderIn(cluster.process(i), c, variant)));
    expect(new Set(orders.map((o) => o.id.slice(-8).toUpperCase())).size).toBe(orders.length);
    expect((await counted()) - before).toBe(orders.length);
  });

  it('sends each order message once although both processes send', async () => {
    const variant = await createVariant(cluster.process(0), cluster.admin);
    const partner = await createPartner(cluster.process(1), cluster.admin);
    const customers = await Promise.all([0, 1, 2, 3].map((i) => signUpCustomer(cluster.process(i), `Messaged ${i}`)));
    const orders = await Promise.all(customers.map((c, i) => placeOrderIn(cluster.process(i), c, variant, 'en')));
    for (const [i, { id }] of orders.entries()) {
      expect((await cluster.at(i + 1).put(`/api/admin/orders/${id}/assign`, { partnerId: partner.id }, cluster.admin)).status).toBe(200);
    }
    const outbox = cluster.db.collection('outbox');
    const ids = orders.map((o) => o.id);
    await until(
      async () => (await outbox.countDocuments({ order_id: { $in: ids }, status: { $in: ['pending', 'sending'] } })) === 0,
      'every message to be sent',
    );
    const refs = orders.map(({ id }) => `#${id.slice(-8).toUpperCase()}`);
    const sent = cluster.processes.flatMap((p) => p.sms).filter((s) => refs.some((ref) => s.body.includes(ref)));
    // Each order: placed and assigned to the customer, the assignment to the partner; each sent by one process.
    expect(sent).toHaveLength(orders.length * 3);
    expect(new Set(sent.map((s) => `${s.to} ${s.body}`)).size).toBe(sent.length);
    for (const [i, ref] of refs.entries()) {
      expect(sent.filter((s) => s.to === customers[i]!.phone && s.body.includes(ref))).toHaveLength(2);
      expect(sent.filter((s) => s.to === partner.phone && s.body.includes(ref))).toHaveLength(1);
    }
  });

  it('brings an order placed on one process to a live stream held by the other', async () => {
    const variant = await createVariant(cluster.process(0), cluster.admin);
    const stream = readEvents(`${cluster.gatewayUrl}/api/admin/events`, cluster.admin);
    try {
      const holder = (await stream.opened).headers.get('x-served-by');
      const other = cluster.processes.findIndex((p) => p.servedBy !== holder);
      expect(holder).toEqual(expect.any(String));
      expect(other).not.toBe(-1);
      const customer = await signUpCustomer(cluster.process(other));
      const { id } = await placeOrderIn(cluster.process(other), customer, variant);
      await until(() => stream.events.some((e) => e.orderId === id && e.event === 'placed'), 'the order placed on the other process in the stream');
    } finally {
      stream.close();
    }
  });

  // Last: it takes a process away.
  it('keeps answering through the gateway when a process goes away, a POST included', async () => {
    const [staying, leaving] = cluster.processes;
    const exited = new Promise((resolve) => leaving!.child.once('exit', resolve));
    leaving!.child.kill('SIGKILL');
    await exited;
    const customer = await signUpCustomer(staying!);
    const cartItems = [{ id: await createVariant(staying!, cluster.admin), quantity: 1 }];
    // Requests nginx sent to the gone process could not connect, so they were never sent: another process takes them.
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => cluster.gateway.get('/api/health')),
      ...Array.from({ length: 4 }, () => cluster.gateway.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD }, customer.headers)),
    ]);
    expect(answers.map((a) => [a.status, a.headers.get('x-served-by')])).toEqual(Array(8).fill([200, staying!.servedBy]));
  });
});
