import fc from 'fast-check';
import { labelWeightGrams } from '../../src/domain/pricing/weight';
import { billableKg, isOutstationAddress, shippingPaise, shippingZone } from '../../src/domain/pricing/shipping';
import { firstOrderDiscountPaise } from '../../src/domain/pricing/discounts';

describe('labelWeightGrams', () => {
  it.each([
    ['500g', 500],
    ['500 g', 500],
    ['500G', 500],
    ['1kg', 1000],
    ['1 KG', 1000],
    ['1.5 Kg', 1500],
    ['0.25kg', 250],
    ['250ml', 250],
    ['250 ML', 250],
    ['1l', 1000],
    ['1 L', 1000],
    ['1.5 Litre', 0], // "Litre" is not one of the units g, kg, ml, l
    ['2.5l', 2500],
    ['Pack of 2 (500g)', 500], // the first number followed by a unit counts
    ['Whole bird ~1.2kg', 1200],
    ['6 pcs', 0],
    ['12 eggs', 0],
    ['1 dozen', 0],
    ['500 gms', 0],
    ['Small', 0],
    ['', 0],
    ['kg', 0],
  ])('%j weighs %d g', (label, grams) => {
    expect(labelWeightGrams(label)).toBe(grams);
  });

  it('never returns a negative or fractional weight', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (label) => {
        const g = labelWeightGrams(label);
        return Number.isInteger(g) && g >= 0;
      }),
    );
  });

  it('reads any decimal amount of kg as 1000 times the grams', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom('kg', 'KG', 'l', 'L'), (milli, unit) => {
        const amount = (milli / 1000).toString();
        return labelWeightGrams(`${amount}${unit}`) === Math.round(milli);
      }),
    );
  });
});

describe('shippingZone and isOutstationAddress', () => {
  it.each([
    ['Flat 4, Banjara Hills, Hyderabad 500034', 'hyderabad', false],
    ['HYDERABAD', 'hyderabad', false],
    ['Gachibowli, Hyderabad, Telangana', 'hyderabad', false],
    ['Warangal, Telangana 506002', 'telangana', true],
    ['Vijayawada, Andhra Pradesh', 'andhraPradesh', true],
    ['Guntur, A.P.', 'andhraPradesh', true],
    ['Guntur a.p 522001', 'andhraPradesh', true],
    ['Vidya.Park, Bengaluru', 'elsewhere', true], // "a.p" inside a word is not Andhra Pradesh
    ['Indiranagar, Bengaluru, Karnataka', 'elsewhere', true],
  ])('%j → %s (outstation %s)', (address, zone, outstation) => {
    expect(shippingZone(address)).toBe(zone);
    expect(isOutstationAddress(address)).toBe(outstation);
  });
});

describe('billableKg', () => {
  it.each([
    [0, 0],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [2500, 3],
    [3000, 3],
  ])('%d g bills %d kg', (grams, kg) => expect(billableKg(grams)).toBe(kg));
});

describe('shippingPaise', () => {
  const HYD = 'Madhapur, Hyderabad';
  it.each([
    // [weight g, address, subtotal paise, shipping paise, why]
    [1000, HYD, 1500_00, 50_00, 'Hyderabad at exactly ₹1500 is not above the threshold'],
    [1000, HYD, 1500_01, 0, 'Hyderabad above ₹1500 ships free'],
    [500, HYD, 200_00, 50_00, 'minimum 1 kg'],
    [2500, HYD, 200_00, 150_00, '2.5 kg bills 3 kg'],
    [500, 'Karimnagar, Telangana', 5000_00, 150_00, 'Telangana: no free shipping, minimum 1 kg'],
    [2000, 'Karimnagar, Telangana', 200_00, 300_00, 'Telangana 2 kg'],
    [1200, 'Nellore, Andhra Pradesh', 200_00, 400_00, 'AP 1.2 kg bills 2 kg'],
    [1000, 'Tirupati, A.P', 200_00, 200_00, 'A.P abbreviation'],
    [1000, 'Chennai, Tamil Nadu', 200_00, 350_00, 'elsewhere'],
    [3000, 'Pune', 9999_00, 1050_00, 'elsewhere 3 kg, never free'],
    [0, 'Pune', 200_00, 0, 'zero weight'],
    [1000, null, 200_00, 0, 'no address'],
    [1000, '   ', 200_00, 0, 'blank address'],
  ] as const)('%d g to %j with subtotal %d → %d (%s)', (grams, address, subtotal, expected, _why) => {
    expect(shippingPaise(grams, address, subtotal)).toBe(expected);
  });

  it('is never negative and grows with weight for a fixed address and subtotal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom('Hyderabad', 'Telangana', 'Andhra Pradesh', 'Mumbai', null),
        fc.integer({ min: 0, max: 10_000_00 }),
        (a, b, address, subtotal) => {
          const [light, heavy] = a <= b ? [a, b] : [b, a];
          const s1 = shippingPaise(light, address, subtotal);
          const s2 = shippingPaise(heavy, address, subtotal);
          return s1 >= 0 && s1 <= s2 && Number.isInteger(s2);
        },
      ),
    );
  });
});

describe('firstOrderDiscountPaise', () => {
  it.each([
    [1000_00, true, 100_00],
    [1000_00, false, 0],
    [1_05, true, 11], // 10.5 paise rounds to 11
    [1_04, true, 10],
    [0, true, 0],
  ])('%d paise, first order %s → %d', (subtotal, first, expected) => {
    expect(firstOrderDiscountPaise(subtotal, first)).toBe(expected);
  });
});
