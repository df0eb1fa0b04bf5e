import { clock } from '../../src/lib/clock';
import { signUp, type Customer } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-app';
import { createProduct } from '../catalogue/fixtures';
import { addTemplate, BANJARA_HILLS, ist } from '../slots/fixtures';

// Subscriptions over HTTP (docs/subscriptions.md): subscribing to products the store allows, the calendar, skips and
// quantities until the cut-off the evening before, pauses, resuming and cancelling. The clock is moved, never waited on.

const t = useTestApp();
const { api } = t;

/** Tuesday 1 December 2026, 10:00 in Hyderabad: 2 December is open until 22:00 tonight. */
const NOW = ist('2026-12-01T10:00');
const at = (ms: number) => jest.spyOn(clock, 'now').mockReturnValue(ms);

describe('subscriptions', () => {
  let milk: { product: string; variant: string };
  let eggs: { product: string; variant: string };
  let ghee: string; // a variant of a product not offered by subscription
  let morning: string;
  let evening: string;
  let customer: Customer;
  let other: Customer;
  let home: string;

  const addAddress = async (who: Customer) => {
    const res = await api.post('/api/addresses', { newAddress: BANJARA_HILLS }, who.headers);
    expect(res.status).toBe(201);
    return (res.body as Array<{ id: string }>).at(-1)!.id;
  };
  const variantOf = (product: { id: string; variants: Array<{ id: string }> }) => product.variants[0].id;

  beforeAll(async () => {
    const milkProduct = await createProduct(
      t,
      { name: 'A2 Buffalo Milk', category: 'dairy', subscribable: true },
      { label: '500 ml', price: 45, weight_grams: 520 },
    );
    const eggProduct = await createProduct(t, { name: 'Country Eggs', category: 'eggs' }, { label: '6 pcs', price: 72, weight_grams: 360 });
    const gheeProduct = await createProduct(t, { name: 'Desi Ghee', category: 'dairy' }, { label: '500 ml', price: 900, weight_grams: 500 });
    milk = { product: milkProduct.id, variant: variantOf(milkProduct) };
    eggs = { product: eggProduct.id, variant: variantOf(eggProduct) };
    ghee = variantOf(gheeProduct);
    expect(milkProduct.subscribable).toBe(true);
    expect(eggProduct.subscribable).toBe(false);
    // Staff allow subscriptions to eggs later, by editing the product.
    const edited = await api.put(`/api/admin/products/${eggs.product}`, { subscribable: true }, t.adminHeaders);
    expect(edited.status).toBe(200);
    expect(edited.body.subscribable).toBe(true);

    morning = await addTemplate(t, { start: '06:00', end: '08:00' });
    evening = await addTemplate(t, { start: '17:00', end: '19:00' });
    customer = await signUp(t, 'Padma Rao');
    other = await signUp(t, 'Suresh Varma');
    home = await addAddress(customer);
  });
  beforeEach(() => at(NOW));
  afterEach(() => jest.restoreAllMocks());

  const subscribe = (body: Record<string, unknown> = {}, who: Customer = customer) =>
    api.post(
      '/api/subscriptions',
      {
        items: [
          { variantId: milk.variant, quantity: 2 },
          { variantId: eggs.variant, quantity: 1 },
        ],
        schedule: { kind: 'daily' },
        startDate: '2026-12-02',
        slotId: morning,
        addressId: home,
        ...body,
      },
      who.headers,
    );
  async function subscribed(body: Record<string, unknown> = {}): Promise<string> {
    const res = await subscribe(body);
    expect(res.status).toBe(201);
    return res.body.id;
  }
  const calendarOf = async (id: string, days = 5, who: Customer = customer) => {
    const res = await api.get(`/api/subscriptions/${id}/calendar?days=${days}`, who.headers);
    expect(res.status).toBe(200);
    return res.body.days as Array<{
      date: string;
      items: Array<{ variantId: string; quantity: number; extra?: true }>;
      reason: string | null;
      changeable: boolean;
      changed: boolean;
      cutoffAt: string;
    }>;
  };
  const changeDay = (id: string, date: string, body: Record<string, unknown>, who: Customer = customer) =>
    api.put(`/api/subscriptions/${id}/days/${date}`, body, who.headers);

  it('subscribes to products the store allows, and lists and reads them for their owner only', async () => {
    const res = await subscribe({ schedule: { kind: 'weekdays', weekdays: [6, 1, 3] } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      items: [
        { variantId: milk.variant, quantity: 2 },
        { variantId: eggs.variant, quantity: 1 },
      ],
      schedule: { kind: 'weekdays', weekdays: [1, 3, 6] },
      startDate: '2026-12-02',
      slotId: morning,
      addressId: home,
      status: 'active',
      pauses: [],
      cancelledFrom: null,
      createdAt: expect.any(String),
    });
    const id = res.body.id;
    expect((await api.get(`/api/subscriptions/${id}`, customer.headers)).body).toEqual(res.body);
    expect((await api.get('/api/subscriptions', customer.headers)).body[0]).toEqual(res.body);

    // Someone else's subscription is not there for them.
    expect((await api.get('/api/subscriptions', other.headers)).body).toEqual([]);
    for (const call of [
      api.get(`/api/subscriptions/${id}`, other.headers),
      api.get(`/api/subscriptions/${id}/calendar`, other.headers),
      api.put(`/api/subscriptions/${id}`, { status: 'paused' }, other.headers),
      api.delete(`/api/subscriptions/${id}`, other.headers),
      changeDay(id, '2026-12-05', { skip: true }, other),
      api.post(`/api/subscriptions/${id}/pause`, { from: '2026-12-05', to: '2026-12-06' }, other.headers),
      api.post(`/api/subscriptions/${id}/resume`, {}, other.headers),
    ]) {
      const answer = await call;
      expect(answer.status).toBe(404);
      expect(answer.body.msg).toBe('That subscription was not found.');
    }
    // Unchanged by the attempts.
    expect((await api.get(`/api/subscriptions/${id}`, customer.headers)).body).toEqual(res.body);
    expect((await api.get('/api/subscriptions/nonsense', customer.headers)).status).toBe(404);
  });

  it.each([
    [{ items: [{ variantId: 'ghee', quantity: 1 }] }, 400, 'That product cannot be had by subscription. Please choose another.'],
    [{ items: [] }, 400, 'Please choose 1 to 10 items.'],
    [{ items: [{ variantId: 'MILK', quantity: 0 }] }, 400, 'Please choose a quantity from 1 to 20.'],
    [
      {
        items: [
          { variantId: 'MILK', quantity: 1 },
          { variantId: 'MILK', quantity: 2 },
        ],
      },
      400,
      'Each item may be listed once. Please change its quantity instead.',
    ],
    [{ schedule: { kind: 'weekly' } }, 400, 'Please choose daily, alternate days or days of the week.'],
    [{ schedule: { kind: 'weekdays' } }, 400, 'Please choose the days of the week, 0 (Sunday) to 6 (Saturday), each once.'],
    [{ schedule: { kind: 'weekdays', weekdays: [1, 7] } }, 400, 'Please choose the days of the week, 0 (Sunday) to 6 (Saturday), each once.'],
    [{ schedule: { kind: 'daily', weekdays: [1] } }, 400, 'Days of the week go only with a weekdays schedule.'],
    [{ startDate: '2026-12-01' }, 400, 'The first day a new subscription can start is 2 December.'],
    [{ startDate: '2026-02-30' }, 400, 'Please give a day written YYYY-MM-DD, e.g. 2026-03-01.'],
    [{ startDate: '2/12/2026' }, 400, 'Please give a day written YYYY-MM-DD, e.g. 2026-03-01.'],
    [{ startDate: '2027-06-01' }, 400, 'Please choose a day within the next 90 days.'],
    [{ slotId: '64b0c0ffee0000000000a001' }, 400, 'That delivery slot does not exist. Please choose one from the list.'],
    [{ slotId: 'EVENING' }, 400, 'Subscriptions come in a morning slot. Please choose one that starts before 12:00.'],
    [{ addressId: '64b0c0ffee0000000000a001' }, 400, 'That address was not found.'],
  ])('refuses %j', async (body, status, msg) => {
    const fill = (value: unknown): unknown => (value === 'ghee' ? ghee : value === 'MILK' ? milk.variant : value === 'EVENING' ? evening : value);
    const items = (body as { items?: Array<{ variantId: string; quantity: number }> }).items?.map((i) => ({ ...i, variantId: fill(i.variantId) }));
    const res = await subscribe({ ...body, ...(items && { items }), ...('slotId' in body && { slotId: fill(body.slotId) }) });
    expect(res.status).toBe(status);
    expect(res.body.msg).toBe(msg);
  });

  it("refuses another customer's address", async () => {
    const theirs = await addAddress(other);
    const res = await subscribe({ addressId: theirs });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('That address was not found.');
  });

  it('shows the calendar: alternate days from the start day across a month end', async () => {
    at(ist('2026-12-29T09:00'));
    const id = await subscribed({ schedule: { kind: 'alternate' }, startDate: '2026-12-30', items: [{ variantId: milk.variant, quantity: 2 }] });
    const days = await calendarOf(id, 6);
    expect(days.map((d) => [d.date, d.reason])).toEqual([
      ['2026-12-29', 'before_start'],
      ['2026-12-30', null],
      ['2026-12-31', 'not_scheduled'],
      ['2027-01-01', null],
      ['2027-01-02', 'not_scheduled'],
      ['2027-01-03', null],
    ]);
    expect(days[1]).toEqual({
      date: '2026-12-30',
      items: [{ variantId: milk.variant, quantity: 2 }],
      reason: null,
      changed: false,
      changeable: true,
      cutoffAt: '2026-12-29T16:30:00.000Z',
    });
    expect(days[0].changeable).toBe(false);
    expect((await calendarOf(id)).length).toBe(5);
    expect((await api.get(`/api/subscriptions/${id}/calendar`, customer.headers)).body.days).toHaveLength(30);
    expect((await api.get(`/api/subscriptions/${id}/calendar?days=91`, customer.headers)).status).toBe(400);
  });

  it('skips a day or changes a quantity until 22:00 the evening before, and refuses it after with 409', async () => {
    const id = await subscribed();
    expect((await changeDay(id, '2026-12-02', { skip: true })).status).toBe(200);
    expect((await changeDay(id, '2026-12-03', { variantId: milk.variant, quantity: 4 })).status).toBe(200);
    expect((await changeDay(id, '2026-12-04', { variantId: eggs.variant, quantity: 0 })).status).toBe(200);
    let days = await calendarOf(id, 4);
    expect(days.map((d) => ({ date: d.date, items: d.items, reason: d.reason, changed: d.changed }))).toEqual([
      { date: '2026-12-01', items: [], reason: 'before_start', changed: false },
      { date: '2026-12-02', items: [], reason: 'skipped', changed: true },
      {
        date: '2026-12-03',
        items: [
          { variantId: milk.variant, quantity: 4 },
          { variantId: eggs.variant, quantity: 1 },
        ],
        reason: null,
        changed: true,
      },
      { date: '2026-12-04', items: [{ variantId: milk.variant, quantity: 2 }], reason: null, changed: true },
    ]);

    // 21:59:59: the skip can still be undone; 22:00: 2 December is closed.
    at(ist('2026-12-01T21:59:59'));
    expect((await changeDay(id, '2026-12-02', { skip: false })).status).toBe(200);
    at(ist('2026-12-01T22:00'));
    const late = await changeDay(id, '2026-12-02', { skip: true });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('Changes for 2 December closed at 22:00 on 1 December.');
    const lateQuantity = await changeDay(id, '2026-12-02', { variantId: milk.variant, quantity: 1 });
    expect(lateQuantity.status).toBe(409);
    days = await calendarOf(id, 4);
    expect(days[1]).toMatchObject({ date: '2026-12-02', reason: null, changeable: false, changed: false });
    expect(days[2]).toMatchObject({ date: '2026-12-03', changeable: true });

    // Back to the usual quantity: the day is no longer changed.
    expect((await changeDay(id, '2026-12-03', { variantId: milk.variant, quantity: 2 })).status).toBe(200);
    expect((await calendarOf(id, 4))[2].changed).toBe(false);
  });

  it.each([
    [{}, 400, 'Please either skip the day, give a quantity for it or list the products to add.'],
    [{ skip: true, quantity: 1 }, 400, 'Please either skip the day, give a quantity for it or list the products to add.'],
    [{ skip: true, extras: [] }, 400, 'Please either skip the day, give a quantity for it or list the products to add.'],
    [{ skip: true, variantId: '64b0c0ffee0000000000a001' }, 400, 'An item goes only with its quantity.'],
    [{ quantity: 3 }, 400, 'This subscription has several items: please say which one.'],
    [{ quantity: 21, variantId: 'MILK' }, 400, 'Please choose a quantity from 0 to 20.'],
    [{ quantity: 1, variantId: '64b0c0ffee0000000000a001' }, 400, 'That item is not in this subscription.'],
  ])('refuses the day change %j', async (body, status, msg) => {
    const id = await subscribed();
    const res = await changeDay(id, '2026-12-05', { ...body, ...('variantId' in body && body.variantId === 'MILK' && { variantId: milk.variant }) });
    expect(res.status).toBe(status);
    expect(res.body.msg).toBe(msg);
  });

  it('refuses changes to days the schedule does not deliver on', async () => {
    const id = await subscribed({ schedule: { kind: 'weekdays', weekdays: [3] } }); // Wednesdays
    const res = await changeDay(id, '2026-12-03', { skip: true }); // a Thursday
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('Nothing comes on 3 December: it is not a day of this subscription.');
    expect((await changeDay(id, '2026-12-02', { skip: true })).status).toBe(200);
    expect((await changeDay(id, '2026-02-30', { skip: true })).status).toBe(400);
  });

  it('a single-item subscription takes a quantity without naming the item', async () => {
    const id = await subscribed({ items: [{ variantId: milk.variant, quantity: 1 }] });
    expect((await changeDay(id, '2026-12-05', { quantity: 3 })).status).toBe(200);
    expect((await calendarOf(id, 5))[4].items).toEqual([{ variantId: milk.variant, quantity: 3 }]);
  });

  it('pauses a range whose first day is still open, and resumes from the first open day', async () => {
    const id = await subscribed();
    at(ist('2026-12-02T23:00')); // 3 December is closed, 4 December open
    const closed = await api.post(`/api/subscriptions/${id}/pause`, { from: '2026-12-03', to: '2026-12-06' }, customer.headers);
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toBe('Changes for 3 December closed at 22:00 on 2 December. The first day you can pause is 4 December.');
    const backwards = await api.post(`/api/subscriptions/${id}/pause`, { from: '2026-12-08', to: '2026-12-06' }, customer.headers);
    expect(backwards.status).toBe(400);

    const paused = await api.post(`/api/subscriptions/${id}/pause`, { from: '2026-12-04', to: '2026-12-06' }, customer.headers);
    expect(paused.status).toBe(200);
    expect(paused.body.pauses).toEqual([{ from: '2026-12-04', to: '2026-12-06' }]);
    expect((await calendarOf(id, 6)).map((d) => d.reason)).toEqual([null, null, 'paused', 'paused', 'paused', null]);

    // The next evening after 22:00: 4 December stays paused (closed), 5 and 6 December come again.
    at(ist('2026-12-03T22:30'));
    const resumed = await api.post(`/api/subscriptions/${id}/resume`, {}, customer.headers);
    expect(resumed.status).toBe(200);
    expect(resumed.body.pauses).toEqual([{ from: '2026-12-04', to: '2026-12-04' }]);
    expect((await calendarOf(id, 4)).map((d) => [d.date, d.reason])).toEqual([
      ['2026-12-03', null],
      ['2026-12-04', 'paused'],
      ['2026-12-05', null],
      ['2026-12-06', null],
    ]);
  });

  it('pauses until resumed with status, and cancels from the first open day', async () => {
    const id = await subscribed();
    const paused = await api.put(`/api/subscriptions/${id}`, { status: 'paused' }, customer.headers);
    expect(paused.body).toMatchObject({ status: 'paused', pauses: [{ from: '2026-12-02', to: null }] });
    expect((await calendarOf(id, 3)).map((d) => d.reason)).toEqual(['before_start', 'paused', 'paused']);

    at(ist('2026-12-02T08:00')); // 3 December still open
    const active = await api.put(`/api/subscriptions/${id}`, { status: 'active' }, customer.headers);
    expect(active.body).toMatchObject({ status: 'active', pauses: [{ from: '2026-12-02', to: '2026-12-02' }] });

    const changed = await api.put(
      `/api/subscriptions/${id}`,
      { items: [{ variantId: eggs.variant, quantity: 3 }], schedule: { kind: 'alternate' } },
      customer.headers,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ items: [{ variantId: eggs.variant, quantity: 3 }], schedule: { kind: 'alternate' } });
    expect((await api.put(`/api/subscriptions/${id}`, { items: [{ variantId: ghee, quantity: 1 }] }, customer.headers)).status).toBe(400);
    expect((await api.put(`/api/subscriptions/${id}`, { status: 'cancelled' }, customer.headers)).status).toBe(400);

    at(ist('2026-12-02T22:30')); // 3 December closed
    const cancelled = await api.delete(`/api/subscriptions/${id}`, customer.headers);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledFrom: '2026-12-04' });
    expect((await api.delete(`/api/subscriptions/${id}`, customer.headers)).body).toEqual(cancelled.body);
    expect((await calendarOf(id, 4)).map((d) => [d.date, d.reason])).toEqual([
      ['2026-12-02', 'paused'],
      ['2026-12-03', 'not_scheduled'], // alternate days from 2 December since the change above
      ['2026-12-04', 'cancelled'],
      ['2026-12-05', 'cancelled'],
    ]);
    for (const res of [
      await api.put(`/api/subscriptions/${id}`, { status: 'active' }, customer.headers),
      await changeDay(id, '2026-12-05', { skip: true }),
      await api.post(`/api/subscriptions/${id}/pause`, { from: '2026-12-05', to: '2026-12-06' }, customer.headers),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe('That subscription was cancelled. Please start a new one.');
    }
  });

  it('keeps every one of many changes made at once', async () => {
    const id = await subscribed();
    const dates = ['2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10'];
    const answers = await Promise.all([
      ...dates.map((date) => changeDay(id, date, { skip: true })),
      api.post(`/api/subscriptions/${id}/pause`, { from: '2026-12-20', to: '2026-12-21' }, customer.headers),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const days = await calendarOf(id, 21);
    expect(days.filter((d) => d.reason === 'skipped').map((d) => d.date)).toEqual(dates);
    expect(days.filter((d) => d.reason === 'paused').map((d) => d.date)).toEqual(['2026-12-20', '2026-12-21']);
  });

  it('adds any shop product to a day until its cut-off, and takes it away again', async () => {
    const id = await subscribed({ items: [{ variantId: milk.variant, quantity: 1 }] });
    // Ghee is not offered by subscription but is sold in the shop: it can come with one day's milk.
    const added = await changeDay(id, '2026-12-03', { extras: [{ variantId: ghee, quantity: 2 }] });
    expect(added.status).toBe(200);
    let days = await calendarOf(id, 4);
    expect(days[2]).toMatchObject({
      date: '2026-12-03',
      reason: null,
      changed: true,
      items: [
        { variantId: milk.variant, quantity: 1 },
        { variantId: ghee, quantity: 2, extra: true },
      ],
    });
    expect(days[3].items).toEqual([{ variantId: milk.variant, quantity: 1 }]);
    // The calendar names what comes, extras included.
    const named = await api.get(`/api/subscriptions/${id}/calendar?days=4`, customer.headers);
    expect(named.body.variants).toEqual(
      expect.arrayContaining([
        { id: milk.variant, productId: milk.product, name: 'A2 Buffalo Milk', nameTe: '', label: '500 ml', price: 45 },
        { id: ghee, productId: expect.any(String), name: 'Desi Ghee', nameTe: '', label: '500 ml', price: 900 },
      ]),
    );
    expect(named.body.variants).toHaveLength(2);

    // The list replaces the day's extras; milk at 0 that day leaves the ghee to come alone.
    expect((await changeDay(id, '2026-12-03', { extras: [{ variantId: eggs.variant, quantity: 1 }] })).status).toBe(200);
    expect((await changeDay(id, '2026-12-03', { quantity: 0 })).status).toBe(200);
    expect((await calendarOf(id, 4))[2]).toMatchObject({ reason: null, items: [{ variantId: eggs.variant, quantity: 1, extra: true }] });

    // A skipped or paused day brings no extras; bringing it back brings them back.
    expect((await changeDay(id, '2026-12-03', { skip: true })).status).toBe(200);
    expect((await calendarOf(id, 4))[2]).toMatchObject({ reason: 'skipped', items: [] });
    expect((await changeDay(id, '2026-12-03', { skip: false })).status).toBe(200);
    const paused = await api.post(`/api/subscriptions/${id}/pause`, { from: '2026-12-03', to: '2026-12-03' }, customer.headers);
    expect(paused.status).toBe(200);
    expect((await calendarOf(id, 4))[2]).toMatchObject({ reason: 'paused', items: [] });
    expect((await api.post(`/api/subscriptions/${id}/resume`, {}, customer.headers)).status).toBe(200);

    // An empty list removes them: with milk back to its usual 1, the day is as planned again.
    expect((await changeDay(id, '2026-12-03', { extras: [] })).status).toBe(200);
    expect((await changeDay(id, '2026-12-03', { quantity: 1 })).status).toBe(200);
    days = await calendarOf(id, 4);
    expect(days[2]).toMatchObject({ changed: false, items: [{ variantId: milk.variant, quantity: 1 }] });

    // From 22:00 the evening before, the day's extras are closed.
    at(ist('2026-12-02T22:00'));
    const late = await changeDay(id, '2026-12-03', { extras: [{ variantId: ghee, quantity: 1 }] });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('Changes for 3 December closed at 22:00 on 2 December.');
    expect((await changeDay(id, '2026-12-04', { extras: [{ variantId: ghee, quantity: 1 }] })).status).toBe(200);
    // Someone else cannot add to it.
    expect((await changeDay(id, '2026-12-05', { extras: [{ variantId: ghee, quantity: 1 }] }, other)).status).toBe(404);
  });

  it('refuses extras that are not products of the shop, repeated, or one of the items', async () => {
    const id = await subscribed();
    const hidden = await createProduct(t, { name: 'Old Paneer', category: 'dairy' }, { label: '200 g', price: 90, weight_grams: 200 });
    expect((await api.put(`/api/admin/products/${hidden.id}`, { is_active: false }, t.adminHeaders)).status).toBe(200);
    const cases: Array<[unknown, string]> = [
      [[{ variantId: variantOf(hidden), quantity: 1 }], 'That product is no longer sold. Please choose another.'],
      [[{ variantId: '64b0c0ffee0000000000a001', quantity: 1 }], 'That product is no longer sold. Please choose another.'],
      [
        [
          { variantId: ghee, quantity: 1 },
          { variantId: ghee.toUpperCase(), quantity: 2 },
        ],
        'Each product may be added once. Please change its quantity instead.',
      ],
      [[{ variantId: milk.variant, quantity: 1 }], 'That product is already in this subscription. Please change its quantity instead.'],
      [[{ variantId: ghee, quantity: 21 }], 'Please choose a quantity from 1 to 20.'],
      [[{ variantId: ghee, quantity: 0 }], 'Please choose a quantity from 1 to 20.'],
      [Array.from({ length: 11 }, () => ({ variantId: ghee, quantity: 1 })), 'Please add at most 10 products to one day.'],
    ];
    for (const [extras, msg] of cases) {
      const res = await changeDay(id, '2026-12-05', { extras });
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    expect((await calendarOf(id, 5))[4].changed).toBe(false);
  });

  it('tells a new subscription its morning slots, the cut-off and the first day it can start', async () => {
    const before = await api.get('/api/subscriptions/options', customer.headers);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ slots: [{ id: morning, label: '06:00–08:00' }], cutoff: '22:00', firstDay: '2026-12-02' });
    at(ist('2026-12-01T22:00'));
    expect((await api.get('/api/subscriptions/options', customer.headers)).body.firstDay).toBe('2026-12-03');
    expect((await api.get('/api/subscriptions/options')).status).toBe(401);
  });

  it('needs a customer session', async () => {
    expect((await api.get('/api/subscriptions')).status).toBe(401);
    expect((await api.get('/api/subscriptions', t.adminHeaders)).status).toBe(401);
  });
});
