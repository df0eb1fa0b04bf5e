import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { SIGN_IN_RULE } from '../../src/modules/accounts/sign-in-lock';
import { COUPON_MISS_RULE } from '../../src/modules/coupons/guess-limit';
import { adminSession, createPartner, createVariant, placeOrderIn, readEvents, signUpCustomer } from '../notifications/support';
import type { Http } from '../helpers/build-app';
import { until } from '../helpers/until';
import { type Customer, CUSTOMER_PASSWORD } from '../helpers/accounts';
import { HYDERABAD } from '../orders/fixtures';
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

  it("locks a customer's sign-in on both processes after 5 wrong passwords sent to both", async () => {
    const phone = (await signUpCustomer(cluster.process(0), 'Guarded Shopper')).phone.replace(/^\+91/, '');
    const tries = [];
    for (let i = 0; i < SIGN_IN_RULE.max; i++) tries.push(await cluster.at(i).post('/api/login', { phone, password: `guess-${i}` }));
    expect(tries.map((a) => [a.status, a.body.codeRequired ?? false])).toEqual(Array(SIGN_IN_RULE.max).fill([401, false]));
    // Budgets kept per process would still let the right password in on at least one of them.
    const locked = await Promise.all([0, 1].map((i) => cluster.at(i).post('/api/login', { phone, password: CUSTOMER_PASSWORD })));
    expect(locked.map((a) => [a.status, a.body.codeRequired])).toEqual([
      [401, true],
      [401, true],
    ]);
  });

  it("refuses a customer's coupon lookups on both processes once unknown codes tried on both use up their budget", async () => {
    const code = `FARM${randomBytes(4).toString('hex').toUpperCase()}`;
    const coupon = { code, discount_type: 'fixed', discount_value: 50, expiry_date: '2099-01-01', is_public: false };
    expect((await cluster.at(1).post('/api/admin/coupons', coupon, cluster.admin)).status).toBe(201);
    const guesser = await signUpCustomer(cluster.process(1), 'Coupon Guesser');
    const apply = (i: number, couponCode: string) => cluster.at(i).post('/api/coupons/apply', { couponCode, cartTotal: 900 }, guesser.headers);
    const guess = () => `G${randomBytes(4).toString('hex')}`;
    // A code that exists costs nothing from the budget.
    expect((await apply(0, code)).status).toBe(200);
    const misses = [];
    for (let i = 0; i < COUPON_MISS_RULE.max; i++) misses.push((await apply(i, guess())).status);
    expect(misses).toEqual(Array(COUPON_MISS_RULE.max).fill(400));
    // Refused whatever the code, the real one too, so the answer does not reveal it.
    const after = await Promise.all([0, 1].flatMap((i) => [apply(i, code), apply(i, guess())]));
    expect(after.map((a) => a.status)).toEqual([429, 429, 429, 429]);
  });

  const OWNER_RACES = 10;

  /**
   * Each owner changes the other on a different process at the same moment: one change goes through, the other is
   * refused — 409, or 403 (its caller is no longer an owner) or 401 (its caller was disabled) when the first change
   * already reached its caller. Half the rounds demote, half disable.
   */
  it(`keeps one active owner when the only two demote or disable each other at once on different processes (${OWNER_RACES} rounds)`, async () => {
    const password = 'owner-secret-1';
    const owners = await Promise.all(
      [0, 1].map(async (i) => {
        const username = `owner-${randomBytes(4).toString('hex')}`;
        const created = await cluster.at(i).post('/api/admin/staff', { username, name: `Owner ${i}`, password, role: 'owner' }, cluster.admin);
        if (created.status !== 201) throw new Error(`create owner failed: ${created.status} ${JSON.stringify(created.body)}`);
        const signIn = () => adminSession({ url: cluster.process(i).url, admin: { username, password } });
        return { id: created.body.id as string, signIn, headers: await signIn() };
      }),
    );
    const [a, b] = [owners[0]!, owners[1]!];
    const first = ((await cluster.at(0).get('/api/admin/staff', cluster.admin)).body as Array<{ id: string; username: string }>).find(
      (s) => s.username === cluster.process(0).admin.username,
    )!;
    // Counted in the database: with no owner left, no one could list the staff.
    const activeOwners = () => cluster.db.collection('admins').countDocuments({ role: 'owner', active: { $ne: false } });
    // Only the two new owners stay owners; the first admin is made one again at the end.
    expect((await cluster.at(1).put(`/api/admin/staff/${first.id}`, { role: 'manager' }, a.headers)).status).toBe(200);

    const outcomes: string[] = [];
    for (let round = 0; round < OWNER_RACES; round++) {
      const change = round % 2 ? { active: false } : { role: 'manager' };
      const answers = await Promise.all([
        cluster.at(round).put(`/api/admin/staff/${b.id}`, change, a.headers),
        cluster.at(round + 1).put(`/api/admin/staff/${a.id}`, change, b.headers),
      ]);
      const winners = [a, b].filter((_, i) => answers[i]!.status === 200);
      const statuses = answers.map((r) => r.status).sort();
      outcomes.push(`${statuses.join('/')} → ${await activeOwners()} owner(s)`);
      if (winners.length !== 1) break;
      // Two owners again: the one left restores the other, who signs in afresh when disabled.
      const loser = winners[0] === a ? b : a;
      expect((await cluster.at(round).put(`/api/admin/staff/${loser.id}`, { role: 'owner', active: true }, winners[0]!.headers)).status).toBe(200);
      if (round % 2) loser.headers = await loser.signIn();
    }
    expect(outcomes.filter((o) => !/^200\/(401|403|409) → 1 owner\(s\)$/.test(o))).toEqual([]);
    expect(outcomes).toHaveLength(OWNER_RACES);
    expect((await cluster.at(0).put(`/api/admin/staff/${first.id}`, { role: 'owner' }, a.headers)).status).toBe(200);
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
