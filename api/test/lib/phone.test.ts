import { normalizeIndianPhone } from '../../src/lib/phone';

describe('normalizeIndianPhone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['  98765-43210 ', '+919876543210'],
    ['6000000000', '+916000000000'],
    ['+91-70000-00001', '+917000000001'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalizeIndianPhone(input)).toBe(expected);
  });

  it.each([
    [''],
    ['12345'],
    ['5876543210'], // Indian mobiles start with 6-9
    ['98765432101'], // 11 digits without a 0 prefix
    ['+92 98765 43210'], // another country
    ['+1 9876543210'],
    ['0091 98765 43210'],
    ['98765abc10'],
    ['9876543210 ext 1'],
    ['+91 98765 43210 0000 1234'], // longer than 20 characters
    ['(+91) 98765 43210'],
  ])('rejects %j', (input) => {
    expect(normalizeIndianPhone(input)).toBeNull();
  });
});
