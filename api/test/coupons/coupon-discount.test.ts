import { couponDiscountPaise } from '../../src/domain/pricing/coupon-discount';

const pct = (bp: number) => ({ discount_type: 'percentage' as const, percent_bp: bp, amount_paise: 0 });
const fixed = (paise: number) => ({ discount_type: 'fixed' as const, percent_bp: 0, amount_paise: paise });

describe('couponDiscountPaise', () => {
  it.each([
    ['10% of ₹1000', pct(1000), 100000, 10000],
    ['12.5% of ₹999.99 rounds to the nearest paisa', pct(1250), 99999, 12500],
    ['15% of ₹0.07 rounds half up', pct(1500), 7, 1],
    ['15% of ₹0.03 rounds down', pct(1500), 3, 0],
    ['100% of ₹450', pct(10000), 45000, 45000],
    ['0% gives nothing', pct(0), 45000, 0],
    ['fixed ₹50 on ₹500', fixed(5000), 50000, 5000],
    ['fixed ₹50 on ₹30 is capped at the subtotal', fixed(5000), 3000, 3000],
    ['fixed ₹50 on an empty cart', fixed(5000), 0, 0],
    ['a negative subtotal counts as empty', fixed(5000), -100, 0],
    ['a negative amount gives nothing', fixed(-5000), 10000, 0],
  ])('%s', (_name, terms, subtotal, expected) => {
    expect(couponDiscountPaise(terms, subtotal)).toBe(expected);
  });
});
