import { clock } from '../../src/lib/clock';
import { VariantModel } from '../../src/modules/catalogue/model';
import { rebuildDailyStats } from '../../src/modules/orders/counters';
import { dueSubscriptionOrders } from '../../src/modules/orders/subscription-dues';
import { Types } from 'mongoose';
import { creditStatement, moveCredit } from '../../src/modules/store-credit/service';
import { adminHeaders, createPartner, createStaffMember, signUp, type Customer, type Partner } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-app';
import { withCode } from '../helpers/handover';
import { createProduct, pngBytes } from '../catalogue/fixtures';
import { addTemplate, ist, slotId } from '../slots/fixtures';
import { subscriptionOrder } from './support/subscription-order';

// A subscription's delivery from the cut-off to the door (docs/subscriptions.md "Paying for deliveries"): nothing to
// collect, paid from store credit once delivered (once, whatever repeats), nothing taken when cancelled, and counted as
// subscription revenue on the dashboard. Each order is made by the cut-off's run (support/subscription-order.ts).

const t = useTestApp();
const { api } = t;

/** 1 December 2026, 21:00 in Hyderabad: an hour before the cut-off for 2 December. */
const EVENING = ist('2026-12-01T21:00');
const at = (ms: number) => jest.spyOn(clock, 'now').mockReturnValue(ms);

