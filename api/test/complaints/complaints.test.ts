import { clock } from '../../src/lib/clock';
import { OrderModel } from '../../src/modules/orders/model';
import { OutboxModel } from '../../src/modules/notifications/model';
import { creditBalance } from '../../src/modules/store-credit/service';
import { adminHeaders, createStaffMember, signUp, type Customer } from '../helpers/accounts';
import { until } from '../helpers/until';
import { pngBytes } from '../catalogue/fixtures';
import { HYDERABAD, placeOrder, useCatalogueWithFiller, WARANGAL, weighEverySize } from '../orders/fixtures';
import { usePaymentsTestApp } from '../payments/fixtures';
import { BANJARA_HILLS } from '../slots/fixtures';

// "Report a problem" and the complaints queue over HTTP (docs/complaints.md), with online refunds through the
// Razorpay stand-in. The clock is moved, never waited on.

const { t, api, controls } = usePaymentsTestApp();
const HOUR = 60 * 60 * 1000;
const DELIVERED_AT = Date.parse('2026-11-20T10:00:00Z');

describe('report a problem', () => {
  const cat = useCatalogueWithFiller(t);
  let customer: Customer;
  let other: Customer;

  beforeAll(async () => {
    await weighEverySize();
    customer = await signUp(t, 'Sravani Goud');
    other = await signUp(t, 'Kiran Rao');
  });
  afterEach(() => jest.restoreAllMocks());

  const at = (ms: number) => jest.spyOn(clock, 'now').mockReturnValue(ms);

  /** A cash order of 2 × chicken 1kg (₹600) and 1 × ghee (₹900), delivered at DELIVERED_AT. */
  async function deliveredOrder(who: Customer = customer, address = HYDERABAD): Promise<string> {
    const id = await placeOrder(
      t,
      who,
      [
        { id: cat.chicken1kg, quantity: 2 },
        { id: cat.ghee500ml, quantity: 1 },
      ],
      address,
    );
    await markDelivered(id);
    return id;
  }

  const markDelivered = (id: string) =>
    OrderModel.updateOne({ _id: id }, { $set: { delivery_status: 'Delivered', status: 'Completed', delivered_at: new Date(DELIVERED_AT) } });

  function report(
    orderId: string,
    fields: { items?: unknown; reason?: string; note?: string; photos?: Buffer[] } = {},
    who: Customer = customer,
  ): Promise<{ status: number; body: any }> {
    const form = new FormData();
    form.append('items', typeof fields.items === 'string' ? fields.items : JSON.stringify(fields.items ?? [{ variantId: cat.chicken1kg, quantity: 1 }]));
    form.append('reason', fields.reason ?? 'spoiled');
    if (fields.note !== undefined) form.append('note', fields.note);
    for (const [i, bytes] of (fields.photos ?? [pngBytes()]).entries()) form.append('photos', new Blob([bytes], { type: 'image/png' }), `photo-${i}.png`);
    return fetch(`${t.url}/api/orders/${orderId}/problems`, { method: 'POST', headers: who.headers, body: form }).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));
  }

  const problems = async (orderId: string, who: Customer = customer) => (await api.get(`/api/orders/${orderId}/problems`, who.headers)).body;
  const decide = (id: string, body: Record<string, unknown>, headers = adminHeaders(t)) => api.put(`/api/admin/complaints/${id}`, body, headers);
  const adminOrder = async (orderId: string) => (await api.get(`/api/admin/orders/${orderId}`, adminHeaders(t))).body;

  describe('the window after delivery', () => {
    it('is open at 47:59 after delivery and closed at 48:01', async () => {
      const id = await deliveredOrder();
      at(DELIVERED_AT + 48 * HOUR + 60_000);
      expect((await problems(id)).can_report).toBe(false);
      const late = await report(id);
      expect(late.status).toBe(409);
      expect(late.body.msg).toBe('Problems can be reported within 48 hours of delivery.');

      at(DELIVERED_AT + 47 * HOUR + 59 * 60_000);
      expect(await problems(id)).toMatchObject({ can_report: true, window_hours: 48, closes_at: new Date(DELIVERED_AT + 48 * HOUR).toISOString() });
      const inTime = await report(id, { note: 'Smelled off when opened' });
      expect(inTime.status).toBe(201);
      expect(inTime.body).toMatchObject({
        state: 'open',
        reason: 'spoiled',
        note: 'Smelled off when opened',
        value: 600,
        items: [{ variant_id: cat.chicken1kg, quantity: 1, value: 600 }],
        amount: null,
      });
      expect(inTime.body.photos).toHaveLength(1);
      const photo = await fetch(`${t.url}${inTime.body.photos[0]}`);
      expect(photo.status).toBe(200);
      expect((await problems(id)).complaints.map((c: { id: string }) => c.id)).toEqual([inTime.body.id]);
    });

    it('refuses an order not delivered yet, and hides another customer’s order', async () => {
      const pending = await placeOrder(t, customer, [{ id: cat.chicken1kg, quantity: 1 }]);
      const res = await report(pending);
      expect(res.status).toBe(409);
      expect(res.body.msg).toMatch(/once the order is delivered/);

      const id = await deliveredOrder();
      at(DELIVERED_AT + HOUR);
      expect((await report(id, {}, other)).status).toBe(404);
      expect((await api.get(`/api/orders/${id}/problems`, other.headers)).status).toBe(404);
    });
  });

  describe('what a report may hold', () => {
    beforeEach(() => at(DELIVERED_AT + HOUR));

    it('checks items, quantities, reason, note and photos, storing nothing when refused', async () => {
      const id = await deliveredOrder();
      const tooMany = await report(id, { items: [{ variantId: cat.chicken1kg, quantity: 3 }] });
      expect(tooMany).toMatchObject({ status: 400, body: { msg: 'You ordered 2 of Country Chicken Curry Cut (1kg).' } });
      expect((await report(id, { items: [{ variantId: cat.eggs6, quantity: 1 }] })).status).toBe(400);
      expect((await report(id, { items: 'not json' })).status).toBe(400);
      expect((await report(id, { items: [] })).status).toBe(400);
      expect((await report(id, { reason: 'late' })).body.msg).toBe('Choose what went wrong.');
      expect((await report(id, { note: 'x'.repeat(501) })).status).toBe(400);
      const notImage = await report(id, { photos: [pngBytes(), Buffer.from('GIF? no, a text file')] });
      expect(notImage).toMatchObject({ status: 400, body: { msg: expect.stringMatching(/^Photo 2 is not a picture/) } });
      const fourPhotos = await report(id, { photos: [pngBytes(), pngBytes(), pngBytes(), pngBytes()] });
      expect(fourPhotos.status).toBe(400);
      const json = await api.post(`/api/orders/${id}/problems`, { items: [], reason: 'spoiled' }, customer.headers);
      expect(json.status).toBe(415);
      // Nothing was claimed by the refused reports: the item can still be reported, without photos too.
      const ok = await report(id, { items: [{ variantId: cat.chicken1kg, quantity: 2 }], photos: [] });
      expect(ok.status).toBe(201);
      expect(ok.body.photos).toEqual([]);
    });

    it('refuses a second complaint about the same item, also two sent at once', async () => {
      const id = await deliveredOrder();
      const both = await Promise.all([report(id), report(id, { items: [{ variantId: cat.chicken1kg, quantity: 1 }], reason: 'wrong_item' })]);
      expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
      const again = await report(id, {
        items: [
          { variantId: cat.ghee500ml, quantity: 1 },
          { variantId: cat.chicken1kg, quantity: 1 },
        ],
      });
      expect(again).toMatchObject({ status: 409, body: { msg: 'You have already reported a problem with Country Chicken Curry Cut (1kg) on this order.' } });
      // The ghee was not claimed by the refused report.
      expect((await report(id, { items: [{ variantId: cat.ghee500ml, quantity: 1 }], reason: 'missing' })).status).toBe(201);
      expect((await problems(id)).can_report).toBe(false);
    });

    it('answers transit damage of a courier order with the courier-claim help, no refund', async () => {
      const courier = await deliveredOrder(customer, WARANGAL);
      const res = await report(courier, { reason: 'damaged_in_transit' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ state: 'answered', amount: null, answer: expect.stringMatching(/help you file a claim with the courier/) });
      expect((await decide(res.body.id, { decision: 'approve', refundTo: 'credit' })).status).toBe(409);
      // Inside Hyderabad transit damage is the store's: it waits for staff.
      const local = await deliveredOrder();
      expect((await report(local, { reason: 'damaged_in_transit' })).body.state).toBe('open');
    });
  });

  describe('deciding', () => {
    beforeEach(() => at(DELIVERED_AT + HOUR));

    it('approves to store credit once: the balance grows, the customer sees it and gets an SMS', async () => {
      const buyer = await signUp(t, 'Padma Latha');
      const id = await deliveredOrder(buyer);
      const complaint = (await report(id, { items: [{ variantId: cat.chicken1kg, quantity: 2 }] }, buyer)).body;

      const queue = (await api.get('/api/admin/complaints', adminHeaders(t))).body.complaints;
      expect(queue.find((c: { id: string }) => c.id === complaint.id)).toMatchObject({
        state: 'open',
        customer: { name: 'Padma Latha' },
        order: { total: expect.any(Number), paid_online: false, is_outstation: false },
        history: [],
      });
      const tooMuch = await decide(complaint.id, { decision: 'approve', amount: 1200.01, refundTo: 'credit' });
      expect(tooMuch).toMatchObject({ status: 400, body: { msg: 'At most ₹1200: what the reported items cost.' } });
      const cash = await decide(complaint.id, { decision: 'approve', refundTo: 'original' });
      expect(cash.body.msg).toMatch(/not paid online/);

      const [first, second] = await Promise.all([
        decide(complaint.id, { decision: 'approve', amount: 600 }),
        decide(complaint.id, { decision: 'approve', amount: 900 }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const approved = first.status === 200 ? first.body : second.body;
      expect(approved).toMatchObject({ state: 'approved', refund_to: 'credit' });
      expect(await creditBalance(buyer.id)).toBe(approved.amount * 100);
      const sms = await OutboxModel.find({ order_id: id, event: 'complaint_approved' }).lean<Array<{ body: string }>>();
      expect(sms.map((m) => m.body)).toEqual([expect.stringContaining(`Rs.${approved.amount} added to your store credit`)]);
      expect((await decide(complaint.id, { decision: 'decline', reason: 'Changed my mind' })).status).toBe(409);

      expect((await problems(id, buyer)).complaints[0]).toMatchObject({ state: 'approved', amount: approved.amount, refund_to: 'credit' });
      // The note on the order keeps its delivery time (the window does not move).
      expect((await problems(id, buyer)).closes_at).toBe(new Date(DELIVERED_AT + 48 * HOUR).toISOString());
    });

    it('declines with a reason the customer reads, once', async () => {
      const id = await deliveredOrder();
      const complaint = (await report(id, { items: [{ variantId: cat.ghee500ml, quantity: 1 }], reason: 'other' })).body;
      expect((await decide(complaint.id, { decision: 'decline' })).body.msg).toBe('Give the customer a reason for declining.');
      const declined = await decide(complaint.id, { decision: 'decline', reason: 'The seal in your photo is intact.' });
      expect(declined.body).toMatchObject({ state: 'declined', answer: 'The seal in your photo is intact.', amount: null });
      expect((await problems(id)).complaints[0]).toMatchObject({ state: 'declined', answer: 'The seal in your photo is intact.' });
      expect((await decide(complaint.id, { decision: 'approve' })).status).toBe(409);
    });

    it('approves a free replacement: a new order of the items at ₹0 to the same address', async () => {
      const id = await deliveredOrder();
      const complaint = (await report(id, { items: [{ variantId: cat.chicken1kg, quantity: 1 }], reason: 'wrong_item' })).body;
      const res = await decide(complaint.id, { decision: 'approve', refundTo: 'replacement' });
      expect(res.body).toMatchObject({ state: 'approved', refund_to: 'replacement', replacement_order_id: expect.any(String) });
      const replacement = (await api.get(`/api/admin/orders/${res.body.replacement_order_id}`, adminHeaders(t))).body;
      expect(replacement).toMatchObject({
        delivery_status: 'Pending',
        total_amount: 0,
        shipping_address: { value: HYDERABAD.value },
        items: [expect.objectContaining({ variant_id: cat.chicken1kg, quantity: 1, price: 0 })],
      });
      expect(replacement.status_history[0].reason).toMatch(/^Replacement for order #/);
    });

    it('lists the customer’s earlier complaints in the queue', async () => {
      const buyer = await signUp(t, 'Mahesh Babu');
      const first = (await report(await deliveredOrder(buyer), {}, buyer)).body;
      await decide(first.id, { decision: 'decline', reason: 'Looks fine in the photo.' });
      const second = (await report(await deliveredOrder(buyer), {}, buyer)).body;
      const queue = (await api.get('/api/admin/complaints', adminHeaders(t))).body.complaints;
      const open = queue.filter((c: { state: string }) => c.state === 'open');
      expect(queue.indexOf(open.at(-1))).toBe(open.length - 1); // open ones first
      expect(queue.find((c: { id: string }) => c.id === second.id).history).toEqual([expect.objectContaining({ id: first.id, state: 'declined' })]);
    });

    it('is for owners and managers only', async () => {
      const id = await deliveredOrder();
      const complaint = (await report(id)).body;
      const dispatcher = await createStaffMember(t, 'dispatcher');
      expect((await api.get('/api/admin/complaints', dispatcher.headers)).status).toBe(403);
      expect((await decide(complaint.id, { decision: 'decline', reason: 'Not spoiled.' }, dispatcher.headers)).status).toBe(403);
      expect((await api.get('/api/admin/complaints', customer.headers)).status).toBe(401);
      const manager = await createStaffMember(t, 'manager');
      expect((await decide(complaint.id, { decision: 'decline', reason: 'Not spoiled.' }, manager.headers)).status).toBe(200);
      const audit = (await api.get(`/api/admin/audit?target=complaint&targetId=${complaint.id}`, adminHeaders(t))).body;
      expect(JSON.stringify(audit)).toContain('complaint.decide');
      expect(JSON.stringify(audit)).toContain('declined');
    });
  });

  describe('an online-paid order', () => {
    async function paidDelivered(): Promise<{ id: string; total: number }> {
      const lines = [
        { id: cat.filler, quantity: 5 },
        { id: cat.eggs6, quantity: 1 },
      ];
      const quote = await api.post('/api/orders/quote', { cartItems: lines, shippingAddress: BANJARA_HILLS }, customer.headers);
      const placed = await api.post(
        '/api/orders',
        { userId: customer.id, cartItems: lines, shippingAddress: BANJARA_HILLS, totalAmount: quote.body.total, paymentMethod: 'online' },
        customer.headers,
      );
      const paid = await controls().payOrder(placed.body.payment.razorpayOrderId, 'success', 'upi');
      expect((await api.post(`/api/orders/${placed.body.orderId}/payment`, paid, customer.headers)).status).toBe(200);
      await markDelivered(placed.body.orderId);
      return { id: placed.body.orderId, total: placed.body.order.total_amount };
    }

    it('refunds an approval to the payment, and never more than was paid across complaints and staff refunds', async () => {
      const { id, total } = await paidDelivered();
      at(DELIVERED_AT + HOUR);
      // Staff first refund all but ₹100 of the order.
      const staff = await api.post(`/api/admin/orders/${id}/refunds`, { amount: total - 100, reason: 'Late delivery' }, adminHeaders(t));
      expect(staff.status).toBe(200);
      const complaint = (await report(id, { items: [{ variantId: cat.filler, quantity: 2 }] })).body;
      const over = await decide(complaint.id, { decision: 'approve', amount: 240, refundTo: 'original' });
      expect(over).toMatchObject({ status: 400, body: { msg: 'At most ₹100 can still be refunded on this order.' } });
      // Store credit counts against what was paid too.
      expect((await decide(complaint.id, { decision: 'approve', amount: 240, refundTo: 'credit' })).status).toBe(400);
      const ok = await decide(complaint.id, { decision: 'approve', amount: 100, refundTo: 'original' });
      expect(ok.body).toMatchObject({ state: 'approved', amount: 100, refund_to: 'original' });
      await until(async () => (await adminOrder(id)).payment.refunds.every((r: { state: string }) => r.state === 'processed'), 'the refunds to complete');
      const refunds = (await adminOrder(id)).payment.refunds;
      expect(refunds.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0)).toBe(total);
      expect(refunds.at(-1)).toMatchObject({ amount: 100, reason: 'Complaint about order #' + id.slice(-8).toUpperCase() + ': spoiled or rotten' });

      // Refunded in full: a further approval is refused, to the payment or as credit.
      const next = (await report(id, { items: [{ variantId: cat.eggs6, quantity: 1 }], reason: 'missing' })).body;
      const refused = await decide(next.id, { decision: 'approve', refundTo: 'original' });
      expect(refused).toMatchObject({ status: 400, body: { msg: 'This order has already been refunded in full.' } });
      expect((await decide(next.id, { decision: 'approve', refundTo: 'credit' })).body.msg).toBe('This order has already been refunded in full.');
      expect((await problems(id)).complaints.find((c: { id: string }) => c.id === next.id).state).toBe('open');
    });
  });
});
