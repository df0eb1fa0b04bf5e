import { BILL_SETTINGS_MISSING, type BillKind } from '@farm-store/contracts/bills';
import { billRows, creditRows, financialYear, rateOn, totalsOf, type BillLineInput, type BillRow } from '../../domain/tax/bill-maths';
import { placeOfSupply, STORE_GST_STATE } from '../../domain/tax/place-of-supply';
import { kolkataDay } from '../../lib/calendar';
import { clock } from '../../lib/clock';
import { ConflictError } from '../../lib/errors';
import { keyMark } from '../../lib/key-marks';
import { BillModel, type StoredBill } from './model';
import { numberOnce } from './numbering';
import { storeSettings } from './settings';

/**
 * Bills and credit notes (docs/bills.md): what the orders module hands over when an order is delivered or shipped, or
 * money goes back after that, and the documents read back. The maths is domain/tax/bill-maths.ts; the numbers
 * numbering.ts.
 */

export type { StoredBill };

/** A line of the order as billed: its tax class with every rate over time (the bill takes the one of its day). */
export type BillOrderLine = Omit<BillLineInput, 'rate'> & { rates: ReadonlyArray<{ rate: number; from: string }> };

export interface BillOrder {
  orderId: string;
  userId: string;
  customer: { name: string; phone: string; address: string };
  pincode: string | null;
  lines: BillOrderLine[];
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
  /** How it was paid, as printed ("Paid online · UPI", "Cash on delivery"). */
  payment: string;
}

const rowOf = (r: BillRow) => ({
  variant_id: r.variantId,
  name: r.name,
  name_te: r.nameTe,
  hsn: r.hsn,
  unit: r.unit,
  quantity: r.quantity,
  gross_paise: r.grossPaise,
  discount_paise: r.discountPaise,
  value_paise: r.valuePaise,
  taxable_paise: r.taxablePaise,
  rate: r.rate,
  cgst_paise: r.cgstPaise,
  sgst_paise: r.sgstPaise,
  igst_paise: r.igstPaise,
});

export const rowsOf = (bill: StoredBill): BillRow[] =>
  bill.rows.map((r) => ({
    variantId: r.variant_id ?? null,
    name: r.name,
    nameTe: r.name_te ?? '',
    hsn: r.hsn ?? '',
    unit: r.unit,
    quantity: r.quantity,
    grossPaise: r.gross_paise,
    discountPaise: r.discount_paise,
    valuePaise: r.value_paise,
    taxablePaise: r.taxable_paise,
    rate: r.rate,
    cgstPaise: r.cgst_paise,
    sgstPaise: r.sgst_paise,
    igstPaise: r.igst_paise,
  }));

/** Taxed rows only: a tax invoice; exempt only: a bill of supply; both: one invoice-cum-bill of supply. */
export function billKind(bill: Pick<StoredBill, 'rows'>): BillKind {
  const taxed = bill.rows.some((r) => r.rate > 0);
  const exempt = bill.rows.some((r) => r.rate === 0);
  return taxed && exempt ? 'invoice_cum_bill_of_supply' : taxed ? 'tax_invoice' : 'bill_of_supply';
}

async function completeSettings() {
  const settings = await storeSettings();
  if (!settings.complete) throw new ConflictError(BILL_SETTINGS_MISSING);
  return settings;
}

/**
 * The order's bill, issued now when it has none: numbered once, whoever calls at the same time (null: being issued by
 * another call this moment). Throws when a line has no rate on the day or the rows do not add up to the order's total.
 */
