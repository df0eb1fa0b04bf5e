import { weighedTerms } from '../weighed';

describe('weighedTerms: the range shown for a size sold by weight', () => {
  it('a 1 kg chicken at ₹500 a kg, ±10 %: 0.9–1.1 kg, ₹450–₹550', () => {
    expect(weighedTerms({ weight_grams: 1000, price_per_kg: 500, tolerance_pct: 10 })).toEqual({
      nominal_grams: 1000,
      min_grams: 900,
      max_grams: 1100,
      low: 450,
      high: 550,
    });
  });

  it('two of them: the range of both together, to the paisa', () => {
    expect(weighedTerms({ weight_grams: 1250, price_per_kg: 492.7, tolerance_pct: 7 }, 2)).toEqual({
      nominal_grams: 2500,
      min_grams: 2325,
      max_grams: 2675,
      low: 1145.53,
      high: 1317.97,
    });
  });

  it('nothing for a size sold by the piece', () => {
    expect(weighedTerms({ weight_grams: 500, price_per_kg: null, tolerance_pct: null })).toBeNull();
  });
});
