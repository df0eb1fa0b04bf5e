/**
 * Shipping by total weight and address text (SPEC §9), in paise.
 *
 * Rates per kg: address mentioning "hyderabad" — free when the subtotal exceeds ₹1500, else ₹50;
 * "telangana" ₹150; "andhra pradesh" or "a.p" ₹200; anywhere else ₹350. The first rule that matches wins,
 * in that order, on the address text lower-cased.
 *
 * Decision (not in the spec): the charge is per STARTED kilogram — the weight is rounded up to whole kg,
 * with a minimum of 1 kg — the way couriers bill, so customers see round amounts (1.2 kg to Telangana
 * costs 2 × ₹150 = ₹300). Zero weight or no address costs nothing.
 */

export const HYDERABAD_FREE_SHIPPING_ABOVE_PAISE = 1500_00;

export const RATE_PAISE_PER_KG = {
  hyderabad: 50_00,
  telangana: 150_00,
  andhraPradesh: 200_00,
  elsewhere: 350_00,
} as const;

export type ShippingZone = keyof typeof RATE_PAISE_PER_KG;

/** "a.p" as its own token ("Guntur, A.P."), not inside a word such as "Vidya.Park". */
const ANDHRA_ABBREVIATION = /(^|[^a-z])a\.p([^a-z]|$)/;

/** Which rate applies to an address text. */
export function shippingZone(addressText: string): ShippingZone {
  const text = addressText.toLowerCase();
  if (text.includes('hyderabad')) return 'hyderabad';
  if (text.includes('telangana')) return 'telangana';
  if (text.includes('andhra pradesh') || ANDHRA_ABBREVIATION.test(text)) return 'andhraPradesh';
  return 'elsewhere';
}

/** Orders whose address does not mention Hyderabad go by courier (SPEC §1, §9 "outstation keyword"). */
export function isOutstationAddress(addressText: string): boolean {
  return !addressText.toLowerCase().includes('hyderabad');
}

/** Whole kilograms billed: rounded up, at least 1; 0 for an order that weighs nothing. */
export function billableKg(weightGrams: number): number {
  if (weightGrams <= 0) return 0;
  return Math.max(1, Math.ceil(weightGrams / 1000));
}

export function shippingPaise(weightGrams: number, addressText: string | null, subtotalPaise: number): number {
  if (addressText === null || addressText.trim() === '' || weightGrams <= 0) return 0;
  const zone = shippingZone(addressText);
  if (zone === 'hyderabad' && subtotalPaise > HYDERABAD_FREE_SHIPPING_ABOVE_PAISE) return 0;
  return billableKg(weightGrams) * RATE_PAISE_PER_KG[zone];
}
