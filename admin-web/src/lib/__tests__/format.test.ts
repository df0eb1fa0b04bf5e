import { initials } from '../format';

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
