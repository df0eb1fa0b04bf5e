import fc from 'fast-check';
import { quote, type PricedLineInput } from '../../src/domain/pricing/quote';
import { labelWeightGrams } from '../../src/domain/pricing/weight';
import type { CouponTerms } from '../../src/modules/coupons/service';

const percent = (p: number): CouponTerms => ({
  code: `P${p}`,
  discount_type: 'percentage',
  percent_bp: p * 100,
  amount_paise: 0,
  min_purchase_paise: 0,
});
const fixed = (rupees: number): CouponTerms => ({
  code: `F${rupees}`,
  discount_type: 'fixed',
  percent_bp: 0,
  amount_paise: rupees * 100,
  min_purchase_paise: 0,
});
/** A line weighing what its label says (the weight a variant is first given). */
const line = (variantLabel: string, rupees: number, quantity: number): PricedLineInput => ({
  weightGrams: labelWeightGrams(variantLabel),
  unitPricePaise: rupees * 100,
  quantity,
});

const HYD = { text: 'Plot 12, Kondapur, Hyderabad, Telangana 500084' };
const WARANGAL = { text: 'Hanamkonda, Warangal, Telangana' };
const VIJAYAWADA = { text: 'Benz Circle, Vijayawada, Andhra Pradesh' };
const CHENNAI = { text: 'T Nagar, Chennai' };

describe('quote: table of whole orders (amounts in paise)', () => {
  it.each([
    {
      why: 'Hyderabad, small order: ₹50/kg on 1 kg, no discounts',
      lines: [line('500g', 300, 2)],
      address: HYD,
      first: false,
      coupon: null,
      expect: { subtotal: 600_00, first: 0, coupon: 0, shipping: 50_00, total: 650_00, grams: 1000, outstation: false },
    },
    {
      why: 'Hyderabad above ₹1500 ships free; first order takes 10%',
      lines: [line('1kg', 800, 2)],
      address: HYD,
      first: true,
      coupon: null,
      expect: { subtotal: 1600_00, first: 160_00, coupon: 0, shipping: 0, total: 1440_00, grams: 2000, outstation: false },
    },
    {
      why: 'free shipping is judged on the subtotal before discounts',
      lines: [line('1kg', 1550, 1)],
      address: HYD,
      first: true,
      coupon: fixed(100),
      expect: { subtotal: 1550_00, first: 155_00, coupon: 100_00, shipping: 0, total: 1295_00, grams: 1000, outstation: false },
    },
    {
      why: 'Telangana 1.5 kg at ₹150 a kg (not rounded up to 2 kg); 10% coupon',
      lines: [line('500g', 200, 1), line('1 kg', 400, 1)],
      address: WARANGAL,
      first: false,
      coupon: percent(10),
      expect: { subtotal: 600_00, first: 0, coupon: 60_00, shipping: 225_00, total: 765_00, grams: 1500, outstation: true },
    },
    {
      why: 'Andhra Pradesh, 250 ml oil, minimum 1 kg at ₹200; both discounts stack',
      lines: [line('250ml', 450, 1)],
      address: VIJAYAWADA,
      first: true,
      coupon: percent(20),
      expect: { subtotal: 450_00, first: 45_00, coupon: 90_00, shipping: 200_00, total: 515_00, grams: 250, outstation: true },
    },
    {
      why: 'elsewhere ₹350/kg; eggs by the piece weigh nothing',
      lines: [line('1kg', 500, 1), line('12 pcs', 120, 2)],
      address: CHENNAI,
      first: false,
      coupon: null,
      expect: { subtotal: 740_00, first: 0, coupon: 0, shipping: 350_00, total: 1090_00, grams: 1000, outstation: true },
    },
    {
      why: 'zero weight ships free even outstation',
      lines: [line('6 pcs', 90, 1)],
      address: CHENNAI,
      first: false,
      coupon: null,
      expect: { subtotal: 90_00, first: 0, coupon: 0, shipping: 0, total: 90_00, grams: 0, outstation: true },
    },
    {
      why: 'no address yet: no shipping, not outstation',
      lines: [line('2kg', 500, 1)],
      address: null,
      first: false,
      coupon: null,
      expect: { subtotal: 500_00, first: 0, coupon: 0, shipping: 0, total: 500_00, grams: 2000, outstation: false },
    },
    {
      why: 'a fixed coupon larger than what is left is capped; total never below shipping',
      lines: [line('500g', 100, 1)],
      address: WARANGAL,
      first: true,
      coupon: fixed(500),
      expect: { subtotal: 100_00, first: 10_00, coupon: 90_00, shipping: 150_00, total: 150_00, grams: 500, outstation: true },
    },
    {
      why: 'a 100% coupon after the first-order discount leaves only shipping',
      lines: [line('1kg', 999.99, 1)],
      address: HYD,
      first: true,
      coupon: percent(100),
      expect: { subtotal: 999_99, first: 100_00, coupon: 899_99, shipping: 50_00, total: 50_00, grams: 1000, outstation: false },
    },
  ])('$why', ({ lines, address, first, coupon, expect: e }) => {
    const q = quote(lines, address, { isFirstOrder: first, coupon });
    expect(q).toEqual({
      subtotalPaise: e.subtotal,
      firstOrderDiscountPaise: e.first,
      couponDiscountPaise: e.coupon,
      shippingPaise: e.shipping,
      totalPaise: e.total,
      weightGrams: e.grams,
      isOutstation: e.outstation,
      lineTotalsPaise: lines.map((l) => l.unitPricePaise * l.quantity),
    });
  });
});

