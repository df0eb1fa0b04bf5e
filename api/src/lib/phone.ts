import { INVALID_PHONE_MESSAGE } from '@farm-store/contracts/phone';
import { BadRequestError } from './errors';

/** Indian mobile numbers start with 6, 7, 8 or 9 and have 10 digits after the country code. */
const MOBILE = /^[6-9]\d{9}$/;

/**
 * Normalises an Indian mobile number to `+91XXXXXXXXXX`. Accepts the 10 digits alone, with a leading
 * 0, or with the country code (`91` / `+91`), with spaces or hyphens between groups. Anything else → null.
 */
export function normalizeIndianPhone(input: string): string | null {
  if (typeof input !== 'string' || input.length > 20) return null;
  const compact = input.trim().replace(/[\s-]/g, '');
  let digits: string;
  if (/^\+91\d{10}$/.test(compact)) digits = compact.slice(3);
  else if (/^91\d{10}$/.test(compact)) digits = compact.slice(2);
  else if (/^0\d{10}$/.test(compact)) digits = compact.slice(1);
  else if (/^\d{10}$/.test(compact)) digits = compact;
  else return null;
  return MOBILE.test(digits) ? `+91${digits}` : null;
}

/** `normalizeIndianPhone` for services: the stored form, or a 400 with the plain-language message. */
export function requireIndianPhone(input: string): string {
  const phone = normalizeIndianPhone(input);
  if (!phone) throw new BadRequestError(INVALID_PHONE_MESSAGE);
  return phone;
}