describe('subscription deliveries', () => {
  let milk: string; // ₹45, stock counted
  let eggs: string; // ₹72
  let partner: Partner;
  let template: string;

  beforeAll(async () => {
    const milkProduct = await createProduct(
      t,
      { name: 'A2 Buffalo Milk', category: 'dairy', subscribable: true },
      { label: '500 ml', price: 45, weight_grams: 520, stock: 50 },
    );
    const eggProduct = await createProduct(t, { name: 'Country Eggs', category: 'eggs', subscribable: true }, { label: '6 pcs', price: 72, weight_grams: 360 });
    milk = milkProduct.variants[0].id;
    eggs = eggProduct.variants[0].id;
    template = await addTemplate(t, { start: '06:00', end: '08:00' });
    partner = await createPartner(t, 'Ravi Kumar');
  });
  beforeEach(() => at(EVENING));
  afterEach(() => jest.restoreAllMocks());

  const morning = (date: string) => slotId(date, '0600', '0800');
  const giveCredit = async (who: Customer, rupees: number) =>
    expect((await api.post(`/api/admin/customers/${who.id}/store-credit`, { amount: rupees, reason: 'Top-up' }, adminHeaders(t))).status).toBe(200);
  const balance = async (who: Customer) => (await api.get('/api/me/store-credit', who.headers)).body.balance as number;
  const adminView = async (id: string) => (await api.get(`/api/admin/orders/${id}`, adminHeaders(t))).body;
  const partnersView = async (id: string) => (await api.get('/api/delivery/orders', partner.headers)).body.find((o: { id: string }) => o.id === id);

  /** A customer with credit and their order for 2 December: 2 × milk + 1 × eggs = ₹162. */
  async function subscriber(credit = 500, date = '2026-12-02') {
    const who = await signUp(t, 'Padma Rao');
    if (credit > 0) await giveCredit(who, credit);
    const lines = [
      { variantId: milk, quantity: 2 },
      { variantId: eggs, quantity: 1 },
    ];
    const { id, subscriptionId } = await subscriptionOrder(t, { customer: who, date, templateId: template, lines });
    return { who, id, subscriptionId };
  }

  /** Assigned to the partner and accepted, on the morning of its day. */
  async function outForDelivery(id: string, date = '2026-12-02') {
    at(ist(`${date}T06:30`));
    expect((await api.put(`/api/admin/orders/${id}/assign`, { partnerId: partner.id }, adminHeaders(t))).status).toBe(200);
    expect((await api.put(`/api/delivery/orders/${id}/accept`, undefined, partner.headers)).status).toBe(200);
  }
  const complete = async (id: string, cash: Record<string, unknown> = {}) =>
    api.put(`/api/delivery/orders/${id}/complete`, await withCode(id, cash), partner.headers);

  it('is marked Subscription everywhere, with nothing to collect at the door', async () => {
    const { who, id, subscriptionId } = await subscriber();
    const mine = (await api.get('/api/orders', who.headers)).body.find((o: { id: string }) => o.id === id);
    expect(mine).toMatchObject({
      total_amount: 162,
      shipping: 0,
      to_pay: 0,
      store_credit: 0,
      payment: { method: 'subscription', state: 'due', paid_via: null },
      subscription: { id: subscriptionId, date: '2026-12-02', movedFromSlot: null, leftOut: [] },
    });
    expect(await adminView(id)).toMatchObject({ payment_method: 'Subscription', subscription: { id: subscriptionId, date: '2026-12-02' } });

    await outForDelivery(id);
    const theirs = await partnersView(id);
    expect(theirs).toMatchObject({ amount_due: 0, payment: { method: 'subscription', state: 'due' }, subscription: { date: '2026-12-02' } });
    const qr = await api.post(`/api/delivery/orders/${id}/upi-qr`, undefined, partner.headers);
    expect(qr.status).toBe(409);
    expect(qr.body.msg).toBe('This order is already paid: there is nothing to collect.');
  });

  it('is paid from store credit once when delivered: a repeat debits nothing more; cash is refused and not recorded', async () => {
    const { who, id } = await subscriber(500);
    await outForDelivery(id);
    const withCash = await complete(id, { cash_collected_paise: 16200 });
    expect(withCash.status).toBe(400);
    expect(withCash.body.msg).toBe("This is a subscription delivery, paid from the customer's store credit: there is no cash to collect.");
    expect(await balance(who)).toBe(500);

    const done = await complete(id);
    expect(done.status).toBe(200);
    expect(await balance(who)).toBe(338);
    const again = await complete(id);
    expect(again.status).toBe(409);
    expect(await balance(who)).toBe(338);

    const order = await adminView(id);
    expect(order).toMatchObject({
      delivery_status: 'Delivered',
      cash_collected: null,
      store_credit: 162,
      to_pay: 0,
      payment: { method: 'subscription', state: 'paid', paid_via: 'store_credit' },
    });
    const entries = (await creditStatement(who.id)).entries.filter((e) => e.key === `subscription:${id}`);
    expect(entries).toEqual([expect.objectContaining({ amountPaise: -16200, reason: 'Subscription delivery 2026-12-02', orderId: id })]);
  });

  it("a manager's override at the door pays it the same way", async () => {
    const { who, id } = await subscriber(200);
    await outForDelivery(id);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'door.png');
    const sent = await fetch(`${t.url}/api/delivery/orders/${id}/handover-photo`, { method: 'POST', headers: partner.headers, body: form });
    expect(sent.status).toBe(200);
    const manager = await createStaffMember(t, 'manager');
    expect((await api.put(`/api/admin/orders/${id}/handover-override`, undefined, manager.headers)).status).toBe(200);
    expect(await balance(who)).toBe(38);
    expect((await adminView(id)).payment).toMatchObject({ state: 'paid', paid_via: 'store_credit' });
  });

  it('cancelled before delivery takes nothing, and gives back its slot place and stock', async () => {
    const placesBefore = await takenOrders('2026-12-04');
    const stockBefore = await stockOf(milk);
    const { who, id } = await subscriber(500, '2026-12-04');
    expect(await takenOrders('2026-12-04')).toBe(placesBefore + 1);
    expect(await stockOf(milk)).toBe(stockBefore - 2);

    const cancelled = await api.put(`/api/admin/orders/${id}/cancel`, { reason: 'Customer away' }, adminHeaders(t));
    expect(cancelled.status).toBe(200);
    expect(await balance(who)).toBe(500);
    expect(await takenOrders('2026-12-04')).toBe(placesBefore);
    expect(await stockOf(milk)).toBe(stockBefore);
    expect((await creditStatement(who.id)).entries.map((e) => e.key)).not.toContain(`subscription:${id}`);

    // The customer's own cancel, while it has not left the store, takes nothing either.
    const second = await subscriber(500, '2026-12-04');
    expect((await api.put(`/api/orders/${second.id}/cancel`, undefined, second.who.headers)).status).toBe(200);
    expect(await balance(second.who)).toBe(500);
  });

  it('counts against the balance the next runs check until it is paid or cancelled', async () => {
    const owed = async (who: Customer) => (await dueSubscriptionOrders('2026-11-01', who.id)).map((d) => [d.id, d.totalPaise]);
    const delivered = await subscriber(500, '2026-12-05');
    const cancelled = await subscriber(500, '2026-12-05');
    expect(await owed(delivered.who)).toEqual([[delivered.id, 16200]]);
    expect(await owed(cancelled.who)).toEqual([[cancelled.id, 16200]]);

    await outForDelivery(delivered.id, '2026-12-05');
    expect((await complete(delivered.id)).status).toBe(200);
    expect(await owed(delivered.who)).toEqual([]);
    expect((await api.put(`/api/admin/orders/${cancelled.id}/cancel`, { reason: 'Customer away' }, adminHeaders(t))).status).toBe(200);
    expect(await owed(cancelled.who)).toEqual([]);
  });

  it('a balance that does not cover it at delivery: the delivery stands, the order stays due and staff see it unpaid', async () => {
    const warnings = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const { who, id } = await subscriber(500);
    // After the cut-off the customer spends most of the credit in the shop.
    await moveCredit({ userId: who.id, key: `spend:${new Types.ObjectId().toString()}`, amountPaise: -40000, reason: 'Used on an order' });
    await outForDelivery(id);
    expect((await complete(id)).status).toBe(200);
    expect(await balance(who)).toBe(100);
    expect(await adminView(id)).toMatchObject({ delivery_status: 'Delivered', payment: { method: 'subscription', state: 'due', paid_via: null } });
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining(`subscription order ${id} delivered unpaid`), 'SubscriptionPayment');
  });

  it("counts delivered subscription orders' totals as subscription revenue of their delivery day, also when recounted", async () => {
    const period = async () => {
      const res = await api.get('/api/admin/stats?from=2026-12-09&to=2026-12-09', adminHeaders(t));
      expect(res.status).toBe(200);
      return res.body.period;
    };
    expect((await period()).subscription_revenue).toBe(0);
    const delivered = await subscriber(500, '2026-12-09');
    const cancelled = await subscriber(500, '2026-12-09');
    await subscriber(500, '2026-12-09'); // not delivered yet
    await outForDelivery(delivered.id, '2026-12-09');
    expect((await complete(delivered.id)).status).toBe(200);
    expect((await api.put(`/api/admin/orders/${cancelled.id}/cancel`, {}, adminHeaders(t))).status).toBe(200);
    expect((await period()).subscription_revenue).toBe(162);
    await rebuildDailyStats();
    expect((await period()).subscription_revenue).toBe(162);
  });

  async function takenOrders(date: string): Promise<number> {
    const fill = await api.get(`/api/admin/slots?from=${date}`, adminHeaders(t));
    const slot = fill.body.days[0].slots.find((s: { id: string }) => s.id === morning(date));
    return slot?.taken_orders ?? 0;
  }
  const stockOf = async (variantId: string) => (await VariantModel.findById(variantId).lean())?.stock ?? 0;
});
