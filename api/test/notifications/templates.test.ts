import { customerArea, LANGUAGES, renderMessage, rupees, slotText, smsSegments, weighedText, type OrderEvent } from '../../src/modules/notifications/templates';

/** The longest values a message can carry: names and areas beyond the template's limits are shortened. */
const LONG = 'Venkata Satya Narayana Murthy Garu Subrahmanyam';
const WORST: OrderEvent[] = [
  { kind: 'placed', ref: 'ABCDEF12', totalPaise: 9_999_999_99, courier: false, expectedBy: null, slot: null, paid: null },
  { kind: 'placed', ref: 'ABCDEF12', totalPaise: 9_999_999_99, courier: false, expectedBy: null, slot: 'hyderabad-2026-11-30-1130-1330', paid: 'online' },
  { kind: 'placed', ref: 'ABCDEF12', totalPaise: 9_999_999_99, courier: true, expectedBy: new Date('2026-12-28T10:00:00Z'), slot: null, paid: 'store_credit' },
  { kind: 'slot_moved', ref: 'ABCDEF12', slot: 'hyderabad-2026-12-31-1930-2100' },
  { kind: 'assigned', ref: 'ABCDEF12', partnerName: LONG, partnerPhone: '+919000000001' },
  { kind: 'out_for_delivery', ref: 'ABCDEF12', partnerName: LONG, duePaise: 9_999_999_99, code: '4821' },
  { kind: 'out_for_delivery', ref: 'ABCDEF12', partnerName: LONG, duePaise: 0, code: null },
  { kind: 'arriving_soon', ref: 'ABCDEF12', partnerName: LONG, code: '4821' },
  { kind: 'refund_started', ref: 'ABCDEF12', amountPaise: 9_999_999_99 },
  { kind: 'refund_processed', ref: 'ABCDEF12', amountPaise: 9_999_999_99 },
  { kind: 'delivered', ref: 'ABCDEF12' },
  { kind: 'cancelled', ref: 'ABCDEF12', by: 'store' },
  { kind: 'cancelled', ref: 'ABCDEF12', by: 'customer' },
  { kind: 'shipped', ref: 'ABCDEF12', courier: 'Professional Couriers Private Limited', tracking: 'PC1234567890123456789012345678' },
  { kind: 'partner_assigned', ref: 'ABCDEF12', area: LONG, duePaise: 9_999_999_99 },
  { kind: 'partner_assigned', ref: 'ABCDEF12', area: LONG, duePaise: 0 },
  { kind: 'paid_at_door', ref: 'ABCDEF12', amountPaise: 9_999_999_99 },
  {
    kind: 'final_bill',
    ref: 'ABCDEF12',
    totalPaise: 9_999_999_99,
    weighed: weighedText([
      { name: LONG, grams: 99_999 },
      { name: LONG, grams: 1 },
    ]),
  },
  { kind: 'complaint_approved', ref: 'ABCDEF12', amountPaise: 9_999_999_99, to: 'original' },
  { kind: 'complaint_approved', ref: 'ABCDEF12', amountPaise: 9_999_999_99, to: 'credit' },
  { kind: 'complaint_approved', ref: 'ABCDEF12', amountPaise: 0, to: 'replacement' },
  { kind: 'complaint_declined', ref: 'ABCDEF12', reason: LONG },
];

