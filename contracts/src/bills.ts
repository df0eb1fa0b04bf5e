import { Type } from 'typebox';
import { INVALID_MESSAGE, NOT_BLANK_PATTERN } from './common';
import type { ProductCategory } from './enums';

/**
 * GST bills (docs/bills.md): the store's legal details, each product's HSN code and GST rates, the bill of a delivered
 * or shipped order, credit notes and the accountant's month export. Amounts on the wire are rupees.
 */

/** The GST rates a product may have, in per cent. 0: exempt (listed under the bill of supply). */
export const GST_RATES = [0, 5, 12, 18] as const;
export type GstRate = (typeof GST_RATES)[number];

/** The state the store is registered in: Telangana. */
export const STORE_STATE = { code: '36', name: 'Telangana' } as const;

const DAY_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

export const GstRateSchema = Type.Object(
  {
    rate: Type.Union([Type.Literal(0), Type.Literal(5), Type.Literal(12), Type.Literal(18)], {
      description: 'Per cent; 0 = exempt.',
      [INVALID_MESSAGE]: `A GST rate is one of ${GST_RATES.join(', ')} %.`,
    }),
    from: Type.String({
      pattern: DAY_PATTERN,
      description: 'The first day (India time, YYYY-MM-DD) bills use this rate.',
      [INVALID_MESSAGE]: 'Give the date a rate applies from as YYYY-MM-DD.',
    }),
  },
  { additionalProperties: false },
);

/** A product's tax class: its HSN code and its rates over time (each from its date until the next one's). */
export const HsnSchema = Type.String({
  pattern: '^(\\d{4}|\\d{6}|\\d{8})$',
  description: 'The HSN code: 4, 6 or 8 digits.',
  [INVALID_MESSAGE]: 'An HSN code is 4, 6 or 8 digits.',
});

export interface TaxClass {
  hsn: string;
  rates: Array<{ rate: GstRate; from: string }>;
}

/** The day GST began, the first day any rate applies from. */
export const GST_START = '2017-07-01';
/** The rate changes of 22 September 2025 (Notification 9/2025-Central Tax (Rate)). */
export const GST_2025_REFORM = '2025-09-22';
const reducedIn2025 = (hsn: string): TaxClass => ({
  hsn,
  rates: [
    { rate: 12, from: GST_START },
    { rate: 5, from: GST_2025_REFORM },
  ],
});

/**
 * A new product's tax class until staff set its own: its shelf's usual goods, packed and labelled as the store sells
 * them (docs/bills.md lists each demo product's code, rate and source).
 */
export const CATEGORY_TAX: Record<ProductCategory, TaxClass> = {
  livebirds: { hsn: '0105', rates: [{ rate: 0, from: GST_START }] },
  meat: { hsn: '0207', rates: [{ rate: 0, from: GST_START }] },
  eggs: { hsn: '0407', rates: [{ rate: 0, from: GST_START }] },
  pickles: reducedIn2025('2001'),
  dairy: reducedIn2025('0405'),
  dryfruits: reducedIn2025('0802'),
  oils: { hsn: '1508', rates: [{ rate: 5, from: GST_START }] },
  millets: {
    hsn: '1008',
    rates: [
      { rate: 0, from: GST_START },
      { rate: 5, from: '2022-07-18' },
    ],
  },
};

export const GstRatesSchema = Type.Array(GstRateSchema, {
  minItems: 1,
  maxItems: 20,
  description: 'Each rate with the day it applies from; a bill takes the latest one from on or before its date.',
  [INVALID_MESSAGE]: 'Give at least one GST rate with the date it applies from.',
});

const text = (max: number, description: string, message: string) =>
  Type.String({
    minLength: 1,
    maxLength: max * 4,
    pattern: NOT_BLANK_PATTERN,
    description: `${description} At most ${max} characters.`,
    [INVALID_MESSAGE]: message,
  });

export const GSTIN_INVALID = 'Check the GSTIN: 15 characters, starting 36 for Telangana, with a valid check character.';
export const FSSAI_INVALID = 'The FSSAI licence number is 14 digits.';
export const PREFIX_INVALID = 'The invoice prefix is 1 to 3 capital letters or digits (not CN, which numbers credit notes).';

