import { Types } from 'mongoose';
import { messagesTo } from '../../../scripts/lib/twilio-standin';
import { clock } from '../../src/lib/clock';
import { bumpCatalogueVersion } from '../../src/modules/catalogue/catalogue-version';
import { VariantModel } from '../../src/modules/catalogue/model';
import { OutboxModel } from '../../src/modules/notifications/model';
import { OrderModel } from '../../src/modules/orders/model';
import { moveCredit } from '../../src/modules/store-credit/service';
import { dayOrderId, forgetFinishedDays, runDueDays, CLAIM_STALE_MS } from '../../src/modules/subscriptions/generation';
import { SubscriptionDayModel } from '../../src/modules/subscriptions/model';
import { signUp, type Customer } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-app';
import { until } from '../helpers/until';
import { createProduct } from '../catalogue/fixtures';
import { addTemplate, BANJARA_HILLS, ist } from '../slots/fixtures';

// The orders made at each cut-off (docs/subscriptions.md "Orders at each cut-off"), with the run called at instants
// the test chooses: the clock is moved, never waited on (test apps run no cut-off of their own).

const t = useTestApp();
const { api } = t;
const at = (ms: number) => jest.spyOn(clock, 'now').mockReturnValue(ms);
const run = (ms: number, options = {}) => {
  at(ms);
  return runDueDays(new Date(ms), options);
};
const ordersOf = (subscriptionId: string) => OrderModel.find({ 'subscription.id': subscriptionId }).sort({ 'subscription.date': 1 }).lean();

