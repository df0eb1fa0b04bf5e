import {
  calendar,
  checkPause,
  cutoffOf,
  deliversOn,
  firstChangeableDay,
  isCalendarDay,
  isChangeable,
  planDay,
  resumePauses,
  shiftDay,
  weekdayOf,
  type SubscriptionPlan,
} from '../../src/domain/subscriptions/schedule';

// The pure rules of subscriptions (docs/subscriptions.md): days, cut-offs and the calendar, with `now` passed in.

/** An instant written in India time. */
const ist = (dayAndTime: string) => new Date(`${dayAndTime}+05:30`);
const deliveredDays = (plan: SubscriptionPlan, from: string, days: number, now: Date) =>
  calendar(plan, from, days, now)
    .filter((d) => d.reason === null)
    .map((d) => d.date);

const MILK = 'v-milk';
const EGGS = 'v-eggs';
const daily = (startDate: string, extra: Partial<SubscriptionPlan> = {}): SubscriptionPlan => ({
  schedule: { kind: 'daily' },
  startDate,
  items: [
    { variantId: MILK, quantity: 2 },
    { variantId: EGGS, quantity: 1 },
  ],
  ...extra,
});

describe('calendar days', () => {
  it('knows real days, month ends and leap days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2026-4-01')).toBe(false);
    expect(isCalendarDay('tomorrow')).toBe(false);
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2028-02-29', 1)).toBe('2028-03-01');
    expect(shiftDay('2027-02-28', 1)).toBe('2027-03-01');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2028-02-29')).toBe(2); // a Tuesday
    expect(weekdayOf('2026-03-01')).toBe(0); // a Sunday
    expect(() => shiftDay('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('schedules', () => {
  it('daily delivers every day from the start, across month and year ends and 29 February 2028', () => {
    const plan = daily('2028-02-27');
    expect(deliveredDays(plan, '2028-02-25', 6, ist('2028-02-01T09:00'))).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(deliversOn({ kind: 'daily' }, '2026-12-30', '2027-01-01')).toBe(true);
    expect(deliversOn({ kind: 'daily' }, '2026-12-30', '2026-12-29')).toBe(false);
  });

  it('alternate delivers on the start day and every second day after it, across a month end', () => {
    const alt = { kind: 'alternate' } as const;
    // January has 31 days: 29, 31, 2 Feb, 4 Feb.
    const plan: SubscriptionPlan = { ...daily('2026-01-29'), schedule: alt };
    expect(deliveredDays(plan, '2026-01-28', 9, ist('2026-01-01T09:00'))).toEqual(['2026-01-29', '2026-01-31', '2026-02-02', '2026-02-04']);
    // Across 29 February 2028: 28 Feb, 1 Mar, 3 Mar (the leap day is the off day).
    expect(deliversOn(alt, '2028-02-26', '2028-02-28')).toBe(true);
    expect(deliversOn(alt, '2028-02-26', '2028-02-29')).toBe(false);
    expect(deliversOn(alt, '2028-02-26', '2028-03-01')).toBe(true);
    // The count is from the start date, not the day of the month or the week.
    expect(deliversOn(alt, '2026-04-30', '2026-05-01')).toBe(false);
    expect(deliversOn(alt, '2026-04-30', '2026-05-02')).toBe(true);
    expect(deliversOn(alt, '2026-04-30', '2026-04-28')).toBe(false);
  });

  it('weekdays delivers on the listed days of the week (0 Sunday to 6 Saturday)', () => {
    // Monday, Wednesday, Saturday from Sunday 1 March 2026.
    const plan: SubscriptionPlan = { ...daily('2026-03-01'), schedule: { kind: 'weekdays', weekdays: [1, 3, 6] } };
    expect(deliveredDays(plan, '2026-02-25', 15, ist('2026-02-01T09:00'))).toEqual(['2026-03-02', '2026-03-04', '2026-03-07', '2026-03-09', '2026-03-11']);
    const days = calendar(plan, '2026-02-28', 3, ist('2026-02-01T09:00'));
    expect(days.map((d) => d.reason)).toEqual(['before_start', 'not_scheduled', null]);
    // Sunday 0 and Saturday 6 at the ends of the week; 29 February 2028 is a Tuesday.
    expect(deliversOn({ kind: 'weekdays', weekdays: [0] }, '2026-01-01', '2026-03-01')).toBe(true);
    expect(deliversOn({ kind: 'weekdays', weekdays: [2] }, '2028-01-01', '2028-02-29')).toBe(true);
    expect(deliversOn({ kind: 'weekdays', weekdays: [] }, '2028-01-01', '2028-02-29')).toBe(false);
  });
});

describe('cut-off', () => {
  it('is 22:00 India time the evening before, or the store’s own minutes', () => {
    expect(cutoffOf('2026-03-01')).toEqual(ist('2026-02-28T22:00'));
    expect(cutoffOf('2028-03-01')).toEqual(ist('2028-02-29T22:00'));
    expect(cutoffOf('2027-01-01')).toEqual(ist('2026-12-31T22:00'));
    expect(cutoffOf('2026-03-01').toISOString()).toBe('2026-02-28T16:30:00.000Z');
    expect(cutoffOf('2026-03-01', 20 * 60 + 30)).toEqual(ist('2026-02-28T20:30'));
  });

  it('leaves a day changeable until its cut-off, not at it or after', () => {
    expect(isChangeable('2026-03-01', ist('2026-02-28T21:59:59'))).toBe(true);
    expect(isChangeable('2026-03-01', ist('2026-02-28T22:00'))).toBe(false);
    expect(isChangeable('2026-03-01', ist('2026-03-01T06:00'))).toBe(false);
    expect(isChangeable('2026-03-01', ist('2026-02-28T21:00'), 20 * 60)).toBe(false);
    // India time, whatever the UTC date: 23:30 IST on 28 February is still 28 February in UTC, past the cut-off.
    expect(firstChangeableDay(ist('2026-02-28T23:30'))).toBe('2026-03-02');
    expect(firstChangeableDay(ist('2026-02-28T21:30'))).toBe('2026-03-01');
    // 00:30 IST on 1 March is 28 February in UTC.
    expect(firstChangeableDay(ist('2026-03-01T00:30'))).toBe('2026-03-02');
  });

  it('says a skip after its cut-off is closed in the calendar', () => {
    const plan = daily('2026-02-20', { overrides: { '2026-03-02': { skip: true } } });
    const days = calendar(plan, '2026-03-01', 3, ist('2026-03-01T22:15'));
    expect(days.map((d) => [d.date, d.changeable, d.reason])).toEqual([
      ['2026-03-01', false, null],
      ['2026-03-02', false, 'skipped'], // skipped in time; no longer changeable
      ['2026-03-03', true, null],
    ]);
    expect(days[1].cutoff).toEqual(ist('2026-03-01T22:00'));
  });
});

describe('the calendar', () => {
  const now = ist('2026-02-25T10:00');

  it('lists each day’s items and why a day is empty', () => {
    const plan = daily('2026-02-27', {
      pauses: [{ from: '2026-03-02', to: '2026-03-03' }],
      overrides: {
        '2026-02-28': { quantities: { [MILK]: 4 } },
        '2026-03-01': { skip: true },
        '2026-03-04': { quantities: { [MILK]: 0, [EGGS]: 0 } },
        '2026-03-05': { quantities: { [EGGS]: 0 } },
      },
    });
    const days = calendar(plan, '2026-02-26', 9, now);
    expect(days.map((d) => ({ date: d.date, items: d.items, reason: d.reason, changed: d.changed }))).toEqual([
      { date: '2026-02-26', items: [], reason: 'before_start', changed: false },
      {
        date: '2026-02-27',
        items: [
          { variantId: MILK, quantity: 2 },
          { variantId: EGGS, quantity: 1 },
        ],
        reason: null,
        changed: false,
      },
      {
        date: '2026-02-28',
        items: [
          { variantId: MILK, quantity: 4 },
          { variantId: EGGS, quantity: 1 },
        ],
        reason: null,
        changed: true,
      },
      { date: '2026-03-01', items: [], reason: 'skipped', changed: true },
      { date: '2026-03-02', items: [], reason: 'paused', changed: false },
      { date: '2026-03-03', items: [], reason: 'paused', changed: false },
      { date: '2026-03-04', items: [], reason: 'skipped', changed: true },
      { date: '2026-03-05', items: [{ variantId: MILK, quantity: 2 }], reason: null, changed: true },
      {
        date: '2026-03-06',
        items: [
          { variantId: MILK, quantity: 2 },
          { variantId: EGGS, quantity: 1 },
        ],
        reason: null,
        changed: false,
      },
    ]);
    expect(days).toHaveLength(9);
  });

  it('gives 30 days across a month end and a leap day', () => {
    const days = calendar(daily('2028-02-01'), '2028-02-15', 30, ist('2028-02-14T09:00'));
    expect(days[0].date).toBe('2028-02-15');
    expect(days[14].date).toBe('2028-02-29');
    expect(days[29].date).toBe('2028-03-15');
    expect(days.every((d) => d.reason === null && d.changeable)).toBe(true);
  });

  it('prefers "not scheduled" to "paused" and "paused" to "skipped"', () => {
    const plan: SubscriptionPlan = {
      ...daily('2026-03-01'),
      schedule: { kind: 'alternate' },
      pauses: [{ from: '2026-03-01', to: null }],
      overrides: { '2026-03-03': { skip: true } },
    };
    expect(calendar(plan, '2026-03-01', 4, now).map((d) => d.reason)).toEqual(['paused', 'not_scheduled', 'paused', 'not_scheduled']);
  });

  it('ends deliveries from the cancellation day', () => {
    const plan = daily('2026-03-01', { cancelledFrom: '2026-03-03' });
    expect(calendar(plan, '2026-03-01', 4, now).map((d) => d.reason)).toEqual([null, null, 'cancelled', 'cancelled']);
  });

  it('ignores a quantity for an item no longer in the subscription', () => {
    const plan = daily('2026-03-01', { overrides: { '2026-03-01': { quantities: { 'v-gone': 3 } } } });
    expect(planDay(plan, '2026-03-01', now).items).toEqual([
      { variantId: MILK, quantity: 2 },
      { variantId: EGGS, quantity: 1 },
    ]);
  });
});

describe('extras', () => {
  const now = ist('2026-03-01T09:00');
  const GHEE = 'v-ghee';

  it('adds other products to one day after the items, marked extra', () => {
    const plan = daily('2026-03-02', { overrides: { '2026-03-03': { extras: { [GHEE]: 2 }, quantities: { [EGGS]: 3 } } } });
    const [plain, withExtras] = calendar(plan, '2026-03-02', 2, now);
    expect(plain).toMatchObject({
      items: [
        { variantId: MILK, quantity: 2 },
        { variantId: EGGS, quantity: 1 },
      ],
      changed: false,
    });
    expect(withExtras).toMatchObject({
      reason: null,
      changed: true,
      items: [
        { variantId: MILK, quantity: 2 },
        { variantId: EGGS, quantity: 3 },
        { variantId: GHEE, quantity: 2, extra: true },
      ],
    });
  });

  it('come alone when every item is 0 that day, and not at all on a skipped, paused or unscheduled day', () => {
    const extras = { [GHEE]: 1 };
    const alone = planDay(daily('2026-03-02', { overrides: { '2026-03-02': { extras, quantities: { [MILK]: 0, [EGGS]: 0 } } } }), '2026-03-02', now);
    expect(alone).toMatchObject({ reason: null, items: [{ variantId: GHEE, quantity: 1, extra: true }] });
    const skipped = planDay(daily('2026-03-02', { overrides: { '2026-03-02': { extras, skip: true } } }), '2026-03-02', now);
    expect(skipped).toMatchObject({ reason: 'skipped', items: [], changed: true });
    const paused = planDay(daily('2026-03-02', { overrides: { '2026-03-02': { extras } }, pauses: [{ from: '2026-03-02', to: null }] }), '2026-03-02', now);
    expect(paused).toMatchObject({ reason: 'paused', items: [] });
    const weekly: SubscriptionPlan = { ...daily('2026-03-02'), schedule: { kind: 'weekdays', weekdays: [1] }, overrides: { '2026-03-03': { extras } } };
    expect(planDay(weekly, '2026-03-03', now)).toMatchObject({ reason: 'not_scheduled', items: [] });
  });

  it('leaves out an extra that has since become one of the items: the item comes once, at its quantity', () => {
    const plan = daily('2026-03-02', { overrides: { '2026-03-02': { extras: { [MILK]: 5, [GHEE]: 1 } } } });
    expect(planDay(plan, '2026-03-02', now).items).toEqual([
      { variantId: MILK, quantity: 2 },
      { variantId: EGGS, quantity: 1 },
      { variantId: GHEE, quantity: 1, extra: true },
    ]);
  });
});

describe('pauses', () => {
  it('treats pauses as inclusive at both ends, across a month end', () => {
    const plan = daily('2026-01-01', { pauses: [{ from: '2026-01-31', to: '2026-02-01' }] });
    expect(calendar(plan, '2026-01-30', 4, ist('2026-01-01T09:00')).map((d) => d.reason)).toEqual([null, 'paused', 'paused', null]);
  });

  it('may start on the first day still open, not on a day whose cut-off has passed', () => {
    // 21:00 on 10 March: 11 March is still open.
    expect(checkPause('2026-03-11', '2026-03-15', ist('2026-03-10T21:00'))).toEqual({ ok: true });
    // 22:30: 11 March closed at 22:00, a pause spanning its cut-off is refused and says where it may start.
    expect(checkPause('2026-03-11', '2026-03-15', ist('2026-03-10T22:30'))).toEqual({ ok: false, reason: 'closed', firstOpen: '2026-03-12' });
    expect(checkPause('2026-03-12', '2026-03-15', ist('2026-03-10T22:30'))).toEqual({ ok: true });
    expect(checkPause('2026-03-12', null, ist('2026-03-10T22:30'))).toEqual({ ok: true });
    expect(checkPause('2026-03-15', '2026-03-12', ist('2026-03-10T09:00'))).toEqual({ ok: false, reason: 'order', firstOpen: '2026-03-11' });
    expect(checkPause('2026-03-12', '2026-03-12', ist('2026-03-10T09:00'))).toEqual({ ok: true });
  });

  it('resuming keeps the closed days paused and frees the open ones', () => {
    const now = ist('2026-03-10T22:30'); // 11 March closed, 12 March open
    const pauses = [
      { from: '2026-03-01', to: '2026-03-03' }, // over
      { from: '2026-03-09', to: '2026-03-20' }, // runs into the open days
      { from: '2026-03-25', to: '2026-03-27' }, // ahead
    ];
    expect(resumePauses(pauses, now)).toEqual([
      { from: '2026-03-01', to: '2026-03-03' },
      { from: '2026-03-09', to: '2026-03-11' },
    ]);
    expect(resumePauses([{ from: '2026-03-05', to: null }], now)).toEqual([{ from: '2026-03-05', to: '2026-03-11' }]);
    expect(resumePauses([{ from: '2026-03-12', to: null }], now)).toEqual([]);
  });

  it('a pause set before a cut-off stays in force for the day once closed', () => {
    const plan = daily('2026-03-01', { pauses: [{ from: '2026-03-11', to: '2026-03-12' }] });
    const days = calendar(plan, '2026-03-11', 3, ist('2026-03-10T23:00'));
    expect(days.map((d) => [d.date, d.reason, d.changeable])).toEqual([
      ['2026-03-11', 'paused', false],
      ['2026-03-12', 'paused', true],
      ['2026-03-13', null, true],
    ]);
  });
});
