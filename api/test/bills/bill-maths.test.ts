import { apportion, billRows, creditRows, financialYear, halfTaxPaise, rateOn, totalsOf, type BillLineInput } from '../../src/domain/tax/bill-maths';
import { pincodeGstState, placeOfSupply } from '../../src/domain/tax/place-of-supply';

// Fixed baskets against bills worked out by hand, to the paisa (docs/bills.md "How a bill is worked out").

const line = (variantId: string, hsn: string, grossPaise: number, rate: number, quantity = 1): BillLineInput => ({
  variantId,
  name: variantId,
  nameTe: '',
  hsn,
  unit: 'NOS',
  quantity,
  grossPaise,
  rate,
});

/** ₹650 ghee (5 %), 2 × ₹180 avakaya (5 %), ₹90 eggs (exempt). */
const MIXED = [line('ghee', '0405', 65000, 5), line('avakaya', '2001', 36000, 5, 2), line('eggs', '0407', 9000, 0)];

describe('apportioning the discounts', () => {
  it('splits in proportion, rounding down and giving the paise left to the largest remainders', () => {
    // 16000 × 65000/110000 = 9454.55, × 36000/110000 = 5236.36, × 9000/110000 = 1309.09: one paisa left → the first.
    expect(apportion(16000, [65000, 36000, 9000])).toEqual([9455, 5236, 1309]);
    expect(apportion(2, [100, 100, 100])).toEqual([1, 1, 0]); // a tie goes to the earlier line
    expect(apportion(0, [100, 200])).toEqual([0, 0]);
  });
});

describe('the tax inside a price', () => {
  it('takes each half as value × rate ÷ (200 + 2 × rate), rounded half up', () => {
    expect(halfTaxPaise(55545, 5)).toBe(1323); // 1322.50 → up
    expect(halfTaxPaise(30764, 5)).toBe(732); // 732.48
    expect(halfTaxPaise(11200, 12)).toBe(600); // ₹112 at 12 % is ₹100 + ₹6 + ₹6
    expect(halfTaxPaise(9000, 0)).toBe(0);
  });
});

describe('a basket delivered inside Telangana, with a first-order discount and a coupon', () => {
  // ₹110 first-order discount + ₹50 coupon; ₹60 delivery (1.2 kg at ₹50/kg).
  const rows = billRows(MIXED, { discountPaise: 16000, shippingPaise: 6000, interState: false });

  it('bills each line after its share of the discounts, CGST and SGST each half the tax', () => {
    expect(rows.map((r) => [r.variantId, r.discountPaise, r.valuePaise, r.taxablePaise, r.cgstPaise, r.sgstPaise, r.igstPaise])).toEqual([
      ['ghee', 9455, 55545, 52899, 1323, 1323, 0],
      ['avakaya', 5236, 30764, 29300, 732, 732, 0],
      ['eggs', 1309, 7691, 7691, 0, 0, 0],
      // Delivery goes with the principal supply: the 5 % goods (₹863.09) outweigh the exempt (₹76.91); ghee is the largest.
      [null, 0, 6000, 5714, 143, 143, 0],
    ]);
    expect(rows[3]).toMatchObject({ name: 'Delivery charges', hsn: '0405', rate: 5 });
  });

  it('adds up to exactly what the customer pays', () => {
    expect(totalsOf(rows)).toEqual({ taxablePaise: 87913, exemptPaise: 7691, cgstPaise: 2198, sgstPaise: 2198, igstPaise: 0, totalPaise: 100000 });
  });
});

describe('the same basket delivered to Karnataka', () => {
  it('bills IGST, the whole tax, on the same taxable values', () => {
    const rows = billRows(MIXED, { discountPaise: 16000, shippingPaise: 6000, interState: true });
    expect(rows.map((r) => [r.taxablePaise, r.cgstPaise, r.sgstPaise, r.igstPaise])).toEqual([
      [52899, 0, 0, 2646],
      [29300, 0, 0, 1464],
      [7691, 0, 0, 0],
      [5714, 0, 0, 286],
    ]);
    expect(totalsOf(rows)).toEqual({ taxablePaise: 87913, exemptPaise: 7691, cgstPaise: 0, sgstPaise: 0, igstPaise: 4396, totalPaise: 100000 });
  });
});

