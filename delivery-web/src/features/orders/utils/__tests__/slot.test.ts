import type { DeliveryOrder } from '../../types';
import { groupBySlot, slotLabel, slotTimes, type OrderSlot } from '../slot';

/** A slot on a Hyderabad day between Hyderabad times, e.g. slot('2026-11-30', '07:00', '09:00'). */
const slot = (day: string, from: string, to: string): OrderSlot => ({
  id: `hyderabad-${day}-${from.replace(':', '')}-${to.replace(':', '')}`,
  starts_at: new Date(`${day}T${from}:00+05:30`).toISOString(),
  ends_at: new Date(`${day}T${to}:00+05:30`).toISOString(),
  cutoff_at: new Date(`${day}T${from}:00+05:30`).toISOString(),
});

const order = (id: string, orderSlot: OrderSlot | null) => ({ id, slot: orderSlot }) as DeliveryOrder;

describe('slot times', () => {
  it('reads as the shop writes them, the am/pm once when both ends share it', () => {
    expect(slotTimes(slot('2026-11-30', '07:00', '09:00'))).toBe('7–9 am');
    expect(slotTimes(slot('2026-11-30', '11:00', '13:00'))).toBe('11 am–1 pm');
    expect(slotTimes(slot('2026-11-30', '17:30', '19:00'))).toBe('5:30–7 pm');
  });

  it('names the day only when the slot is not today in Hyderabad, whatever the UTC date', () => {
    // 00:30 on Monday 30 Nov in Hyderabad is still Sunday in UTC.
    const justAfterMidnight = new Date('2026-11-30T00:30:00+05:30');
    expect(slotLabel(slot('2026-11-30', '07:00', '09:00'), justAfterMidnight)).toBe('7–9 am');
    expect(slotLabel(slot('2026-12-01', '19:00', '21:00'), justAfterMidnight)).toBe('Tue 1 Dec, 7–9 pm');
    expect(slotLabel(slot('2026-11-30', '07:00', '09:00'), new Date('2026-11-29T23:59:00+05:30'))).toBe('Mon 30 Nov, 7–9 am');
  });
});

describe('groupBySlot', () => {
  it('puts the earliest slot first, tomorrow after today, and the orders without a slot last', () => {
    const evening = slot('2026-11-30', '17:00', '19:00');
    const morning = slot('2026-11-30', '07:00', '09:00');
    const tomorrow = slot('2026-12-01', '07:00', '09:00');
    const groups = groupBySlot([order('a', evening), order('b', null), order('c', tomorrow), order('d', morning), order('e', evening), order('f', null)]);
    expect(groups.map((group) => [group.slot?.id ?? null, group.orders.map((o) => o.id)])).toEqual([
      [morning.id, ['d']],
      [evening.id, ['a', 'e']],
      [tomorrow.id, ['c']],
      [null, ['b', 'f']],
    ]);
  });
});