describe('orders at each cut-off', () => {
  let milk: string;
  let eggs: string; // counted stock
  let eggProduct: string;
  let morning: string;
  let topUps = 0;

  beforeAll(async () => {
    const milkProduct = await createProduct(
      t,
      { name: 'A2 Buffalo Milk', category: 'dairy', subscribable: true },
      { label: '500 ml', price: 45, weight_grams: 520 },
    );
    const egg = await createProduct(
      t,
      { name: 'Country Eggs', category: 'eggs', subscribable: true },
      { label: '6 pcs', price: 72, weight_grams: 360, stock: 100 },
    );
    milk = milkProduct.variants[0].id;
    eggs = egg.variants[0].id;
    eggProduct = egg.id;
    at(ist('2026-11-20T10:00'));
    morning = await addTemplate(t, { start: '06:00', end: '08:00', capacity_orders: 50 });
    await addTemplate(t, { start: '08:00', end: '10:00', capacity_orders: 50 });
    await addTemplate(t, { start: '17:00', end: '19:00' });
  });
  beforeEach(() => forgetFinishedDays());
  afterEach(() => jest.restoreAllMocks());

  /** A customer with an address and `credit` rupees of store credit. */
  async function customerWith(credit: number, name = 'Padma Rao'): Promise<Customer & { address: string }> {
    const customer = await signUp(t, name);
    const res = await api.post('/api/addresses', { newAddress: BANJARA_HILLS }, customer.headers);
    if (credit > 0) await moveCredit({ userId: customer.id, key: `test-top-up:${++topUps}`, amountPaise: credit * 100, reason: 'Top-up' });
    return { ...customer, address: (res.body as Array<{ id: string }>).at(-1)!.id };
  }

  async function subscribe(who: Customer & { address: string }, when: number, body: Record<string, unknown>): Promise<string> {
    at(when);
    const res = await api.post(
      '/api/subscriptions',
      { items: [{ variantId: milk, quantity: 2 }], schedule: { kind: 'daily' }, slotId: morning, addressId: who.address, ...body },
      who.headers,
    );
    expect(res.status).toBe(201);
    return res.body.id;
  }

  test('one order per subscription-day once the cut-off passed, none before, and a second run makes nothing new', async () => {
    const padma = await customerWith(1000);
    const id = await subscribe(padma, ist('2026-12-01T10:00'), { startDate: '2026-12-02' });

    const early = await run(ist('2026-12-01T21:59:59'));
    expect(early.days).toEqual(['2026-12-01']);
    expect(await ordersOf(id)).toHaveLength(0);

    const due = await run(ist('2026-12-01T22:00'));
    expect(due.days).toEqual(['2026-12-01', '2026-12-02']);
    const [order] = await ordersOf(id);
    expect(order._id.toString()).toBe(dayOrderId(`${id}:2026-12-02`));
    expect(order).toMatchObject({
      user_id: padma.id,
      total_paise: 9000,
      shipping_paise: 0,
      coupon_discount_paise: 0,
      first_order_discount_paise: 0,
      payment_method: 'Subscription',
      payment: { method: 'subscription', state: 'due' },
      delivery_status: 'Pending',
      delivery_type: 'partner',
      subscription: { id, date: '2026-12-02', moved_from_slot: null, left_out: [] },
      slot: { id: 'hyderabad-2026-12-02-0600-0800' },
    });
    expect(order.status_history).toEqual([expect.objectContaining({ status: 'Pending', by: `subscription:${id}` })]);
    expect(order.items[0]).toMatchObject({ variant_id: milk, quantity: 2, price_paise: 4500, stock_taken: false, hsn: expect.any(String) });

    // The customer sees it with the mark; the day is what they planned, so no "placed" text is queued for it.
    at(ist('2026-12-01T22:01'));
    const mine = await api.get('/api/orders', padma.headers);
    expect(mine.status).toBe(200);
    const seen = (mine.body as Array<{ id: string; subscription: unknown; payment: { method: string } }>).find((o) => o.id === order._id.toString())!;
    expect(seen.subscription).toEqual({ id, date: '2026-12-02', movedFromSlot: null, leftOut: [] });
    expect(seen.payment.method).toBe('subscription');
    expect(await OutboxModel.countDocuments({ order_id: order._id.toString() })).toBe(0);

    const again = await run(ist('2026-12-01T22:00:30'));
    expect(again.ordered).toBe(0);
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await SubscriptionDayModel.findById(`${id}:2026-12-02`).lean()).toMatchObject({ state: 'ordered', amount_paise: 9000 });
  });

  test('29 February and the turn of a month', async () => {
    const who = await customerWith(2000);
    const id = await subscribe(who, ist('2028-02-27T10:00'), { startDate: '2028-02-28' });
    await run(ist('2028-02-27T22:00'));
    await run(ist('2028-02-28T22:00'));
    await run(ist('2028-02-29T22:00'));
    expect((await ordersOf(id)).map((o) => o.subscription!.date)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  test('a pause spanning the cut-off: closed days keep their order, paused days make none', async () => {
    const who = await customerWith(2000);
    const id = await subscribe(who, ist('2026-12-03T10:00'), { startDate: '2026-12-04' });
    at(ist('2026-12-03T12:00'));
    expect((await api.post(`/api/subscriptions/${id}/pause`, { from: '2026-12-05', to: '2026-12-06' }, who.headers)).status).toBe(200);
    for (const evening of ['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']) await run(ist(`${evening}T22:00`));
    expect((await ordersOf(id)).map((o) => o.subscription!.date)).toEqual(['2026-12-04', '2026-12-07']);
  });

  test("each day at that day's prices", async () => {
    const who = await customerWith(2000);
    const id = await subscribe(who, ist('2026-12-10T10:00'), { startDate: '2026-12-11' });
    await run(ist('2026-12-10T22:00'));
    await VariantModel.updateOne({ _id: milk }, { $set: { price_paise: 5000 } });
    await bumpCatalogueVersion();
    await run(ist('2026-12-11T22:00'));
    await VariantModel.updateOne({ _id: milk }, { $set: { price_paise: 4500 } });
    await bumpCatalogueVersion();
    expect((await ordersOf(id)).map((o) => o.total_paise)).toEqual([9000, 10000]);
  });

  test('a full slot sends the order to the next morning slot, naming the one asked for', async () => {
    const small = await addTemplate(t, { start: '05:00', end: '06:00', capacity_orders: 1 });
    const [a, b] = [await customerWith(1000, 'Anil'), await customerWith(1000, 'Bhavani')];
    const first = await subscribe(a, ist('2026-12-14T10:00'), { startDate: '2026-12-15', slotId: small });
    const second = await subscribe(b, ist('2026-12-14T10:00'), { startDate: '2026-12-15', slotId: small });
    await run(ist('2026-12-14T22:00'));
    const [one] = await ordersOf(first);
    const [two] = await ordersOf(second);
    expect(one.slot!.id).toBe('hyderabad-2026-12-15-0500-0600');
    expect(one.subscription!.moved_from_slot).toBeNull();
    expect(two.slot!.id).toBe('hyderabad-2026-12-15-0600-0800');
    expect(two.subscription!.moved_from_slot).toBe('hyderabad-2026-12-15-0500-0600');
  });

  test('an item short of stock is left out; with every item out the day is skipped', async () => {
    const who = await customerWith(2000);
    const items = [
      { variantId: milk, quantity: 1 },
      { variantId: eggs, quantity: 2 },
    ];
    const id = await subscribe(who, ist('2026-12-16T10:00'), { startDate: '2026-12-17', items });
    await VariantModel.updateOne({ _id: eggs }, { $set: { stock: 1 } });
    await bumpCatalogueVersion();
    await run(ist('2026-12-16T22:00'));
    const [order] = await ordersOf(id);
    expect(order.items.map((i) => i.variant_id)).toEqual([milk]);
    expect(order.subscription!.left_out).toEqual([{ name: 'Country Eggs (6 pcs)', quantity: 2 }]);
    await until(async () => (await messagesTo(process.env.TEST_SMS_URL!, who.phone)).find((m) => m.body.includes('without Country Eggs')), 'the left-out SMS');

    // The milk's product hidden too: nothing left for the next day.
    const milkProduct = (await VariantModel.findById(milk).lean())!.product_id.toString();
    expect((await api.put(`/api/admin/products/${milkProduct}`, { is_active: false }, t.adminHeaders)).status).toBe(200);
    await run(ist('2026-12-17T22:00'));
    expect((await api.put(`/api/admin/products/${milkProduct}`, { is_active: true }, t.adminHeaders)).status).toBe(200);
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await SubscriptionDayModel.findById(`${id}:2026-12-18`).lean()).toMatchObject({ state: 'skipped', reason: 'unavailable' });
    await VariantModel.updateOne({ _id: eggs }, { $set: { stock: 100 } });
    await bumpCatalogueVersion();
    expect(eggProduct).toBeTruthy();
  });

  test('a balance short of the day (and the unpaid days before it) skips it and tells the customer', async () => {
    const who = await customerWith(150); // covers one day (₹90), not two
    const id = await subscribe(who, ist('2026-12-20T10:00'), { startDate: '2026-12-21' });
    await run(ist('2026-12-20T22:00'));
    await run(ist('2026-12-21T22:00'));
    expect((await ordersOf(id)).map((o) => o.subscription!.date)).toEqual(['2026-12-21']);
    expect(await SubscriptionDayModel.findById(`${id}:2026-12-22`).lean()).toMatchObject({ state: 'skipped', reason: 'balance', amount_paise: 9000 });
    const sms = await until(async () => (await messagesTo(process.env.TEST_SMS_URL!, who.phone)).find((m) => m.body.includes('skipped')), 'the skipped SMS');
    expect(sms.body).toContain("Tomorrow's subscription delivery is skipped: your balance Rs.60 does not cover Rs.90. Top up in the app.");
    await until(
      async () => (await messagesTo(process.env.TEST_SMS_URL!, who.phone)).find((m) => m.body.includes('does not cover your next 3')),
      'the low-balance SMS',
    );

    // The shop's banner reads the same.
    at(ist('2026-12-21T22:05'));
    const balance = await api.get('/api/subscriptions/balance', who.headers);
    expect(balance.status).toBe(200);
    expect(balance.body).toMatchObject({ balance: 150, low: true, skipped: [{ date: '2026-12-22', reason: 'balance' }] });
  });

  test('a run stopped half way and run again makes exactly one order each', async () => {
    const people = [await customerWith(1000, 'Chandra'), await customerWith(1000, 'Divya'), await customerWith(1000, 'Eshwar')];
    const ids = [];
    for (const p of people) ids.push(await subscribe(p, ist('2026-12-23T10:00'), { startDate: '2026-12-24' }));
    let made = 0;
    const stop = async () => {
      made += 1;
      if (made === 1) throw new Error('the process stopped');
    };
    await expect(run(ist('2026-12-23T22:00'), { afterEach: stop })).rejects.toThrow('the process stopped');
    expect(made).toBe(1);
    await run(ist('2026-12-23T22:00:10'));
    for (const id of ids) expect(await ordersOf(id)).toHaveLength(1);
    for (const id of ids) expect(await SubscriptionDayModel.findById(`${id}:2026-12-24`).lean()).toMatchObject({ state: 'ordered' });
  });

  test('a claim left "claimed" with its order stored is completed once stale, never ordered twice', async () => {
    const who = await customerWith(1000);
    const id = await subscribe(who, ist('2026-12-26T10:00'), { startDate: '2026-12-27' });
    const stop = () => {
      throw new Error('stopped after storing');
    };
    await expect(run(ist('2026-12-26T22:00'), { afterStored: stop })).rejects.toThrow('stopped after storing');
    expect(await SubscriptionDayModel.findById(`${id}:2026-12-27`).lean()).toMatchObject({ state: 'claimed' });
    // As if another process had stopped there: until the claim is stale that process may still be on it.
    await SubscriptionDayModel.updateOne({ _id: `${id}:2026-12-27` }, { $set: { holder: 'another-process:1' } });
    expect((await run(ist('2026-12-26T22:00:30'))).busy).toBeGreaterThanOrEqual(1);
    expect(await SubscriptionDayModel.findById(`${id}:2026-12-27`).lean()).toMatchObject({ state: 'claimed' });
    await run(ist('2026-12-26T22:00') + CLAIM_STALE_MS);
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await SubscriptionDayModel.findById(`${id}:2026-12-27`).lean()).toMatchObject({ state: 'ordered' });
  });

  test('clock jumps: a late run still makes today, never a past day, and nothing twice', async () => {
    const who = await customerWith(3000);
    const id = await subscribe(who, ist('2027-01-04T10:00'), { startDate: '2027-01-05' });
    // The 22:00 run on 4 January never happened: at 06:00 on the 5th the day is made at once, in a slot still to come.
    await run(ist('2027-01-05T05:00'));
    await run(ist('2027-01-05T22:00'));
    // The clock jumps to the evening of the 8th: the 7th has gone by and the 8th's morning slots are over, so only
    // tomorrow (the 9th) is made; the 8th is skipped for want of a slot.
    const jump = await run(ist('2027-01-08T22:30'));
    expect(jump.days).toEqual(['2027-01-08', '2027-01-09']);
    const dates = (await ordersOf(id)).map((o) => o.subscription!.date);
    expect(dates).toEqual(['2027-01-05', '2027-01-06', '2027-01-09']);
    expect(await SubscriptionDayModel.findById(`${id}:2027-01-08`).lean()).toMatchObject({ state: 'skipped', reason: 'no_slot' });
    expect(await SubscriptionDayModel.findById(`${id}:2027-01-07`).lean()).toBeNull();
    // Run again at each of those instants: nothing new.
    await run(ist('2027-01-05T06:00'));
    await run(ist('2027-01-08T22:31'));
    expect(await ordersOf(id)).toHaveLength(3);
  });

  test('the test clock route is not there without SUBSCRIPTION_TEST_CLOCK', async () => {
    const res = await api.put('/api/test/subscription-clock', { offsetMs: 0 });
    expect(res.status).toBe(404);
    expect(Types.ObjectId.isValid(dayOrderId('x:2026-01-01'))).toBe(true);
  });
});
