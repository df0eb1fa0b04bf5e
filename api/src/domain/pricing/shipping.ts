import { HYDERABAD_FREE_SHIPPING_ABOVE_PAISE } from '@farm-store/contracts/shipping';
import { PINCODE, isHyderabadPincode, mentionsHyderabad, pincodeState } from './hyderabad-pincodes';

/**
 * Shipping by total weight and the delivery address, in paise.
 *
 * Rates per kg: the Hyderabad zone — free when the subtotal exceeds ₹1500, else ₹50; Telangana ₹150; Andhra
 * Pradesh ₹200; anywhere else ₹350. An address with a pincode is placed by it (hyderabad-pincodes.ts); one without
 * by its text: Hyderabad, Secunderabad, Cyberabad or a city locality → Hyderabad; else "telangana"; else "andhra
 * pradesh" or "a.p"; else elsewhere.
 *
 * The charge is the rate × the weight in kg, with a minimum of 1 kg, to the paisa (1.5 kg to Hyderabad is ₹75):
 * not rounded up to whole kilograms. Zero weight or no address costs nothing.
 */

export { HYDERABAD_FREE_SHIPPING_ABOVE_PAISE };

export const RATE_PAISE_PER_KG = {
  hyderabad: 50_00,
  telangana: 150_00,
  andhraPradesh: 200_00,
  elsewhere: 350_00,
} as const;

export type ShippingZone = keyof typeof RATE_PAISE_PER_KG;

/** Where an order goes: the address text and, when the address has one, its 6-digit pincode. */
export interface DeliveryAddress {
  text: string;
  pincode?: string | null;
}

/** "a.p" as its own token ("Guntur, A.P."), not inside a word such as "Vidya.Park". */
const ANDHRA_ABBREVIATION = /(^|[^a-z])a\.p([^a-z]|$)/;

/** The zone of a valid 6-digit pincode. */
export function pincodeZone(pincode: string): ShippingZone {
  if (isHyderabadPincode(pincode)) return 'hyderabad';
  return pincodeState(pincode) ?? 'elsewhere';
}

/** The zone an address text names (a city, a Hyderabad locality or a state), or null when it names none. */
export function textZone(addressText: string): ShippingZone | null {
  const text = addressText.toLowerCase();
  if (mentionsHyderabad(text)) return 'hyderabad';
  if (text.includes('telangana')) return 'telangana';
  if (text.includes('andhra pradesh') || ANDHRA_ABBREVIATION.test(text)) return 'andhraPradesh';
  return null;
}

/**
 * The Army Postal Service's pincodes (9xxxxx) reach no address a courier delivers to: the store does not serve
 * them. Every other valid pincode is in a zone.
 */
export function isServedPincode(pincode: string): boolean {
  return PINCODE.test(pincode) && !pincode.startsWith('9');
}

/** Which rate applies to an address: by its pincode when it has a valid one, else by its text. */
export function shippingZone(address: DeliveryAddress): ShippingZone {
  const pincode = address.pincode?.trim();
  if (pincode && PINCODE.test(pincode)) return pincodeZone(pincode);
  return textZone(address.text) ?? 'elsewhere';
}

/** Orders outside the Hyderabad zone go by courier (docs/business-rules.md, "Shipping"). */
export function isOutstationAddress(address: DeliveryAddress): boolean {
  return shippingZone(address) !== 'hyderabad';
}

/** Grams billed: the weight with a minimum of 1 kg; 0 for an order that weighs nothing. */
export function billableGrams(weightGrams: number): number {
  if (weightGrams <= 0) return 0;
  return Math.max(1000, weightGrams);
}

/** rate × kg in integer paise, half a paisa rounded up: rate (paise/kg) × grams / 1000. */
export function chargeForWeightPaise(ratePaisePerKg: number, weightGrams: number): number {
  return Math.floor((ratePaisePerKg * billableGrams(weightGrams) + 500) / 1000);
}

export function shippingPaise(weightGrams: number, address: DeliveryAddress | null, subtotalPaise: number): number {
  if (address === null || address.text.trim() === '' || weightGrams <= 0) return 0;
  const zone = shippingZone(address);
  if (zone === 'hyderabad' && subtotalPaise > HYDERABAD_FREE_SHIPPING_ABOVE_PAISE) return 0;
  return chargeForWeightPaise(RATE_PAISE_PER_KG[zone], weightGrams);
}

/** How many days a courier order usually takes after dispatch: up to the store's setting, two days less at best. */
export function courierDayRange(outstationDeliveryDays: number): { min: number; max: number } {
  return { min: Math.max(1, outstationDeliveryDays - 2), max: outstationDeliveryDays };
}
