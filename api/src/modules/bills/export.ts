import { financialYear } from '../../domain/tax/bill-maths';
import { csvFile, istDateTime } from '../../lib/csv';
import { BillModel, BillMonthModel, type StoredBill } from './model';
import { billId } from './numbering';

/**
 * The accountant's month (docs/bills.md "Month export"): the tables GSTR-1 asks of a store selling to consumers.
 * Bills and credit notes of a month are one `_id` range per series (bill_months keeps its first and last serial), so
 * a month is read by the `_id` index on either database, in serial order. Amounts are rupees; a credit note's are
 * negative, and the HSN and B2C tables are net of them.
 */

type Row = StoredBill['rows'][number];
const r2 = (paise: number) => (paise / 100).toFixed(2);
const KIND_LABEL = { invoice: 'Invoice', credit_note: 'Credit note' } as const;

/** Every document of the month, series by series in serial order; `each` sees them one at a time. */
async function eachOfMonth(month: string, each: (doc: StoredBill) => void): Promise<void> {
  const year = financialYear(`${month}-01`);
  for (const series of ['INV', 'CN']) {
    const range = await BillMonthModel.findById(`${series}-${month}`).lean();
    if (!range) continue;
    const cursor = BillModel.find({ _id: { $gte: billId(series, year, range.min), $lte: billId(series, year, range.max) } })
      .sort({ _id: 1 })
      .lean<StoredBill[]>()
      .cursor();
    for await (const doc of cursor) if (doc.month === month) each(doc as StoredBill);
  }
}

const sign = (doc: StoredBill) => (doc.kind === 'credit_note' ? -1 : 1);

interface Sums {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}
const add = (s: Sums, r: Row, k: number) => {
  s.taxable += k * (r.rate > 0 ? r.taxable_paise : r.value_paise);
  s.cgst += k * r.cgst_paise;
  s.sgst += k * r.sgst_paise;
  s.igst += k * r.igst_paise;
};
const zero = (): Sums => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });

/** One row per document and rate. */
async function billsTable(month: string): Promise<string> {
  const rows: string[][] = [];
  await eachOfMonth(month, (doc) => {
    const byRate = new Map<number, Sums & { value: number }>();
    for (const r of doc.rows) {
      const s = byRate.get(r.rate) ?? { ...zero(), value: 0 };
      add(s, r, sign(doc));
      s.value += sign(doc) * r.value_paise;
      byRate.set(r.rate, s);
    }
    const place = doc.place_of_supply as { code: string; name: string };
    const customer = doc.customer as { name: string };
    for (const [rate, s] of [...byRate.entries()].sort((a, b) => a[0] - b[0])) {
      rows.push([
        KIND_LABEL[doc.kind as keyof typeof KIND_LABEL],
        doc.number,
        istDateTime(doc.issued_at),
        doc.order_id,
        customer.name,
        `${place.code}-${place.name}`,
        doc.bill_number ?? '',
        rate === 0 ? 'exempt' : String(rate),
        r2(s.taxable),
        r2(s.cgst),
        r2(s.sgst),
        r2(s.igst),
        r2(s.value),
      ]);
    }
  });
  return csvFile(
    [
      'Type',
      'Number',
      'Date',
      'Order',
      'Customer',
      'Place of supply',
      'Against bill',
      'GST rate %',
      'Taxable or exempt value',
      'CGST',
      'SGST',
      'IGST',
      'Value',
    ],
    rows,
  );
}

/** The HSN summary: HSN, description, unit, quantity, rate and the values, net of credit notes. */
async function hsnTable(month: string): Promise<string> {
  const byKey = new Map<string, Sums & { hsn: string; name: string; unit: string; rate: number; quantity: number; value: number }>();
  await eachOfMonth(month, (doc) => {
    for (const r of doc.rows) {
      const key = `${r.hsn}|${r.unit}|${r.rate}`;
      const s = byKey.get(key) ?? { ...zero(), hsn: r.hsn ?? '', name: r.variant_id ? r.name : '', unit: r.unit, rate: r.rate, quantity: 0, value: 0 };
      if (!s.name && r.variant_id) s.name = r.name;
      add(s, r, sign(doc));
      s.quantity += sign(doc) * r.quantity;
      s.value += sign(doc) * r.value_paise;
      byKey.set(key, s);
    }
  });
  const rows = [...byKey.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
    .map((s) => [
      s.hsn,
      s.name,
      s.unit,
      s.unit === 'KGS' ? s.quantity.toFixed(3) : String(s.quantity),
      String(s.rate),
      r2(s.value),
      r2(s.taxable),
      r2(s.igst),
      r2(s.cgst),
      r2(s.sgst),
    ]);
  return csvFile(['HSN', 'Description', 'UQC', 'Total quantity', 'Rate %', 'Total value', 'Taxable value', 'IGST', 'CGST', 'SGST'], rows);
}

/** B2C (small) totals by place of supply and rate, exempt supplies as rate "exempt", net of credit notes. */
async function b2cTable(month: string): Promise<string> {
  const byKey = new Map<string, Sums & { place: string; rate: number }>();
  await eachOfMonth(month, (doc) => {
    const place = doc.place_of_supply as { code: string; name: string };
    for (const r of doc.rows) {
      const key = `${place.code}|${r.rate}`;
      const s = byKey.get(key) ?? { ...zero(), place: `${place.code}-${place.name}`, rate: r.rate };
      add(s, r, sign(doc));
      byKey.set(key, s);
    }
  });
  const rows = [...byKey.values()]
    .sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate)
    .map((s) => ['OE', s.place, s.rate === 0 ? 'exempt' : String(s.rate), r2(s.taxable), r2(s.igst), r2(s.cgst), r2(s.sgst)]);
  return csvFile(['Type', 'Place of supply', 'Rate %', 'Taxable or exempt value', 'IGST', 'CGST', 'SGST'], rows);
}

export const GST_TABLES = { bills: billsTable, hsn: hsnTable, b2c: b2cTable } as const;

export function monthExport(month: string, table: keyof typeof GST_TABLES): Promise<string> {
  return GST_TABLES[table](month);
}