describe('SMS templates', () => {
  it.each(WORST.flatMap((e) => LANGUAGES.map((lang) => [e.kind, lang, e] as const)))(
    '%s in %s fits in at most two segments and names the store',
    (_kind, lang, event) => {
      const text = renderMessage(event, lang);
      expect(smsSegments(text)).toBeLessThanOrEqual(2);
      expect(text).toContain('#ABCDEF12');
      expect(
        text.startsWith(lang === 'te' && event.kind !== 'partner_assigned' && event.kind !== 'paid_at_door' ? 'నేచర్స్ నెస్ట్ ఫార్మ్స్: ' : "Nature's Nest Farms: "),
      ).toBe(true);
    },
  );

  it('English messages stay GSM-7 (160 characters a segment), Telugu ones are UCS-2 (70, then 67 a segment)', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
    expect(smsSegments('[]'.repeat(80))).toBe(3); // extension characters count twice
    expect(smsSegments('అ'.repeat(70))).toBe(1);
    expect(smsSegments('అ'.repeat(71))).toBe(2);
    expect(smsSegments('అ'.repeat(134))).toBe(2);
    expect(smsSegments('అ'.repeat(135))).toBe(3);
    expect(smsSegments('₹' + 'a'.repeat(70))).toBe(2); // one non-GSM sign makes the whole text UCS-2
    const english = WORST.map((e) => renderMessage(e, 'en'));
    // Were any of them UCS-2, those longer than 70 characters would take two segments.
    expect(english.some((text) => text.length > 70)).toBe(true);
    for (const text of english) expect(smsSegments(text)).toBe(text.length <= 160 ? 1 : 2);
  });

  it('names amounts in rupees without the ₹ sign and the area from the address', () => {
    expect(rupees(123450)).toBe('Rs.1,234.50');
    expect(rupees(10000000)).toBe('Rs.1,00,000');
    expect(customerArea('Flat 4, Road 12, Banjara Hills, Hyderabad 500034')).toBe('Banjara Hills');
    expect(customerArea('12 Lake View, Kondapur,\nHyderabad, Telangana, 500084')).toBe('Kondapur');
    expect(customerArea('Plot 9 Gachibowli')).toBe('Plot 9 Gachibowli');
  });

  it('gives the final bill of a packed order with what was weighed', () => {
    const weighed = weighedText([{ name: 'Country Chicken', grams: 1040 }]);
    expect(renderMessage({ kind: 'final_bill', ref: 'AB12CD34', totalPaise: 512_40, weighed }, 'en')).toBe(
      "Nature's Nest Farms: final bill for order #AB12CD34: Rs.512.40 - 1.04 kg Country Chicken.",
    );
    expect(renderMessage({ kind: 'final_bill', ref: 'AB12CD34', totalPaise: 512_40, weighed }, 'te')).toBe(
      'నేచర్స్ నెస్ట్ ఫార్మ్స్: ఆర్డర్ #AB12CD34 తుది బిల్లు: Rs.512.40 - 1.04 kg Country Chicken.',
    );
    expect(
      weighedText([
        { name: 'Country Chicken', grams: 930 },
        { name: 'Mutton', grams: 505 },
      ]),
    ).toBe('0.93 kg Country Chicken +1 more');
  });

  it('names the delivery slot as customers say it, in Hyderabad time', () => {
    expect(slotText('hyderabad-2026-11-28-0700-0900')).toBe('Sat 28 Nov, 7-9 am');
    expect(slotText('hyderabad-2026-11-30-1130-1330')).toBe('Mon 30 Nov, 11:30 am-1:30 pm');
    expect(slotText('hyderabad-2026-12-01-1700-1900')).toBe('Tue 1 Dec, 5-7 pm');
    const placed = {
      kind: 'placed',
      ref: 'X',
      totalPaise: 50000,
      courier: false,
      expectedBy: null,
      slot: 'hyderabad-2026-11-28-0700-0900',
      paid: null,
    } as const;
    expect(renderMessage(placed, 'en')).toMatch(/arriving Sat 28 Nov, 7-9 am\./);
    expect(renderMessage(placed, 'te')).toContain('Sat 28 Nov, 7-9 am');
    expect(renderMessage({ kind: 'slot_moved', ref: 'X', slot: 'hyderabad-2026-11-28-1900-2100' }, 'en')).toMatch(/will now arrive Sat 28 Nov, 7-9 pm/);
  });

  it('says who cancelled, in both languages', () => {
    expect(renderMessage({ kind: 'cancelled', ref: 'X', by: 'store' }, 'en')).toMatch(/cancelled by the store/);
    expect(renderMessage({ kind: 'cancelled', ref: 'X', by: 'customer' }, 'en')).toMatch(/as you asked/);
    expect(renderMessage({ kind: 'cancelled', ref: 'X', by: 'store' }, 'te')).toMatch(/స్టోర్ రద్దు/);
    expect(renderMessage({ kind: 'cancelled', ref: 'X', by: 'customer' }, 'te')).toMatch(/మీ కోరిక మేరకు/);
  });
});
