import fc from 'fast-check';
import { labelWeightGrams } from '../../src/domain/pricing/weight';
import { billableGrams, chargeForWeightPaise, isOutstationAddress, shippingPaise, shippingZone } from '../../src/domain/pricing/shipping';
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
    // [address text, pincode, zone]
    ['Flat 4, Banjara Hills, Hyderabad 500034', null, 'hyderabad'],
    ['HYDERABAD', null, 'hyderabad'],
    ['Gachibowli, Hyderabad, Telangana', null, 'hyderabad'],
    ['Plot 7, Marredpally, Secunderabad', null, 'hyderabad'],
    ['Cyberabad, Telangana', null, 'hyderabad'],
    ['Block B, Madhapur', null, 'hyderabad'],
    ['Tower 2, HITEC City', null, 'hyderabad'],
    ['DLF, Gachibowli, Telangana', null, 'hyderabad'],
    ['Kondapur main road', null, 'hyderabad'],
    ['KPHB Colony, Kukatpally', null, 'hyderabad'],
    ['Warangal, Telangana 506002', null, 'telangana'],
    ['Vijayawada, Andhra Pradesh', null, 'andhraPradesh'],
    ['Guntur, A.P.', null, 'andhraPradesh'],
    ['Guntur a.p 522001', null, 'andhraPradesh'],
    ['Vidya.Park, Bengaluru', null, 'elsewhere'], // "a.p" inside a word is not Andhra Pradesh
    ['Indiranagar, Bengaluru, Karnataka', null, 'elsewhere'],
    // The pincode, when there is one, decides over the text.
    ['Flat 2, Sai Residency', '500081', 'hyderabad'], // Madhapur
    ['Plot 7, Marredpally', '500026', 'hyderabad'], // Secunderabad
    ['Villa 9, Tellapur', '502032', 'hyderabad'], // outer Cyberabad
    ['Near the airport', '501218', 'hyderabad'], // Shamshabad
    ['Hanamkonda, Hyderabad road', '506001', 'telangana'], // Warangal: the pincode wins over the word
    ['Benz Circle', '520010', 'andhraPradesh'], // Vijayawada
    ['MG Road, Hyderabad', '560001', 'elsewhere'], // Bengaluru
    ['Ameerpet, Hyderabad', '', 'hyderabad'], // blank pincode: the text decides
    ['Ameerpet, Hyderabad', '12345', 'hyderabad'], // not a pincode: the text decides
  ] as const)('%j with pincode %j → %s', (text, pincode, zone) => {
    expect(shippingZone({ text, pincode })).toBe(zone);
    expect(isOutstationAddress({ text, pincode })).toBe(zone !== 'hyderabad');
  });
});

describe('billableGrams and chargeForWeightPaise', () => {
  it.each([
    [0, 0],
    [1, 1000],
    [999, 1000],
    [1000, 1000],
    [1001, 1001],
    [1500, 1500],
    [2500, 2500],
  ])('%d g bills %d g', (grams, billed) => expect(billableGrams(grams)).toBe(billed));

  it.each([
    // [rate paise/kg, grams, paise]
    [50_00, 1500, 75_00], // 1.5 kg to Hyderabad is ₹75, not ₹100
    [150_00, 1200, 180_00],
    [350_00, 1001, 350_35],
    [50_00, 1001, 50_05],
    [150_00, 1003, 150_45],
    [333, 1500, 500], // 499.5 paise: half a paisa rounds up
    [333, 1499, 499], // 499.167 paise rounds down
    [50_00, 10, 50_00], // minimum 1 kg
  ])('%d paise a kg × %d g → %d paise', (rate, grams, paise) => expect(chargeForWeightPaise(rate, grams)).toBe(paise));
});

describe('shippingPaise', () => {
  const HYD = { text: 'Madhapur, Hyderabad' };
  const at = (text: string | null) => (text === null ? null : { text });
  it.each([
    // [weight g, address, subtotal paise, shipping paise, why]
    [1000, HYD, 1500_00, 50_00, 'Hyderabad at exactly ₹1500 is not above the threshold'],
    [1000, HYD, 1500_01, 0, 'Hyderabad above ₹1500 ships free'],
    [500, HYD, 200_00, 50_00, 'minimum 1 kg'],
    [2500, HYD, 200_00, 125_00, '2.5 kg bills 2.5 kg, not 3'],
    [1500, HYD, 200_00, 75_00, '1.5 kg to Hyderabad: ₹75'],
    [500, at('Karimnagar, Telangana'), 5000_00, 150_00, 'Telangana: no free shipping, minimum 1 kg'],
    [2000, at('Karimnagar, Telangana'), 200_00, 300_00, 'Telangana 2 kg'],
    [1200, at('Nellore, Andhra Pradesh'), 200_00, 240_00, 'AP 1.2 kg'],
    [1000, at('Tirupati, A.P'), 200_00, 200_00, 'A.P abbreviation'],
    [1000, at('Chennai, Tamil Nadu'), 200_00, 350_00, 'elsewhere'],
    [3000, at('Pune'), 9999_00, 1050_00, 'elsewhere 3 kg, never free'],
    [0, at('Pune'), 200_00, 0, 'zero weight'],
    [1000, null, 200_00, 0, 'no address'],
    [1500, { text: 'Flat 2', pincode: '500081' }, 200_00, 75_00, 'Madhapur by pincode'],
    [1500, { text: 'Flat 2', pincode: '506002' }, 200_00, 225_00, 'Warangal by pincode: Telangana'],
    [1000, at('   '), 200_00, 0, 'blank address'],
  ] as const)('%d g to %j with subtotal %d → %d (%s)', (grams, address, subtotal, expected, _why) => {
    expect(shippingPaise(grams, address, subtotal)).toBe(expected);
  });

  it('is never negative and grows with weight for a fixed address and subtotal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(at('Hyderabad'), at('Telangana'), at('Andhra Pradesh'), at('Mumbai'), null),
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