export const StoreSettingsBodySchema = Type.Object(
  {
    legal_name: text(100, 'The registered (legal) name printed on bills.', 'Please enter the legal name of the business.'),
    legal_name_te: Type.String({ maxLength: 400, description: 'The store name in Telugu, printed under the legal name; may be empty.' }),
    address: text(300, 'The address of the place of business, as registered.', 'Please enter the registered address.'),
    gstin: Type.String({
      maxLength: 20,
      pattern: '^\\s*36[A-Za-z]{5}[0-9]{4}[A-Za-z][1-9A-Za-z][Zz][0-9A-Za-z]\\s*$',
      description: '15 characters: 36 (Telangana), the PAN, the registration number, Z and a check character (spaces around trimmed).',
      [INVALID_MESSAGE]: GSTIN_INVALID,
    }),
    fssai: Type.String({
      maxLength: 20,
      pattern: '^\\s*[0-9]{14}\\s*$',
      description: 'The FSSAI licence number: 14 digits.',
      [INVALID_MESSAGE]: FSSAI_INVALID,
    }),
    invoice_prefix: Type.String({
      maxLength: 10,
      pattern: '^\\s*[A-Za-z0-9]{1,3}\\s*$',
      description: 'Starts every bill number (NNF/26-27/000123): 1 to 3 letters or digits, not CN.',
      [INVALID_MESSAGE]: PREFIX_INVALID,
    }),
  },
  { additionalProperties: false },
);

/** As stored: each field may still be empty (a new store), which `complete` says. */
const stored = (description: string) => Type.String({ description });

export const StoreSettingsSchema = Type.Object(
  {
    legal_name: stored('The registered (legal) name printed on bills.'),
    legal_name_te: stored('The store name in Telugu, printed under the legal name.'),
    address: stored('The address of the place of business, as registered.'),
    gstin: stored('The GSTIN (36…).'),
    fssai: stored('The FSSAI licence number.'),
    invoice_prefix: stored('Starts every bill number.'),
    state_code: Type.String({ description: 'The GST state code of the registration (36).' }),
    state_name: Type.String(),
    complete: Type.Boolean({ description: 'false: bills cannot be issued until the owner fills these in.' }),
  },
  { additionalProperties: false },
);

export const BILL_KINDS = ['tax_invoice', 'bill_of_supply', 'invoice_cum_bill_of_supply'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

/** What an order shows of its bill. */
export const OrderBillSchema = Type.Object(
  {
    number: Type.String({ examples: ['NNF/26-27/000123'] }),
    kind: Type.Union([Type.Literal('tax_invoice'), Type.Literal('bill_of_supply'), Type.Literal('invoice_cum_bill_of_supply')], {
      description: 'Taxed lines only (a tax invoice), exempt lines only (a bill of supply), or both (an invoice-cum-bill of supply).',
    }),
    issued_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const OrderCreditNoteSchema = Type.Object(
  {
    id: Type.String({ description: 'For GET /api/admin/credit-notes/:id.' }),
    number: Type.String({ examples: ['CN/26-27/000012'] }),
    amount: Type.Number({ description: 'What it gives back, tax included (rupees).' }),
    reason: Type.String(),
    issued_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const BillLayoutQuerySchema = Type.Object(
  {
    layout: Type.Optional(
      Type.Union([Type.Literal('a4'), Type.Literal('receipt')], {
        description: 'a4 (default) or receipt: an 80 mm till roll.',
        [INVALID_MESSAGE]: 'The layout is a4 or receipt.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const CreditNoteParamsSchema = Type.Object(
  { id: Type.String({ pattern: '^CN-\\d{2}-\\d{2}-\\d{6}$', description: 'As listed on the order.', [INVALID_MESSAGE]: 'No such credit note.' }) },
  { additionalProperties: false },
);

export const GstExportQuerySchema = Type.Object(
  {
    month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM (India time).', [INVALID_MESSAGE]: 'Choose a month as YYYY-MM.' }),
    table: Type.Union([Type.Literal('bills'), Type.Literal('hsn'), Type.Literal('b2c')], {
      description: 'bills: every bill and credit note, a row per rate; hsn: the HSN summary; b2c: totals by place of supply and rate.',
      [INVALID_MESSAGE]: 'The table is bills, hsn or b2c.',
    }),
  },
  { additionalProperties: false },
);

/** Before the order is delivered (or shipped, by courier) there is no bill yet. */
export const BILL_NOT_YET = 'The bill is ready once the order is delivered (or shipped, for a courier order).';
/** The owner has not filled in the store's GST details. */
export const BILL_SETTINGS_MISSING = "The store's GST details are not complete yet, so the bill cannot be made. Please try again later.";