export async function issueBill(order: BillOrder): Promise<StoredBill | null> {
  const now = new Date(clock.now());
  const day = kolkataDay(now);
  const year = financialYear(day);
  const settings = await completeSettings();
  return numberOnce(`order:${order.orderId}`, { name: 'INV', year, printed: (n) => `${settings.invoice_prefix}/${year}/${String(n).padStart(6, '0')}` }, () => {
    const place = placeOfSupply({ pincode: order.pincode, text: order.customer.address });
    const interState = place.code !== STORE_GST_STATE.code;
    const lines = order.lines.map(({ rates, ...line }) => {
      const rate = rateOn(rates, day);
      if (rate === null) throw new Error(`No GST rate on ${day} for ${line.name}`);
      return { ...line, rate };
    });
    const rows = billRows(lines, { discountPaise: order.discountPaise, shippingPaise: order.shippingPaise, interState });
    const total = totalsOf(rows).totalPaise;
    if (total !== order.totalPaise) throw new Error(`The bill of order ${order.orderId} adds up to ${total} paise, not its total ${order.totalPaise}`);
    return {
      kind: 'invoice',
      order_id: order.orderId,
      user_id: order.userId,
      issued_at: now,
      month: day.slice(0, 7),
      store: settings,
      customer: order.customer,
      place_of_supply: place,
      inter_state: interState,
      payment: order.payment,
      rows: rows.map(rowOf),
      total_paise: total,
      bill_id: null,
      bill_number: null,
      reason: null,
      credited_paise: 0,
    };
  });
}

export interface CreditNoteRequest {
  billId: string;
  /** The money's source (a refund's or a store credit entry's key): one credit note per source. */
  key: string;
  amountPaise: number;
  reason: string;
  /** Only these lines (a complaint's items); all rows when absent. */
  variantIds?: string[];
}

/**
 * A credit note for money given back after the bill, once per source: never more in all than the bill's total (the
 * amount is cut to what is left; nothing left, no note). Its rows reverse the bill's tax line by line.
 */
export async function issueCreditNote(r: CreditNoteRequest): Promise<StoredBill | null> {
  const amountPaise = await takeFromBill(r.billId, r.key, r.amountPaise);
  if (amountPaise <= 0) return null;
  const bill = (await BillModel.findById(r.billId).lean<StoredBill>())!;
  const now = new Date(clock.now());
  const day = kolkataDay(now);
  const year = financialYear(day);
  return numberOnce(`credit:${r.key}`, { name: 'CN', year, printed: (n) => `CN/${year}/${String(n).padStart(6, '0')}` }, () => {
    const rows = creditRows(rowsOf(bill), amountPaise, { interState: bill.inter_state, variantIds: r.variantIds });
    return {
      kind: 'credit_note',
      order_id: bill.order_id,
      user_id: bill.user_id,
      issued_at: now,
      month: day.slice(0, 7),
      store: bill.store,
      customer: bill.customer,
      place_of_supply: bill.place_of_supply,
      inter_state: bill.inter_state,
      payment: bill.payment,
      rows: rows.map(rowOf),
      total_paise: totalsOf(rows).totalPaise,
      bill_id: bill._id,
      bill_number: bill.number,
      reason: r.reason,
      credited_paise: 0,
    };
  });
}

/**
 * Takes `amount` (at most what is left of the bill) for the source `key` with one conditional write, marked on the bill
 * so a repeat takes nothing more and gets the amount first taken. Answers the amount taken.
 */
async function takeFromBill(billId: string, key: string, amountPaise: number): Promise<number> {
  const mark = keyMark('credit_keys', key);
  for (;;) {
    const bill = await BillModel.findById(billId).lean<StoredBill>();
    if (!bill) throw new Error(`No bill ${billId}`);
    const marked = (bill.credit_keys as Record<string, number> | undefined)?.[mark.slice('credit_keys.'.length)];
    if (marked !== undefined) return marked;
    const take = Math.min(amountPaise, bill.total_paise - bill.credited_paise);
    if (take <= 0) return 0;
    const done = await BillModel.updateOne(
      { _id: billId, credited_paise: bill.credited_paise, [mark]: { $exists: false } },
      { $inc: { credited_paise: take }, $set: { [mark]: take } },
    );
    if (done.modifiedCount === 1) return take;
  }
}

export const findBill = (id: string) => BillModel.findById(id).lean<StoredBill>();
