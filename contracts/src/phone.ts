import { Type } from 'typebox';
import { INVALID_MESSAGE, WHITESPACE } from './common';

export const INVALID_PHONE_MESSAGE = 'Enter a valid 10-digit Indian mobile number.';

/** What the API's `normalizeIndianPhone` strips: whitespace and hyphens. */
const SEP = `[-${WHITESPACE}]`;

/**
 * Exactly the spellings the API's `normalizeIndianPhone` accepts (api/test/foundation/openapi-valid.test.ts checks
 * it), so the OpenAPI document tells callers and fuzzers what passes: +91, 91 or 0 optionally first, then 10 digits
 * starting with 6–9, separators anywhere.
 */
export const PHONE_PATTERN = `^${SEP}*(?:\\+${SEP}*9${SEP}*1|9${SEP}*1|0)?${SEP}*[6-9](?:${SEP}*[0-9]){9}${SEP}*$`;

/**
 * Request-body phone field. The API still normalises it with `normalizeIndianPhone`, so every accepted spelling
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
