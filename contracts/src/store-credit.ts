import { Type } from 'typebox';
import { INVALID_MESSAGE, NOT_BLANK_PATTERN } from './common';

/**
 * Store credit: money the store owes a customer, kept as a ledger of entries and spent at checkout
 * (docs/store-credit.md). Amounts are rupees on the wire.
 */

const Rupees = (description: string) => Type.Number({ description: `${description} (rupees).` });

export const StoreCreditEntrySchema = Type.Object(
  {
    amount: Rupees('Added (positive) or spent (negative)'),
    reason: Type.String({ description: 'Why, in words the customer reads (e.g. "Goodwill: late delivery", "Used on an order").' }),
    order_id: Type.Union([Type.String(), Type.Null()], { description: 'The order the entry is about, when there is one.' }),
    at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const StoreCreditSchema = Type.Object(
  {
    balance: Rupees('What the customer can spend now: the sum of the entries, never below zero'),
    entries: Type.Array(StoreCreditEntrySchema, { description: 'Every entry, newest first.' }),
  },
  { additionalProperties: false },
);

/** The most goodwill credit one entry may add. */
export const GOODWILL_MAX = 10_000;
export const GOODWILL_REASON_MAX = 200;
const AMOUNT_RANGE = `Please enter an amount from ₹1 to ₹${GOODWILL_MAX}, to the paisa.`;

/** Staff add goodwill credit to a customer. */
export const GoodwillBodySchema = Type.Object(
  {
    amount: Type.Number({
      minimum: 1,
      maximum: GOODWILL_MAX,
      multipleOf: 0.01,
      description: `Rupees, ₹1 to ₹${GOODWILL_MAX}, to the paisa.`,
      [INVALID_MESSAGE]: { minimum: AMOUNT_RANGE, maximum: AMOUNT_RANGE, multipleOf: AMOUNT_RANGE },
    }),
    reason: Type.String({
      minLength: 3,
      maxLength: GOODWILL_REASON_MAX,
      pattern: NOT_BLANK_PATTERN,
      description: 'Why, in words the customer reads in Account.',
      [INVALID_MESSAGE]: `Please give a reason of 3 to ${GOODWILL_REASON_MAX} characters.`,
    }),
  },
  { additionalProperties: false },
);

/** The customer's credit after staff added goodwill. */
export const GoodwillAnswerSchema = Type.Object(
  { balance: Rupees("The customer's balance now"), applied: Type.Boolean({ description: 'false: a retry with the same Idempotency-Key added nothing.' }) },
  { additionalProperties: false },
);
