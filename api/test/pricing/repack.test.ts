import { OutsideToleranceError, priceRangePaise, repack, settle, toleranceRange, weighedPricePaise, type RepackLine } from '../../src/domain/pricing/repack';
import type { CouponDiscountTerms } from '../../src/domain/pricing/coupon-discount';

const percent = (p: number): CouponDiscountTerms => ({ discount_type: 'percentage', percent_bp: p * 100, amount_paise: 0 });
const fixed = (rupees: number): CouponDiscountTerms => ({ discount_type: 'fixed', percent_bp: 0, amount_paise: rupees * 100 });

/** A country chicken: ₹500 a kg, 1 kg nominal, ±10 %, packed at `packed` grams (null: not yet). */
const chicken = (packed: number | null, opts: { perKg?: number; nominal?: number; tolerance?: number } = {}): RepackLine => {
  const perKg = (opts.perKg ?? 500) * 100;
  const nominal = opts.nominal ?? 1000;
  return {
    unitPricePaise: weighedPricePaise(perKg, nominal),
    quantity: 1,
    weightGrams: nominal,
    weighed: { pricePerKgPaise: perKg, tolerancePct: opts.tolerance ?? 10, nominalGrams: nominal, packedGrams: packed },
  };
};
/** A jar sold by the piece. */
const ghee = (quantity = 1): RepackLine => ({ unitPricePaise: 650_00, quantity, weightGrams: 500, weighed: null });

describe('the weighed line: ranges and prices (paise)', () => {
  it.each([
    { nominal: 1000, pct: 10, range: { minGrams: 900, maxGrams: 1100 } },
    { nominal: 500, pct: 10, range: { minGrams: 450, maxGrams: 550 } },
    { nominal: 1250, pct: 7, range: { minGrams: 1163, maxGrams: 1337 } }, // 1162.5 and 1337.5 stay inside
    { nominal: 2000, pct: 50, range: { minGrams: 1000, maxGrams: 3000 } },
  ])('$nominal g ±$pct % → $range.minGrams–$range.maxGrams g', ({ nominal, pct, range }) => {
    expect(toleranceRange(nominal, pct)).toEqual(range);
  });

  it.each([
    { perKg: 500_00, grams: 1040, paise: 520_00 },
    { perKg: 492_70, grams: 1040, paise: 512_41 }, // 512.408 → 512.41
    { perKg: 333_33, grams: 935, paise: 311_66 }, // 311.66355 → 311.66
    { perKg: 450_00, grams: 1, paise: 45 },
  ])('$perKg paise a kg × $grams g = $paise paise', ({ perKg, grams, paise }) => {
    expect(weighedPricePaise(perKg, grams)).toBe(paise);
  });

  it('shows ₹450–₹550 for a 1 kg chicken at ₹500 a kg, ±10 %', () => {
    expect(priceRangePaise(500_00, 1000, 10)).toEqual({ lowPaise: 450_00, highPaise: 550_00 });
  });
});

