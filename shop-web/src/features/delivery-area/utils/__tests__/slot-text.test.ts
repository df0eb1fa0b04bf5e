import { i18n } from '@/i18n/i18n';
import { slotText } from '../slot-text';

// 23:00 on Sat 28 Nov in Hyderabad: still 28 Nov there while UTC reads 17:30 the same day.
const now = new Date('2026-11-28T17:30:00Z');
const slot = (starts: string, ends: string) => ({ starts_at: starts, ends_at: ends });
/** Intl puts narrow no-break spaces around the hours; read them as spaces. */
const text = (starts: string, ends: string) => slotText(i18n.t, slot(starts, ends), 'en-IN', now).replace(/\s/g, ' ');

describe('a slot as the shopper reads it', () => {
  it('says today, tomorrow or the day, in Hyderabad time whatever the device zone', () => {
    expect(text('2026-11-28T15:30:00.000Z', '2026-11-28T17:30:00.000Z')).toBe('Today 9–11 pm');
    expect(text('2026-11-29T01:30:00.000Z', '2026-11-29T03:30:00.000Z')).toBe('Tomorrow 7–9 am');
    expect(text('2026-11-30T12:00:00.000Z', '2026-11-30T14:00:00.000Z')).toBe('Mon 30 Nov, 5:30 – 7:30 pm');
  });
});
