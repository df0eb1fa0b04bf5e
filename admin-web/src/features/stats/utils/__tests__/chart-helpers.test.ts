import { CHART_PALETTE, sliceColours } from '../chart-colours';
import { PRODUCT_CATEGORIES } from '@/config/categories';
import { lastDays, periodProblem } from '@/lib/period';

describe('pie slice colours', () => {
  it('has a fixed palette longer than the category list (Uncategorized included), with no colour twice', () => {
    expect(CHART_PALETTE.length).toBeGreaterThan(PRODUCT_CATEGORIES.length);
    expect(new Set(CHART_PALETTE.map((c) => c.toLowerCase())).size).toBe(CHART_PALETTE.length);
  });

  it('never repeats a colour, even past the palette', () => {
    for (const count of [1, 9, 12, 13, 40]) {
      const colours = sliceColours(count);
      expect(colours).toHaveLength(count);
      expect(new Set(colours).size).toBe(count);
    }
  });
});

describe('chart period', () => {
  it('counts the last N days in Hyderabad, today included (19:00 UTC is already the next day there)', () => {
    expect(lastDays(7, new Date('2026-11-23T10:00:00Z'))).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(lastDays(7, new Date('2026-11-23T19:00:00Z'))).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(lastDays(90, new Date('2026-03-01T06:00:00Z'))).toEqual({ from: '2025-12-02', to: '2026-03-01' });
  });

  it('refuses a custom period that starts after it ends, is longer than 366 days, or lacks a date', () => {
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('The start date is after the end date.');
    expect(periodProblem({ from: '2026-01-01', to: '2027-01-02' })).toBe('Choose a period of at most 366 days.');
    expect(periodProblem({ from: '2027-03-01', to: '2028-02-29' })).toBeNull();
    expect(periodProblem({ from: '', to: '2026-03-01' })).toBe('Choose both a start and an end date.');
    expect(lastDays(30, new Date('2026-11-23T10:00:00Z'))).toEqual({ from: '2026-10-25', to: '2026-11-23' });
  });
});