describe('repack: the order re-priced on its packed weights (paise)', () => {
  it.each([
    {
      why: 'nothing packed yet: the nominal price',
      lines: [chicken(null)],
      first: false,
      coupon: null,
      expect: { subtotal: 500_00, first: 0, coupon: 0, total: 500_00 },
    },
    {
      why: 'packed 1.04 kg: ₹520',
      lines: [chicken(1040)],
      first: false,
      coupon: null,
      expect: { subtotal: 520_00, first: 0, coupon: 0, total: 520_00 },
    },
    {
      why: 'packed 0.93 kg with a jar of ghee: only the chicken changes',
      lines: [chicken(930), ghee(2)],
      first: false,
      coupon: null,
      expect: { subtotal: 465_00 + 1300_00, first: 0, coupon: 0, total: 1765_00 },
    },
    {
      why: 'first order: 10 % of the new subtotal, re-applied',
      lines: [chicken(1040)],
      first: true,
      coupon: null,
      expect: { subtotal: 520_00, first: 52_00, coupon: 0, total: 468_00 },
    },
    {
      why: 'a 12.5 % coupon taken from what the first order left, to the paisa',
      lines: [chicken(1037, { perKg: 492.7 })],
      first: true,
      coupon: percent(12.5),
      // 492.70 × 1.037 = 510.9299 → 510.93; first 51.093 → 51.09; coupon 12.5 % of 510.93 = 63.866 → 63.87
      expect: { subtotal: 510_93, first: 51_09, coupon: 63_87, total: 395_97 },
    },
    {
      why: 'a fixed ₹100 coupon stays ₹100',
      lines: [chicken(900), ghee()],
      first: false,
      coupon: fixed(100),
      expect: { subtotal: 450_00 + 650_00, first: 0, coupon: 100_00, total: 1000_00 },
    },
    {
      why: 'a removed line (0 g) is not charged',
      lines: [chicken(0), ghee()],
      first: false,
      coupon: null,
      expect: { subtotal: 650_00, first: 0, coupon: 0, total: 650_00 },
    },
    {
      why: 'a fixed coupon never takes more than what is left',
      lines: [chicken(0), chicken(900, { perKg: 100 })],
      first: false,
      coupon: fixed(150),
      expect: { subtotal: 90_00, first: 0, coupon: 90_00, total: 0 },
    },
    {
      why: 'the heaviest weight allowed is billed at the upper price shown',
      lines: [chicken(1100)],
      first: false,
      coupon: null,
      expect: { subtotal: 550_00, first: 0, coupon: 0, total: 550_00 },
    },
  ])('$why', ({ lines, first, coupon, expect: e }) => {
    const b = repack({ lines, shippingPaise: 0, options: { isFirstOrder: first, coupon } });
    expect({ subtotal: b.subtotalPaise, first: b.firstOrderDiscountPaise, coupon: b.couponDiscountPaise, total: b.totalPaise }).toEqual(e);
  });

  it('keeps the shipping charged at checkout, on top of the discounted goods', () => {
    const b = repack({ lines: [chicken(1040)], shippingPaise: 50_00, options: { isFirstOrder: true, coupon: null } });
    expect(b.shippingPaise).toBe(50_00);
    expect(b.totalPaise).toBe(520_00 - 52_00 + 50_00);
  });

  it.each([
    { packed: 899, range: { minGrams: 900, maxGrams: 1100 } },
    { packed: 1101, range: { minGrams: 900, maxGrams: 1100 } },
  ])('refuses $packed g for a 1 kg ±10 % line', ({ packed, range }) => {
    const run = () => repack({ lines: [ghee(), chicken(packed)], shippingPaise: 0, options: { isFirstOrder: false, coupon: null } });
    expect(run).toThrow(OutsideToleranceError);
    try {
      run();
    } catch (err) {
      expect((err as OutsideToleranceError).lineIndex).toBe(1);
      expect((err as OutsideToleranceError).range).toEqual(range);
    }
  });

  it('re-prices a line of two birds on their packed weight together', () => {
    const two = { ...chicken(2080), quantity: 2, weighed: { ...chicken(2080).weighed!, nominalGrams: 2000 } };
    expect(repack({ lines: [two], shippingPaise: 0, options: { isFirstOrder: false, coupon: null } }).totalPaise).toBe(1040_00);
  });
});

describe('settle: what the customer finally pays (paise)', () => {
  it.each([
    { why: 'prepaid, lighter: the difference goes back', final: 465_00, paid: 500_00, credit: 0, expect: { totalPaise: 465_00, owedBackPaise: 35_00 } },
    { why: 'prepaid, heavier: never charged above what was paid', final: 520_00, paid: 500_00, credit: 0, expect: { totalPaise: 500_00, owedBackPaise: 0 } },
    { why: 'prepaid, exact: nothing moves', final: 500_00, paid: 500_00, credit: 0, expect: { totalPaise: 500_00, owedBackPaise: 0 } },
    { why: 'cash: the final amount is collected', final: 520_00, paid: null, credit: 0, expect: { totalPaise: 520_00, owedBackPaise: 0 } },
    {
      why: 'part credit, part online, lighter: both count as given',
      final: 465_00,
      paid: 300_00,
      credit: 200_00,
      expect: { totalPaise: 465_00, owedBackPaise: 35_00 },
    },
    {
      why: 'paid wholly with credit, heavier: never above the credit',
      final: 520_00,
      paid: 0,
      credit: 500_00,
      expect: { totalPaise: 500_00, owedBackPaise: 0 },
    },
    { why: 'cash with credit, heavier: the rest is collected', final: 520_00, paid: null, credit: 100_00, expect: { totalPaise: 520_00, owedBackPaise: 0 } },
    {
      why: 'cash with credit above the final total: the excess goes back',
      final: 465_00,
      paid: null,
      credit: 500_00,
      expect: { totalPaise: 465_00, owedBackPaise: 35_00 },
    },
  ])('$why', ({ final, paid, credit, expect: e }) => {
    expect(settle(final, { paidPaise: paid, creditPaise: credit })).toEqual(e);
  });
});
