import { Type } from 'typebox';
import { BadRequestError } from './errors';
import { INVALID_MESSAGE, WHITESPACE } from './schemas';

/** Indian mobile numbers start with 6, 7, 8 or 9 and have 10 digits after the country code. */
const MOBILE = /^[6-9]\d{9}$/;

export const INVALID_PHONE_MESSAGE = 'Enter a valid 10-digit Indian mobile number.';

/** What `normalizeIndianPhone` strips: whitespace and hyphens. */
const SEP = `[-${WHITESPACE}]`;

/**
 * Exactly the spellings `normalizeIndianPhone` accepts (api/test/foundation/openapi-valid.test.ts checks it), so the
 * OpenAPI document tells callers and fuzzers what passes: +91, 91 or 0 optionally first, then 10 digits starting
 * with 6–9, separators anywhere.
 */
export const PHONE_PATTERN = `^${SEP}*(?:\\+${SEP}*9${SEP}*1|9${SEP}*1|0)?${SEP}*[6-9](?:${SEP}*[0-9]){9}${SEP}*$`;

/**
 * Request-body phone field. The service still normalises it with `normalizeIndianPhone`, so every accepted spelling
 * reaches the same stored form.
 */
export const PhoneSchema = Type.String({
  minLength: 1,
  maxLength: 20,
  pattern: PHONE_PATTERN,
  [INVALID_MESSAGE]: INVALID_PHONE_MESSAGE,
  description: 'Indian mobile number, e.g. 9876543210, +91 98765 43210 or 09876543210.',
  examples: ['9876543210'],
});

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