describe('quote: properties', () => {
  const lineArb = fc.record({
    weightGrams: fc.constantFrom(250, 500, 1000, 1500, 1234, 0),
    unitPricePaise: fc.integer({ min: 1, max: 50_000_00 }),
    quantity: fc.integer({ min: 1, max: 99 }),
  });
  const couponArb = fc.option(fc.oneof(fc.integer({ min: 0, max: 100 }).map(percent), fc.integer({ min: 0, max: 5000 }).map(fixed)), { nil: null });
  const addressArb = fc.option(fc.constantFrom(HYD, WARANGAL, VIJAYAWADA, CHENNAI, { text: 'Kakinada, A.P.' }, { text: 'Flat 3', pincode: '500081' }), {
    nil: null,
  });
  const orderArb = fc.record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
    address: addressArb,
    isFirstOrder: fc.boolean(),
    coupon: couponArb,
  });

  it('always adds up: total = subtotal − discounts + shipping, all integers, total ≥ shipping', () => {
    fc.assert(
      fc.property(orderArb, ({ lines, address, isFirstOrder, coupon }) => {
        const q = quote(lines, address, { isFirstOrder, coupon });
        const amounts = [q.subtotalPaise, q.firstOrderDiscountPaise, q.couponDiscountPaise, q.shippingPaise, q.totalPaise];
        expect(amounts.every((a) => Number.isInteger(a) && a >= 0)).toBe(true);
        expect(q.totalPaise).toBe(q.subtotalPaise - q.firstOrderDiscountPaise - q.couponDiscountPaise + q.shippingPaise);
        expect(q.totalPaise).toBeGreaterThanOrEqual(q.shippingPaise);
        expect(q.firstOrderDiscountPaise + q.couponDiscountPaise).toBeLessThanOrEqual(q.subtotalPaise);
      }),
    );
  });

  it('never charges more than subtotal plus shipping, and a coupon never raises the total', () => {
    fc.assert(
      fc.property(orderArb, ({ lines, address, isFirstOrder, coupon }) => {
        const withCoupon = quote(lines, address, { isFirstOrder, coupon });
        const without = quote(lines, address, { isFirstOrder, coupon: null });
        expect(withCoupon.totalPaise).toBeLessThanOrEqual(without.totalPaise);
        expect(without.totalPaise).toBeLessThanOrEqual(without.subtotalPaise + without.shippingPaise);
      }),
    );
  });

  it('the first-order discount is exactly 10% of the subtotal (to the paisa) and nothing otherwise', () => {
    fc.assert(
      fc.property(orderArb, ({ lines, address, coupon }) => {
        const first = quote(lines, address, { isFirstOrder: true, coupon });
        const returning = quote(lines, address, { isFirstOrder: false, coupon });
        expect(Math.abs(first.firstOrderDiscountPaise * 10 - first.subtotalPaise)).toBeLessThanOrEqual(5);
        expect(returning.firstOrderDiscountPaise).toBe(0);
      }),
    );
  });

  it('does not depend on the order of the cart lines', () => {
    fc.assert(
      fc.property(orderArb, ({ lines, address, isFirstOrder, coupon }) => {
        const a = quote(lines, address, { isFirstOrder, coupon });
        const b = quote([...lines].reverse(), address, { isFirstOrder, coupon });
        expect(b.totalPaise).toBe(a.totalPaise);
        expect(b.weightGrams).toBe(a.weightGrams);
      }),
    );
  });

  it('charges Hyderabad addresses no more shipping than any outstation address', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), (lines) => {
        const hyd = quote(lines, HYD, { isFirstOrder: false, coupon: null });
        for (const elsewhere of [WARANGAL, VIJAYAWADA, CHENNAI]) {
          expect(hyd.shippingPaise).toBeLessThanOrEqual(quote(lines, elsewhere, { isFirstOrder: false, coupon: null }).shippingPaise);
        }
      }),
    );
  });
});
