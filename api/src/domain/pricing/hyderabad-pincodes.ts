/**
 * Where our own delivery partners go: the Hyderabad zone (Hyderabad, Secunderabad and Cyberabad), by pincode and,
 * for an address without one, by the words of its text. The one place this list lives; docs/store-operations.md
 * explains it.
 *
 * Source of the pincodes: India Post's PIN structure — the first three digits name the sorting district, and
 * 500 is the Hyderabad sorting district, which serves the Hyderabad, Secunderabad and Cyberabad areas (500001
 * Hyderabad GPO, 500003 Secunderabad, 500032 Gachibowli, 500081 Madhapur/HITEC City, 500084 Kondapur, 500072
 * Kukatpally…). Outside it, India Post's locality search (indiapost.gov.in, "Know your pincode") lists the outer
 * Cyberabad offices our partners also reach, kept below by name. In the same structure 50 is Telangana and 51–53
 * Andhra Pradesh, which decides the courier rate of the other pincodes.
 */

/** The sorting district of the city: every 500xxx pincode. */
const HYDERABAD_SORTING_DISTRICT = '500';

/** Outer Cyberabad delivery offices in the neighbouring sorting districts (501 Ranga Reddy/Medchal, 502 Sangareddy). */
export const OUTER_HYDERABAD_PINCODES: Readonly<Record<string, string>> = {
  '501218': 'Shamshabad',
  '501301': 'Ghatkesar',
  '501401': 'Medchal',
  '501505': 'Hayathnagar',
  '502032': 'Tellapur, Ameenpur, BHEL R.C. Puram',
  '502319': 'Patancheru',
};

/** A pincode is six digits, the first not 0. */
export const PINCODE = /^[1-9]\d{5}$/;

export function isHyderabadPincode(pincode: string): boolean {
  return pincode.startsWith(HYDERABAD_SORTING_DISTRICT) || pincode in OUTER_HYDERABAD_PINCODES;
}

/** Telangana's pincodes start with 50, Andhra Pradesh's with 51, 52 or 53. */
export function pincodeState(pincode: string): 'telangana' | 'andhraPradesh' | null {
  const region = pincode.slice(0, 2);
  if (region === '50') return 'telangana';
  if (region === '51' || region === '52' || region === '53') return 'andhraPradesh';
  return null;
}

/**
 * Words that put an address without a pincode in the Hyderabad zone: the three cities and the localities customers
 * often write without naming the city. Matched in the lower-cased text as whole words.
 */
export const HYDERABAD_WORDS = [
  'hyderabad',
  'secunderabad',
  'cyberabad',
  'madhapur',
  'hitec city',
  'hitech city',
  'hi-tech city',
  'gachibowli',
  'kondapur',
  'kukatpally',
  'kphb',
  'jubilee hills',
  'banjara hills',
  'begumpet',
  'ameerpet',
  'miyapur',
  'manikonda',
] as const;

const HYDERABAD_TEXT = new RegExp(`(^|[^a-z])(${HYDERABAD_WORDS.map((w) => w.replace(/[.-]/g, '\\$&')).join('|')})([^a-z]|$)`);

export function mentionsHyderabad(addressText: string): boolean {
  return HYDERABAD_TEXT.test(addressText.toLowerCase());
}
