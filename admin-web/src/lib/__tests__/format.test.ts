import { formatSlot, formatStoreDay, initials } from '../format';

describe('initials', () => {
  it('is the first letter, upper-cased, or ? for a blank name', () => {
    expect(initials('  arjun')).toBe('A');
    expect(initials('   ')).toBe('?');
  });

  it('keeps an emoji whole, never half a surrogate pair', () => {
    expect(initials('😀 Ravi')).toBe('😀');
    expect(initials('👩‍🌾 Lakshmi')).toBe('👩‍🌾');
    expect(initials('🇮🇳 Team')).toBe('🇮🇳');
  });

  it('keeps a Telugu letter with its vowel sign', () => {
    expect(initials('రవి కుమార్')).toBe('ర');
    expect(initials('విజయ్')).toBe('వి');
  });
});

describe('delivery slots, in Hyderabad time whatever the device zone', () => {
  it('writes the day and the hours, minutes only when there are some', () => {
    expect(formatSlot({ starts_at: '2026-11-28T01:30:00.000Z', ends_at: '2026-11-28T03:30:00.000Z' })).toBe('Sat 28 Nov, 7–9 am');
    expect(formatSlot({ starts_at: '2026-11-28T05:30:00.000Z', ends_at: '2026-11-28T08:00:00.000Z' })).toBe('Sat 28 Nov, 11 am–1:30 pm');
  });

  it('writes the Hyderabad day, not the UTC one', () => {
    expect(formatSlot({ starts_at: '2026-11-29T20:30:00.000Z', ends_at: '2026-11-29T22:30:00.000Z' })).toBe('Mon 30 Nov, 2–4 am');
    expect(formatStoreDay('2026-11-30')).toBe('Mon 30 Nov');
  });
});
