import { formatDay, formatSlot, formatTimeRange, storeDay } from '../format';

describe('slot times', () => {
  it('names a slot in Hyderabad time, whatever the instant is written in', () => {
    expect(formatSlot({ starts_at: '2026-11-30T01:30:00.000Z', ends_at: '2026-11-30T03:30:00.000Z' }).replace(/\s/g, ' ')).toBe('Mon 30 Nov, 7–9 am');
    expect(formatTimeRange('2026-11-30T11:30:00Z', '2026-11-30T13:30:00Z').replace(/\s/g, ' ')).toBe('5–7 pm');
  });

  it('shows minutes only when a time is not on the hour', () => {
    expect(formatTimeRange('2026-11-30T02:00:00Z', '2026-11-30T03:30:00Z').replace(/\s/g, ' ')).toBe('7:30 – 9:00 am');
  });

  it('counts days in Hyderabad: 20:00 UTC is already the next day there', () => {
    expect(storeDay('2026-11-29T20:00:00Z')).toBe('2026-11-30');
    expect(formatDay('2026-12-01')).toBe('Tue 1 Dec');
  });
});