describe('a courier parcel of taxed goods to Andhra Pradesh, no discount', () => {
  it('bills IGST on each line and on the ₹400 courier charge', () => {
    const rows = billRows([line('mutton-pickle', '1602', 45000, 5), line('almonds', '0802', 60000, 5)], {
      discountPaise: 0,
      shippingPaise: 40000,
      interState: true,
    });
    expect(rows.map((r) => [r.hsn, r.valuePaise, r.taxablePaise, r.igstPaise])).toEqual([
      ['1602', 45000, 42858, 2142], // 45000 × 5/210 = 1071.43 → 1071 a half
      ['0802', 60000, 57142, 2858], // 1428.57 → 1429
      ['0802', 40000, 38096, 1904], // delivery, under the largest line's code: 952.38 → 952
    ]);
    expect(totalsOf(rows).totalPaise).toBe(145000);
  });
});

describe('exempt goods only', () => {
  it('bills no tax, delivery exempt with them', () => {
    const rows = billRows([line('chicken', '0207', 60000, 0), line('eggs', '0407', 9000, 0)], { discountPaise: 0, shippingPaise: 5000, interState: false });
    expect(totalsOf(rows)).toEqual({ taxablePaise: 0, exemptPaise: 74000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 74000 });
    expect(rows[2]).toMatchObject({ rate: 0, hsn: '0207' });
  });
});

describe('credit notes', () => {
  const bill = billRows(MIXED, { discountPaise: 16000, shippingPaise: 6000, interState: false });

  it('mirror the bill exactly when the whole bill is given back', () => {
    const rows = creditRows(bill, 100000, { interState: false });
    expect(rows.map((r) => [r.valuePaise, r.taxablePaise, r.cgstPaise, r.sgstPaise, r.quantity])).toEqual(
      bill.map((r) => [r.valuePaise, r.taxablePaise, r.cgstPaise, r.sgstPaise, r.quantity]),
    );
  });

  it('reverse part of a bill in proportion, line by line, never more than was billed', () => {
    // ₹200 back over 55545 : 30764 : 7691 : 6000 → 111.09, 61.53, 15.38, 12.00 (paise: 11109, 6153, 1538, 1200).
    const rows = creditRows(bill, 20000, { interState: false });
    expect(rows.map((r) => [r.valuePaise, r.taxablePaise, r.cgstPaise, r.quantity])).toEqual([
      [11109, 10579, 265, 0], // 11109 × 5/210 = 264.50 → 265 a half
      [6153, 5859, 147, 0], // 146.50 → 147
      [1538, 1538, 0, 0],
      [1200, 1142, 29, 0],
    ]);
    expect(totalsOf(rows).totalPaise).toBe(20000);
    expect(totalsOf(creditRows(bill, 999999, { interState: false })).totalPaise).toBe(100000);
  });

  it('reverse only the lines a complaint names, never the delivery', () => {
    const rows = creditRows(bill, 30764, { interState: false, variantIds: ['avakaya'] });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ variantId: 'avakaya', valuePaise: 30764, taxablePaise: 29300, cgstPaise: 732, quantity: 2 });
  });
});

describe('rates over time', () => {
  const ghee = [
    { rate: 12, from: '2017-07-01' },
    { rate: 5, from: '2025-09-22' },
  ];

  it('takes the latest rate from on or before the day', () => {
    expect(rateOn(ghee, '2025-09-21')).toBe(12);
    expect(rateOn(ghee, '2025-09-22')).toBe(5);
    expect(rateOn(ghee, '2026-11-27')).toBe(5);
    expect(rateOn(ghee, '2017-06-30')).toBeNull();
  });

  it('numbers by the Indian financial year, April to March', () => {
    expect(financialYear('2026-11-27')).toBe('26-27');
    expect(financialYear('2027-03-31')).toBe('26-27');
    expect(financialYear('2027-04-01')).toBe('27-28');
    expect(financialYear('2099-12-31')).toBe('99-00');
  });
});

describe('the place of supply', () => {
  it('is the state of the delivery pincode', () => {
    expect(pincodeGstState('500081')).toEqual({ code: '36', name: 'Telangana' });
    expect(pincodeGstState('520001')).toEqual({ code: '37', name: 'Andhra Pradesh' });
    expect(pincodeGstState('560001')).toEqual({ code: '29', name: 'Karnataka' });
    expect(pincodeGstState('403001')).toEqual({ code: '30', name: 'Goa' });
    expect(pincodeGstState('110001')).toEqual({ code: '07', name: 'Delhi' });
  });

  it('falls back to a pincode in the text, the state the text names, then the store’s own', () => {
    expect(placeOfSupply({ pincode: null, text: 'MG Road, Bengaluru, Karnataka 560001' }).code).toBe('29');
    expect(placeOfSupply({ pincode: null, text: 'Guntur, Andhra Pradesh' }).code).toBe('37');
    expect(placeOfSupply({ pincode: null, text: 'Somewhere without a pincode' }).code).toBe('36');
  });
});
