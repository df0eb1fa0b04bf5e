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

/** The amounts (rupees) a customer may top up their store credit by, paying by UPI through Razorpay. */
export const TOP_UP_AMOUNTS = [500, 1000, 2000] as const;
export type TopUpAmount = (typeof TOP_UP_AMOUNTS)[number];
export const TOP_UP_AMOUNT_MESSAGE = 'Please choose ₹500, ₹1,000 or ₹2,000.';

/**
 * A top-up's progress: `awaiting` its payment; `paid` (the credit was added); `expired` (not paid within the payment
 * window: nothing was taken, and a payment that still arrives for it is credited all the same).
 */
export const TOP_UP_STATES = ['awaiting', 'paid', 'expired'] as const;
export type TopUpState = (typeof TOP_UP_STATES)[number];

export const TopUpBodySchema = Type.Object(
  {
    amount: Type.Enum(TOP_UP_AMOUNTS, { description: 'Rupees: 500, 1000 or 2000.', [INVALID_MESSAGE]: { enum: TOP_UP_AMOUNT_MESSAGE } }),
  },
  { additionalProperties: false },
);

/** A top-up and, while it awaits its payment, what opens Razorpay Checkout for it (as an order's payment handoff). */
export const TopUpSchema = Type.Object(
  {
    id: Type.String(),
    amount: Rupees('The amount asked for'),
    state: Type.Enum(TOP_UP_STATES),
    createdAt: Type.String({ format: 'date-time' }),
    expiresAt: Type.String({ format: 'date-time', description: 'Checkout is no longer opened for it after this time.' }),
    checkout: Type.Union(
      [
        Type.Object(
          {
            razorpayOrderId: Type.String({ description: "Razorpay's order for the top-up." }),
            keyId: Type.String({ description: "The store's public Razorpay key id (never the secret)." }),
            amount: Type.Integer({ description: 'The amount to pay, in paise.' }),
            currency: Type.Literal('INR'),
            expires_at: Type.String({ format: 'date-time' }),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      { description: 'What Razorpay Checkout needs while the top-up awaits its payment; null once paid or expired.' },
    ),
  },
  { additionalProperties: false },
);

/** A top-up after its payment was checked: the top-up and the balance now. */
export const TopUpPaidSchema = Type.Object({ topUp: TopUpSchema, balance: Rupees("The customer's store credit now") }, { additionalProperties: false });
