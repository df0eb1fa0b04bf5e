import { Schema, model, type InferSchemaType } from 'mongoose';
import { keyedSchema } from '../../lib/mongo';

const rowSchema = new Schema(
  {
    variant_id: { type: String, default: null },
    name: { type: String, required: true },
    name_te: { type: String, default: '' },
    hsn: { type: String, default: '' },
    unit: { type: String, enum: ['NOS', 'KGS'], required: true },
    quantity: { type: Number, required: true },
    gross_paise: { type: Number, required: true },
    discount_paise: { type: Number, required: true },
    value_paise: { type: Number, required: true },
    taxable_paise: { type: Number, required: true },
    rate: { type: Number, required: true },
    cgst_paise: { type: Number, required: true },
    sgst_paise: { type: Number, required: true },
    igst_paise: { type: Number, required: true },
  },
  { _id: false },
);

/**
 * A bill or a credit note, written once and never changed but for `credited_paise`. `_id` is its series, financial
 * year and serial (`INV-26-27-000123`, `CN-26-27-000012`): inserting that `_id` is what takes the number, so a number
 * is used exactly when its document exists and the series has no gaps (numbering.ts). Everything printed is kept
 * here (the store's details, the customer, the rows with their rates), so a later change of a rate, a product or the
 * store's details never alters a bill.
 */
const billSchema = keyedSchema(
  {
    kind: { type: String, enum: ['invoice', 'credit_note'], required: true },
    /** The printed number: NNF/26-27/000123 or CN/26-27/000012. */
    number: { type: String, required: true },
    /** What took the number: `order:<id>` for a bill, the money's source key for a credit note. */
    claim: { type: String, required: true },
    order_id: { type: String, required: true },
    user_id: { type: String, required: true },
    issued_at: { type: Date, required: true },
    /** YYYY-MM of issued_at in India time: the month export reads it. */
    month: { type: String, required: true },
    store: { type: Schema.Types.Mixed, required: true },
    customer: {
      type: new Schema({ name: String, phone: String, address: String }, { _id: false }),
      required: true,
    },
    place_of_supply: { type: new Schema({ code: String, name: String }, { _id: false }), required: true },
    inter_state: { type: Boolean, required: true },
    payment: { type: String, default: '' },
    rows: { type: [rowSchema], required: true },
    total_paise: { type: Number, required: true },
    /** A credit note: the bill it refers to (its `_id` and number) and why. */
    bill_id: { type: String, default: null },
    bill_number: { type: String, default: null },
    reason: { type: String, default: null },
    /** A bill: what its credit notes gave back so far, taken with a conditional $inc (never above the total). */
    credited_paise: { type: Number, default: 0 },
    /** The source key of every credit note taken from it (lib/key-marks.ts), with the amount taken. */
    credit_keys: { type: Schema.Types.Mixed, default: undefined },
  },
  'bills',
);
billSchema.index({ claim: 1 });

type BillRowDoc = InferSchemaType<typeof rowSchema>;
export type StoredBill = Omit<InferSchemaType<typeof billSchema>, 'rows'> & { _id: string; rows: BillRowDoc[] };
export const BillModel = model('Bill', billSchema);

/** One per thing that gets a number (`_id` = its claim): who is numbering it, and the document once numbered. */
const billClaimSchema = keyedSchema(
  {
    holder: { type: String, required: true },
    at: { type: Date, required: true },
    bill_id: { type: String, default: null },
  },
  'bill_claims',
);
export const BillClaimModel = model('BillClaim', billClaimSchema);

/** The highest serial taken in a series and year (`_id` = `INV-26-27`): where the next numbering starts looking. */
const billSeriesSchema = keyedSchema({ last: { type: Number, required: true } }, 'bill_series');
export const BillSeriesModel = model('BillSeries', billSeriesSchema);

/** The first and last serial issued in a month (`_id` = `INV-2026-11`): the month export reads that `_id` range. */
const billMonthSchema = keyedSchema({ min: { type: Number, required: true }, max: { type: Number, required: true } }, 'bill_months');
export const BillMonthModel = model('BillMonth', billMonthSchema);

/** The store's legal details printed on every bill (`_id` = 'store'). */
const storeSettingsSchema = keyedSchema(
  {
    legal_name: { type: String, default: '' },
    legal_name_te: { type: String, default: '' },
    address: { type: String, default: '' },
    gstin: { type: String, default: '' },
    fssai: { type: String, default: '' },
    invoice_prefix: { type: String, default: '' },
  },
  'store_settings',
);
export const StoreSettingsModel = model('StoreSettings', storeSettingsSchema);

/**
 * Each bill's and credit note's line of the month export (`_id` = the bill's), as one JSON string: the embedded database
 * reads a string many times faster than the bill's nested rows, so a month of 50,000 bills is read in about a second.
 * Written right after the bill; one missing (a process stopped between the two writes) is made again by the export.
 */
const billLineSchema = keyedSchema({ line: { type: String, required: true } }, 'bill_lines');
export const BillLineModel = model('BillLine', billLineSchema);
