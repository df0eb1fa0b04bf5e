// The server runs in UTC here, as in production containers: every slot rule must still be Hyderabad time.
process.env.TZ = 'UTC';

import { clock } from '../../src/lib/clock';
import { OutboxModel } from '../../src/modules/notifications/model';
import { until } from '../helpers/until';
import { adminHeaders, createStaffMember } from '../helpers/accounts';
import { http, useTestApp } from '../helpers/build-app';
import { useCatalogueWithFiller, weighEverySize } from '../orders/fixtures';
import { addTemplate, BANJARA_HILLS, ist, PINCODE, quickCustomer, slotId } from './fixtures';
import type { Customer } from '../helpers/accounts';

const t = useTestApp();
const TUESDAY_MORNING = ist('2026-12-01T10:00:00');
let now = TUESDAY_MORNING;
beforeEach(() => {
  jest.spyOn(clock, 'now').mockImplementation(() => now);
});
afterEach(() => {
  jest.restoreAllMocks();
  now = TUESDAY_MORNING;
});

const api = () => http(t.url);
const slots = async (date?: string) => (await api().get(`/api/slots?pincode=${PINCODE}${date ? `&date=${date}` : ''}`)).body;

describe('delivery slots', () => {
  const cat = useCatalogueWithFiller(t);
  const cart = () => [{ id: cat.filler, quantity: 1 }];

  async function order(customer: Customer, body: Record<string, unknown> = {}) {
    const quote = await api().post('/api/orders/quote', { cartItems: cart(), shippingAddress: BANJARA_HILLS, ...body }, customer.headers);
    if (quote.status !== 200) return quote;
    return api().post(
      '/api/orders',
      { userId: customer.id, cartItems: cart(), shippingAddress: BANJARA_HILLS, totalAmount: quote.body.total, ...body },
      customer.headers,
    );
  }

  it('a zone without slots set up delivers as before: no slots listed, orders carry none', async () => {
    await weighEverySize();
    const answer = await slots();
    expect(answer).toMatchObject({ zone: 'hyderabad', delivery: 'partner', serviceable: true, slots_in_use: false, slots: [], next_open: null });
    const placed = await order(await quickCustomer(t));
    expect(placed.status).toBe(201);
    expect(placed.body.order.slot).toBeNull();
  });

  describe('once staff set up a morning and an evening slot', () => {
    beforeAll(async () => {
      await addTemplate(t, { capacity_orders: 10 });
      await addTemplate(t, { start: '17:00', end: '19:00', cutoff: { kind: 'hours_before', hours: 3 }, capacity_orders: 10 });
    });

    it('lists the next 3 days in Hyderabad time with the server in UTC, closed ones included', async () => {
      expect(new Date().getTimezoneOffset()).toBe(0);
      const answer = await slots();
      expect(answer.slots_in_use).toBe(true);
      expect(answer.slots.map((s: { id: string; status: string }) => [s.id, s.status])).toEqual([
        [slotId('2026-12-01'), 'closed'], // closed at 22:00 last night
        [slotId('2026-12-01', '1700', '1900'), 'open'], // closes at 14:00 today
        [slotId('2026-12-02'), 'open'],
        [slotId('2026-12-02', '1700', '1900'), 'open'],
        [slotId('2026-12-03'), 'open'],
        [slotId('2026-12-03', '1700', '1900'), 'open'],
      ]);
      expect(answer.slots[2]).toMatchObject({
        starts_at: '2026-12-02T01:30:00.000Z',
        ends_at: '2026-12-02T03:30:00.000Z',
        cutoff_at: '2026-12-01T16:30:00.000Z',
        remaining: 10,
      });
      expect(answer.next_open.id).toBe(slotId('2026-12-01', '1700', '1900'));
      expect((await slots('2026-12-03')).slots).toHaveLength(2);
    });

    it('cut-off edges: open at 21:59:59 the evening before, closed at 22:00:00', async () => {
      const customer = await quickCustomer(t);
      const hold = (id: string) => api().post('/api/slots/hold', { slotId: id, pincode: PINCODE }, customer.headers);
      now = ist('2026-12-01T21:59:59');
      expect((await hold(slotId('2026-12-02'))).status).toBe(200);
      now = ist('2026-12-01T22:00:00');
      const late = await hold(slotId('2026-12-02'));
      expect(late.status).toBe(409);
      expect(late.body.msg).toBe('Orders for that delivery slot have closed. Please choose another.');
      expect((await slots()).slots.find((s: { id: string }) => s.id === slotId('2026-12-02')).status).toBe('closed');
      // Same-day slots close N hours before they start: 17:00 closes at 14:00.
      now = ist('2026-12-02T13:59:59');
      expect((await hold(slotId('2026-12-02', '1700', '1900'))).status).toBe(200);
      now = ist('2026-12-02T14:00:00');
      expect((await hold(slotId('2026-12-02', '1700', '1900'))).status).toBe(409);
    });

    it('never oversells: 50 customers at once for a slot with room for 10 → exactly 10 orders get it', async () => {
      const id = slotId('2026-12-03');
      const customers = await Promise.all(Array.from({ length: 50 }, () => quickCustomer(t)));
      const quote = await api().post('/api/orders/quote', { cartItems: cart(), shippingAddress: BANJARA_HILLS, slotId: id }, customers[0]!.headers);
      expect(quote.status).toBe(200);
      const answers = await Promise.all(
        customers.map((c) =>
          api().post('/api/orders', { userId: c.id, cartItems: cart(), shippingAddress: BANJARA_HILLS, totalAmount: quote.body.total, slotId: id }, c.headers),
        ),
      );
      const placed = answers.filter((a) => a.status === 201);
      const full = answers.filter((a) => a.status === 409);
      expect(placed).toHaveLength(10);
      expect(full).toHaveLength(40);
      for (const a of placed) expect(a.body.order.slot.id).toBe(id);
      for (const a of full) {
        expect(a.body.msg).toBe('That delivery slot just filled. Please choose another.');
        expect(a.body.next_open.id).not.toBe(id);
      }
      const listed = (await slots('2026-12-03')).slots.find((s: { id: string }) => s.id === id);
      expect(listed).toMatchObject({ remaining: 0, status: 'full' });
      const fill = await api().get('/api/admin/slots?from=2026-12-03', adminHeaders(t));
      expect(fill.body.days[0].slots[0]).toMatchObject({ id, taken_orders: 10, capacity_orders: 10 });
    });

    it('a checkout hold keeps the last place for 10 minutes, then gives it back (clock moved)', async () => {
      const id = slotId('2026-12-02', '1700', '1900');
      await addTemplate(t, { start: '11:00', end: '13:00', capacity_orders: 1, weekdays: [3] }); // Wednesdays only
      const only = slotId('2026-12-02', '1100', '1300');
      const first = await quickCustomer(t);
      const second = await quickCustomer(t);
      const held = await api().post('/api/slots/hold', { slotId: only, pincode: PINCODE, weight_kg: 0.25 }, first.headers);
      expect(held.status).toBe(200);
      expect(held.body.expires_at).toBe(new Date(now + 10 * 60_000).toISOString());
      expect(held.body.slot).toMatchObject({ id: only, remaining: 0, status: 'full' });
      const refused = await api().post('/api/slots/hold', { slotId: only, pincode: PINCODE }, second.headers);
      expect(refused.status).toBe(409);
      expect(refused.body.next_open).not.toBeNull();
      now += 9 * 60_000;
      expect((await api().post('/api/slots/hold', { slotId: only, pincode: PINCODE }, second.headers)).status).toBe(409);
      now += 2 * 60_000; // 11 minutes: the hold has lapsed
      expect((await api().post('/api/slots/hold', { slotId: only, pincode: PINCODE }, second.headers)).status).toBe(200);
      // The first customer's order no longer finds their hold, and the slot has no room left.
      const late = await order(first, { slotId: only });
      expect(late.status).toBe(409);
      // The second customer's order takes their hold: still one order in the slot.
      const placed = await order(second, { slotId: only });
      expect(placed.status).toBe(201);
      const fill = await api().get('/api/admin/slots?from=2026-12-02', adminHeaders(t));
      expect(fill.body.days[0].slots.find((s: { id: string }) => s.id === only)).toMatchObject({ taken_orders: 1 });
      expect(id).toBeTruthy();
    });

    it('cancelling an order gives its place back, once', async () => {
      await addTemplate(t, { start: '13:00', end: '15:00', capacity_orders: 1, weekdays: [3], cutoff: { kind: 'hours_before', hours: 1 } });
      const id = slotId('2026-12-02', '1300', '1500');
      const first = await quickCustomer(t);
      const second = await quickCustomer(t);
      const placed = await order(first, { slotId: id });
      expect(placed.status).toBe(201);
      expect((await order(second, { slotId: id })).status).toBe(409);
      const cancels = await Promise.all([1, 2].map(() => api().put(`/api/orders/${placed.body.orderId}/cancel`, {}, first.headers)));
      expect(cancels.map((c) => c.status).sort()).toEqual([200, 409]);
      expect((await slots('2026-12-02')).slots.find((s: { id: string }) => s.id === id)).toMatchObject({ remaining: 1 });
      expect((await order(second, { slotId: id })).status).toBe(201);
    });

    it('an order without a slot gets the earliest open one; none open in 3 days → 409', async () => {
      const placed = await order(await quickCustomer(t));
      expect(placed.status).toBe(201);
      expect(placed.body.order.slot.id).toBe(slotId('2026-12-01', '1700', '1900'));
      expect(placed.body.order.slot.starts_at).toBe('2026-12-01T11:30:00.000Z');
      // With the three offered days closed, nothing is open.
      const days = ['2026-12-01', '2026-12-02', '2026-12-03'];
      for (const date of days) expect((await api().post('/api/admin/slots/closed-days', { date, reason: 'Flooded roads' }, adminHeaders(t))).status).toBe(201);
      const none = await order(await quickCustomer(t));
      expect([none.status, none.body.msg]).toEqual([409, 'No delivery slot is open in the next 3 days. Please try again tomorrow.']);
      for (const date of days) expect((await api().delete(`/api/admin/slots/closed-days/${date}`, adminHeaders(t))).status).toBe(200);
    });

    it('refuses bad slots with a clear message and holds nothing', async () => {
      const customer = await quickCustomer(t);
      const hold = (body: Record<string, unknown>) => api().post('/api/slots/hold', { pincode: PINCODE, ...body }, customer.headers);
      const cases: [Record<string, unknown>, number, string][] = [
        [{ slotId: 'mumbai-2026-12-02-0700-0900' }, 400, 'That delivery slot is not for this address. Please choose one from the list.'],
        [{ slotId: slotId('2026-12-02', '0730', '0930') }, 400, 'That delivery slot does not exist. Please choose one from the list.'],
        [{ slotId: 'hyderabad-2026-12-02T07:00+02:00' }, 400, 'That delivery slot does not exist. Please choose one from the list.'],
        [{ slotId: slotId('2026-11-30') }, 409, 'Orders for that delivery slot have closed. Please choose another.'],
        [{ slotId: slotId('2026-12-02'), pincode: '5000AB' }, 400, 'A pincode is 6 digits, e.g. 500081.'],
        [{ slotId: slotId('2026-12-02'), pincode: '506001' }, 400, 'That delivery slot is not for this address. Please choose one from the list.'],
      ];
      for (const [body, status, msg] of cases) {
        const res = await hold(body);
        expect([res.status, res.body.msg]).toEqual([status, msg]);
      }
      expect((await api().get('/api/slots?pincode=50A034')).status).toBe(400);
      const fill = await api().get('/api/admin/slots?from=2026-12-02', adminHeaders(t));
      expect(fill.body.days[0].slots.find((s: { id: string }) => s.id === slotId('2026-12-02'))).toMatchObject({ taken_orders: 0 });
    });

    it('a closed day sells no slots; staff open it again', async () => {
      const close = await api().post('/api/admin/slots/closed-days', { date: '2026-12-02', reason: 'Farm holiday' }, adminHeaders(t));
      expect(close.status).toBe(201);
      expect(close.body.closed_days).toEqual([{ date: '2026-12-02', reason: 'Farm holiday' }]);
      expect((await slots('2026-12-02')).slots).toEqual([]);
      const refused = await api().post('/api/slots/hold', { slotId: slotId('2026-12-02'), pincode: PINCODE }, (await quickCustomer(t)).headers);
      expect([refused.status, refused.body.msg]).toEqual([409, 'We do not deliver on that day. Please choose another slot.']);
      expect((await api().delete('/api/admin/slots/closed-days/2026-12-02', adminHeaders(t))).status).toBe(200);
      expect((await slots('2026-12-02')).slots.length).toBeGreaterThan(0);
    });

    it('the customer reschedules until the cut-off; the place moves and an SMS names the new slot', async () => {
      const customer = await quickCustomer(t);
      const placed = await order(customer, { slotId: slotId('2026-12-02') });
      expect(placed.status).toBe(201);
      const before = (await slots('2026-12-02')).slots;
      const remaining = (id: string, list: { id: string; remaining: number }[]) => list.find((s) => s.id === id)!.remaining;
      const moved = await api().put(`/api/orders/${placed.body.orderId}/slot`, { slotId: slotId('2026-12-02', '1700', '1900') }, customer.headers);
      expect(moved.status).toBe(200);
      expect(moved.body.slot.id).toBe(slotId('2026-12-02', '1700', '1900'));
      expect(moved.body.status_history).toHaveLength(1); // the customer's timeline leaves the move out
      const after = (await slots('2026-12-02')).slots;
      expect(remaining(slotId('2026-12-02'), after)).toBe(remaining(slotId('2026-12-02'), before) + 1);
      expect(remaining(slotId('2026-12-02', '1700', '1900'), after)).toBe(remaining(slotId('2026-12-02', '1700', '1900'), before) - 1);
      const texts = async () => (await OutboxModel.find({ order_id: placed.body.orderId, audience: 'customer' }).sort({ _id: 1 }).lean()).map((m) => m.body);
      await until(async () => (await texts()).length === 2, 'the placed and moved SMS');
      expect(await texts()).toEqual([expect.stringContaining('arriving Wed 2 Dec, 7-9 am.'), expect.stringContaining('will now arrive Wed 2 Dec, 5-7 pm.')]);
      const admin = await api().get(`/api/admin/orders/${placed.body.orderId}`, adminHeaders(t));
      expect(admin.body.status_history.at(-1)).toMatchObject({
        status: 'Pending',
        reason: 'Delivery moved to Wed 2 Dec, 5-7 pm',
        by: `customer:${customer.id}`,
      });
      // Someone else's order: 404; past the current slot's cut-off (14:00): 409.
      expect((await api().put(`/api/orders/${placed.body.orderId}/slot`, { slotId: slotId('2026-12-03') }, (await quickCustomer(t)).headers)).status).toBe(404);
      now = ist('2026-12-02T14:00:00');
      const late = await api().put(`/api/orders/${placed.body.orderId}/slot`, { slotId: slotId('2026-12-03', '1700', '1900') }, customer.headers);
      expect([late.status, late.body.msg]).toEqual([409, 'This order can no longer be rescheduled.']);
    });

    it('staff move an order (audited), print a packing list, and only owners and managers change templates', async () => {
      const customer = await quickCustomer(t);
      const placed = await order(customer, { slotId: slotId('2026-12-03', '1700', '1900') });
      expect(placed.status).toBe(201);
      const moved = await api().put(`/api/admin/orders/${placed.body.orderId}/slot`, { slotId: slotId('2026-12-02', '1700', '1900') }, adminHeaders(t));
      expect(moved.status).toBe(200);
      expect(moved.body.slot.id).toBe(slotId('2026-12-02', '1700', '1900'));
      const audit = await api().get(`/api/admin/audit?target=order&targetId=${placed.body.orderId}`, adminHeaders(t));
      expect(audit.body.entries[0]).toMatchObject({
        action: 'order.slot',
        changes: [{ field: 'delivery_slot', before: slotId('2026-12-03', '1700', '1900'), after: slotId('2026-12-02', '1700', '1900') }],
      });

      const packing = await api().get(`/api/admin/slots/${slotId('2026-12-02', '1700', '1900')}/packing-list`, adminHeaders(t));
      expect(packing.status).toBe(200);
      expect(packing.body.slot.starts_at).toBe('2026-12-02T11:30:00.000Z');
      const millet = packing.body.lines.find((l: { variant_id: string }) => l.variant_id === cat.filler);
      expect(millet.quantity).toBe(packing.body.orders);
      expect(millet.orders.map((o: { id: string }) => o.id)).toContain(placed.body.orderId);
      const filtered = await api().get(`/api/admin/orders?slot=${slotId('2026-12-02', '1700', '1900')}`, adminHeaders(t));
      expect(filtered.body.total).toBe(packing.body.orders);

      const dispatcher = await createStaffMember(t, 'dispatcher');
      expect(
        (
          await api().post(
            '/api/admin/slots/templates',
            { weekdays: [1], start: '05:00', end: '06:00', capacity_orders: 5, capacity_kg: 10, cutoff: { kind: 'hours_before', hours: 2 } },
            dispatcher.headers,
          )
        ).status,
      ).toBe(403);
      expect((await api().get('/api/admin/slots', dispatcher.headers)).status).toBe(200);
      const zoned = await api().post(
        '/api/admin/slots/templates',
        { weekdays: [1], start: '07:00+02:00', end: '09:00', capacity_orders: 5, capacity_kg: 10, cutoff: { kind: 'hours_before', hours: 2 } },
        adminHeaders(t),
      );
      expect([zoned.status, zoned.body.msg]).toEqual([400, 'Times are Hyderabad time written HH:MM, e.g. 07:00 or 19:30.']);
      const clash = await api().post(
        '/api/admin/slots/templates',
        { weekdays: [2], start: '07:00', end: '09:00', capacity_orders: 5, capacity_kg: 10, cutoff: { kind: 'hours_before', hours: 2 } },
        adminHeaders(t),
      );
      expect([clash.status, clash.body.msg]).toEqual([409, 'A 07:00–09:00 slot already runs on Tuesday. Edit that one instead.']);
    });
  });
});
