import { messagesTo } from '../../../scripts/lib/twilio-standin';
import { clock } from '../../src/lib/clock';
import { createStaffMember, signUp, type Customer, type StaffMember } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-app';
import { until } from '../helpers/until';
import { createProduct } from '../catalogue/fixtures';
import { WARANGAL } from '../orders/fixtures';
import { addTemplate, BANJARA_HILLS, ist } from '../slots/fixtures';

// The staff Subscriptions tab over HTTP (docs/subscriptions.md "For staff"): the list with counts and search, what a
// day brings per product and per zone, and pausing or resuming on a customer's behalf (audited). The clock is moved.

const t = useTestApp();
const { api } = t;

/** Tuesday 1 December 2026, 10:00 in Hyderabad: tomorrow, 2 December, is open until 22:00 tonight. */
const NOW = ist('2026-12-01T10:00');
const at = (ms: number) => jest.spyOn(clock, 'now').mockReturnValue(ms);

interface Line {
  variantId: string;
  name: string;
  variantLabel: string;
  units: number;
}

describe('staff subscriptions', () => {
  let milk: string;
  let eggs: string;
  let morning: string;
  let padma: Customer;
  let suresh: Customer;
  let anil: Customer;
  let owner: StaffMember;
  let manager: StaffMember;
  let dispatcher: StaffMember;
  const subs: Record<string, string> = {};

  const addressOf = async (who: Customer, address: object) => {
    const res = await api.post('/api/addresses', { newAddress: address }, who.headers);
    expect(res.status).toBe(201);
    return (res.body as Array<{ id: string }>).at(-1)!.id;
  };
  const subscribe = async (who: Customer, addressId: string, items: Array<{ variantId: string; quantity: number }>) => {
    const res = await api.post('/api/subscriptions', { items, schedule: { kind: 'daily' }, startDate: '2026-12-02', slotId: morning, addressId }, who.headers);
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const ok = async <R extends { status: number }>(call: Promise<R>): Promise<R> => {
    const res = await call;
    expect(res.status).toBe(200);
    return res;
  };

  beforeAll(async () => {
    at(NOW);
    milk = (await createProduct(t, { name: 'A2 Buffalo Milk', category: 'dairy', subscribable: true }, { label: '500 ml', price: 45, weight_grams: 520 }))
      .variants[0].id;
    eggs = (await createProduct(t, { name: 'Country Eggs', category: 'eggs', subscribable: true }, { label: '6 pcs', price: 72, weight_grams: 360 }))
      .variants[0].id;
    morning = await addTemplate(t, { start: '06:00', end: '08:00' });
    [padma, suresh, anil] = await Promise.all([signUp(t, 'Padma Rao'), signUp(t, 'Suresh Varma'), signUp(t, 'Anil Kumar')]);
    [owner, manager, dispatcher] = await Promise.all([
      createStaffMember(t, 'owner', { name: 'Owner Rama' }),
      createStaffMember(t, 'manager', { name: 'Manager Meena' }),
      createStaffMember(t, 'dispatcher'),
    ]);
    const padmaHome = await addressOf(padma, BANJARA_HILLS);
    const sureshHome = await addressOf(suresh, WARANGAL);
    const anilHome = await addressOf(anil, { ...BANJARA_HILLS, label: 'Office' });

    subs.padmaDaily = await subscribe(padma, padmaHome, [
      { variantId: milk, quantity: 2 },
      { variantId: eggs, quantity: 1 },
    ]);
    subs.sureshMilk = await subscribe(suresh, sureshHome, [{ variantId: milk, quantity: 1 }]);
    subs.anilMilk = await subscribe(anil, anilHome, [{ variantId: milk, quantity: 3 }]);
    // Anil wants 5 on the 2nd; Padma skips her eggs subscription's first day; Anil's second is paused 2–4 December.
    await ok(api.put(`/api/subscriptions/${subs.anilMilk}/days/2026-12-02`, { quantity: 5 }, anil.headers));
    subs.padmaEggs = await subscribe(padma, padmaHome, [{ variantId: eggs, quantity: 2 }]);
    await ok(api.put(`/api/subscriptions/${subs.padmaEggs}/days/2026-12-02`, { skip: true }, padma.headers));
    subs.anilPaused = await subscribe(anil, anilHome, [{ variantId: milk, quantity: 1 }]);
    await ok(api.post(`/api/subscriptions/${subs.anilPaused}/pause`, { from: '2026-12-02', to: '2026-12-04' }, anil.headers));
    // Suresh pauses his eggs until he resumes; Anil cancels his third.
    subs.sureshEggs = await subscribe(suresh, sureshHome, [{ variantId: eggs, quantity: 1 }]);
    await ok(api.put(`/api/subscriptions/${subs.sureshEggs}`, { status: 'paused' }, suresh.headers));
    subs.anilCancelled = await subscribe(anil, anilHome, [{ variantId: eggs, quantity: 4 }]);
    await ok(api.delete(`/api/subscriptions/${subs.anilCancelled}`, anil.headers));
  });
  beforeEach(() => at(NOW));
  afterEach(() => jest.restoreAllMocks());

  const list = (query = '', who: StaffMember = owner) => api.get(`/api/admin/subscriptions${query}`, who.headers);
  const load = (query = '', who: StaffMember = owner) => api.get(`/api/admin/subscriptions/load${query}`, who.headers);

  it('lists every subscription newest first with counts by status, its customer, items, slot and address', async () => {
    const res = await ok(list());
    expect(res.body.counts).toEqual({ active: 5, paused: 1, cancelled: 1 });
    expect(res.body.total).toBe(7);
    const ids = res.body.items.map((i: { id: string }) => i.id);
    expect(ids).toEqual([subs.anilCancelled, subs.sureshEggs, subs.anilPaused, subs.padmaEggs, subs.anilMilk, subs.sureshMilk, subs.padmaDaily]);
    const padmaRow = res.body.items.find((i: { id: string }) => i.id === subs.padmaDaily);
    expect(padmaRow).toEqual({
      id: subs.padmaDaily,
      customer: { id: padma.id, name: 'Padma Rao', phone: padma.phone },
      items: [
        { variantId: milk, name: 'A2 Buffalo Milk', variantLabel: '500 ml', quantity: 2 },
        { variantId: eggs, name: 'Country Eggs', variantLabel: '6 pcs', quantity: 1 },
      ],
      schedule: { kind: 'daily' },
      startDate: '2026-12-02',
      slot: '06:00–08:00',
      address: { label: 'Home', text: 'Flat 4B, Green Residency, Road 12, Banjara Hills', zone: 'hyderabad' },
      status: 'active',
      pause: null,
      createdAt: expect.any(String),
    });
    const pauses = Object.fromEntries(res.body.items.map((i: { id: string; pause: unknown }) => [i.id, i.pause]));
    expect(pauses[subs.anilPaused]).toEqual({ from: '2026-12-02', to: '2026-12-04' });
    expect(pauses[subs.sureshEggs]).toEqual({ from: '2026-12-02', to: null });
    expect(pauses[subs.anilCancelled]).toBeNull();
    expect(res.body.items.find((i: { id: string }) => i.id === subs.sureshMilk).address.zone).toBe('telangana');
  });

  it('searches by the customer’s name or phone, narrows by status and pages by 20', async () => {
    const idsOf = async (query: string) => (await ok(list(query))).body.items.map((i: { id: string }) => i.id);
    expect(await idsOf('?q=padma')).toEqual([subs.padmaEggs, subs.padmaDaily]);
    expect(await idsOf('?q=SURESH&status=paused')).toEqual([subs.sureshEggs]);
    expect(await idsOf(`?q=${encodeURIComponent(anil.phone.slice(-6, -3) + ' ' + anil.phone.slice(-3))}`)).toEqual([
      subs.anilCancelled,
      subs.anilPaused,
      subs.anilMilk,
    ]);
    expect(await idsOf('?status=cancelled')).toEqual([subs.anilCancelled]);
    // Regex characters are plain text; nobody matches.
    const none = await ok(list('?q=.*'));
    expect(none.body).toEqual({ counts: { active: 5, paused: 1, cancelled: 1 }, items: [], total: 0 });
    expect((await ok(list('?page=2'))).body.items).toEqual([]);

    for (const query of ['?status=sleeping', '?page=0', '?extra=1']) expect((await list(query)).status).toBe(400);
    expect((await list('?status=sleeping')).body.msg).toBe('Please choose active, paused or cancelled.');
  });

  it("adds up tomorrow's load per product and per zone, with skips, pauses and per-day quantities applied", async () => {
    const res = await ok(load());
    const line = (variantId: string, name: string, variantLabel: string, units: number): Line => ({ variantId, name, variantLabel, units });
    // Padma 2 milk + 1 eggs; Suresh 1 milk (Warangal); Anil 5 milk that day instead of 3. Padma's eggs skipped, Anil's
    // second paused, Suresh's eggs paused until resumed, Anil's third cancelled.
    expect(res.body).toEqual({
      date: '2026-12-02',
      deliveries: 3,
      items: [line(milk, 'A2 Buffalo Milk', '500 ml', 8), line(eggs, 'Country Eggs', '6 pcs', 1)],
      zones: [
        { zone: 'hyderabad', deliveries: 2, items: [line(milk, 'A2 Buffalo Milk', '500 ml', 7), line(eggs, 'Country Eggs', '6 pcs', 1)] },
        { zone: 'telangana', deliveries: 1, items: [line(milk, 'A2 Buffalo Milk', '500 ml', 1)] },
      ],
    });
    // The day after: Anil's usual 3 and Padma's eggs again; the pause still runs.
    const next = await ok(load('?date=2026-12-03'));
    expect(next.body.deliveries).toBe(4);
    expect(next.body.items).toEqual([line(milk, 'A2 Buffalo Milk', '500 ml', 6), line(eggs, 'Country Eggs', '6 pcs', 3)]);
    // From 22:00 "tomorrow" is still the 2nd, the day the next orders are made for.
    at(ist('2026-12-01T22:30'));
    expect((await ok(load())).body.date).toBe('2026-12-02');
    at(ist('2026-12-02T00:30'));
    expect((await ok(load())).body.date).toBe('2026-12-03');
  });

  it('refuses days that are not real, past or too far ahead', async () => {
    for (const [query, msg] of [
      ['?date=2026-02-30', 'Please give a day written YYYY-MM-DD, e.g. 2026-03-01.'],
      ['?date=tomorrow', 'Please give a day written YYYY-MM-DD, e.g. 2026-03-01.'],
      ['?date=2026-11-30', 'Please choose today or a day ahead.'],
      ['?date=2027-06-01', 'Please choose a day within the next 90 days.'],
    ]) {
      const res = await load(query);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
  });

  it("pauses on a customer's behalf by their rules: audited, seen in their calendar, and resumed", async () => {
    const id = subs.padmaDaily;
    const paused = await ok(api.post(`/api/admin/subscriptions/${id}/pause`, { from: '2026-12-05', to: '2026-12-06' }, owner.headers));
    expect(paused.body.pauses).toEqual([{ from: '2026-12-05', to: '2026-12-06' }]);

    const calendar = await ok(api.get(`/api/subscriptions/${id}/calendar?days=7`, padma.headers));
    const reasons = Object.fromEntries(calendar.body.days.map((d: { date: string; reason: string | null }) => [d.date, d.reason]));
    expect(reasons).toMatchObject({ '2026-12-04': null, '2026-12-05': 'paused', '2026-12-06': 'paused', '2026-12-07': null });
    expect((await ok(list('?q=padma%20rao'))).body.items.find((i: { id: string }) => i.id === id).pause).toEqual({ from: '2026-12-05', to: '2026-12-06' });
    const told = await until(
      async () => (await messagesTo(process.env.TEST_SMS_URL!, padma.phone)).find((m) => m.body.includes('paused your subscription')),
      'the SMS telling Padma of the pause',
    );
    expect(told.body).toContain('we paused your subscription from 5 Dec to 6 Dec, as asked.');

    const audit = async () => (await ok(api.get(`/api/admin/audit?target=subscription&targetId=${id}`, owner.headers))).body.entries;
    expect((await audit())[0]).toMatchObject({
      actor: { id: owner.id, name: 'Owner Rama', role: 'owner' },
      action: 'subscription.pause',
      target: { type: 'subscription', id, label: null },
      changes: [{ field: 'pauses', before: 'none', after: '2026-12-05 to 2026-12-06' }],
    });

    // Refusals change nothing and are not recorded: a closed day, days out of order, a cancelled or unknown one.
    at(ist('2026-12-01T22:00'));
    const closed = await api.post(`/api/admin/subscriptions/${id}/pause`, { from: '2026-12-02', to: '2026-12-03' }, manager.headers);
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toBe('Changes for 2 December closed at 22:00 on 1 December. The first day you can pause is 3 December.');
    const backwards = await api.post(`/api/admin/subscriptions/${id}/pause`, { from: '2026-12-09', to: '2026-12-08' }, manager.headers);
    expect(backwards.status).toBe(400);
    expect((await api.post(`/api/admin/subscriptions/${subs.anilCancelled}/pause`, { from: '2026-12-09', to: '2026-12-10' }, manager.headers)).status).toBe(
      409,
    );
    expect((await api.post(`/api/admin/subscriptions/${'0'.repeat(24)}/resume`, {}, manager.headers)).status).toBe(404);
    expect(await audit()).toHaveLength(1);

    const resumed = await ok(api.post(`/api/admin/subscriptions/${id}/resume`, {}, manager.headers));
    expect(resumed.body).toMatchObject({ status: 'active', pauses: [] });
    expect((await audit())[0]).toMatchObject({
      actor: { id: manager.id, role: 'manager' },
      action: 'subscription.resume',
      changes: [{ field: 'pauses', before: '2026-12-05 to 2026-12-06', after: 'none' }],
    });

    // Suresh's pause until resumed ends from the first open day, and his status is active again.
    at(NOW);
    const sureshEggs = await ok(api.post(`/api/admin/subscriptions/${subs.sureshEggs}/resume`, {}, owner.headers));
    expect(sureshEggs.body.status).toBe('active');
    expect((await ok(load())).body.items).toContainEqual(expect.objectContaining({ variantId: eggs, units: 2 }));
    // Put back as the other tests found it.
    await ok(api.put(`/api/subscriptions/${subs.sureshEggs}`, { status: 'paused' }, suresh.headers));
  });

  it('is for owners and managers only: dispatchers and customers are refused', async () => {
    const id = subs.anilMilk;
    const calls = (headers: Record<string, string>) => [
      api.get('/api/admin/subscriptions', headers),
      api.get('/api/admin/subscriptions/load', headers),
      api.post(`/api/admin/subscriptions/${id}/pause`, { from: '2026-12-10', to: '2026-12-11' }, headers),
      api.post(`/api/admin/subscriptions/${id}/resume`, {}, headers),
    ];
    for (const call of calls(dispatcher.headers)) expect((await call).status).toBe(403);
    for (const call of calls({ 'x-admin-token': anil.headers['x-auth-token']! })) expect((await call).status).toBe(403);
    for (const call of calls(anil.headers)) expect((await call).status).toBe(401);
    expect((await ok(api.get(`/api/subscriptions/${id}`, anil.headers))).body.pauses).toEqual([]);
    expect((await ok(list('', manager))).body.total).toBe(7);
  });
});
