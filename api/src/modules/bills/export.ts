import { financialYear } from '../../domain/tax/bill-maths';
import { csvFile, istDateTime } from '../../lib/csv';
import { exportLineOf, saveExportLine, type ExportLine } from './export-lines';
import { BillLineModel, BillModel, BillMonthModel, type StoredBill } from './model';
import { billId } from './numbering';

/**
 * The accountant's month (docs/bills.md "For the accountant"): the tables GSTR-1 asks of a store selling to consumers.
 * A month's bills and credit notes are one serial range per series (bill_months keeps its first and last), read as
 * their export lines by `_id`, in serial order, on either database. Amounts are rupees; a credit note's are negative,
 * and the HSN and B2C tables are net of them.
 */

const r2 = (paise: number) => (paise / 100).toFixed(2);
const KIND_LABEL = { invoice: 'Invoice', credit_note: 'Credit note' } as const;
const SERIES = ['INV', 'CN'] as const;

/** The export lines of a series' serials `min`…`max`, making again any that a stopped process did not write. */
async function linesOfRange(series: string, year: string, min: number, max: number): Promise<ExportLine[]> {
  const stored = await BillLineModel.find({ _id: { $gte: billId(series, year, min), $lte: billId(series, year, max) } })
    .sort({ _id: 1 })
    .lean<Array<{ _id: string; line: string }>>();
  const byId = new Map(stored.map((s) => [s._id, JSON.parse(s.line) as ExportLine]));
  for (let serial = min; serial <= max; serial++) {
    const id = billId(series, year, serial);
    if (byId.has(id)) continue;
    const bill = await BillModel.findById(id).lean<StoredBill>();
    if (!bill) continue;
    await saveExportLine(bill);
    byId.set(id, exportLineOf(bill));
  }
  return [...byId.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([, line]) => line);
}

/** Every bill and credit note of the month, series by series in serial order. */
async function linesOfMonth(month: string): Promise<ExportLine[]> {
  const year = financialYear(`${month}-01`);
  const lines: ExportLine[] = [];
  for (const series of SERIES) {
    const range = await BillMonthModel.findById(`${series}-${month}`).lean();
    if (range) lines.push(...(await linesOfRange(series, year, range.min, range.max)).filter((l) => l.month === month));
  }
  return lines;
}

type Row = ExportLine['rows'][number];
interface Sums {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  value: number;
}
const zero = (): Sums => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, value: 0 });
const sign = (line: ExportLine) => (line.kind === 'credit_note' ? -1 : 1);
function add(s: Sums, [, , , , , taxable, cgst, sgst, igst, value]: Row, k: number) {
  s.taxable += k * taxable;
  s.cgst += k * cgst;
  s.sgst += k * sgst;
  s.igst += k * igst;
  s.value += k * value;
}
const rateText = (rate: number) => (rate === 0 ? 'exempt' : String(rate));

/** One row per document and rate. */
function billsTable(lines: ExportLine[]): string {
  const rows = lines.flatMap((line) => {
    const byRate = new Map<number, Sums>();
    for (const row of line.rows) add(byRate.get(row[4]) ?? byRate.set(row[4], zero()).get(row[4])!, row, sign(line));
    return [...byRate.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([rate, s]) => [
        KIND_LABEL[line.kind],
        line.number,
        istDateTime(new Date(line.at)),
        line.order,
        line.customer,
        `${line.place.code}-${line.place.name}`,
        line.against ?? '',
        rateText(rate),
        r2(s.taxable),
        r2(s.cgst),
        r2(s.sgst),
        r2(s.igst),
        r2(s.value),
      ]);
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
function hsnTable(lines: ExportLine[]): string {
  const byKey = new Map<string, Sums & { hsn: string; name: string; unit: string; rate: number; quantity: number }>();
  for (const line of lines) {
    for (const row of line.rows) {
      const [hsn, name, unit, quantity, rate] = row;
      const key = `${hsn}|${unit}|${rate}`;
      const s = byKey.get(key) ?? byKey.set(key, { ...zero(), hsn, name, unit, rate, quantity: 0 }).get(key)!;
      s.name ||= name;
      s.quantity += sign(line) * quantity;
      add(s, row, sign(line));
    }
  }
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
function b2cTable(lines: ExportLine[]): string {
  const byKey = new Map<string, Sums & { place: string; rate: number }>();
  for (const line of lines) {
    for (const row of line.rows) {
      const key = `${line.place.code}|${row[4]}`;
      const s = byKey.get(key) ?? byKey.set(key, { ...zero(), place: `${line.place.code}-${line.place.name}`, rate: row[4] }).get(key)!;
      add(s, row, sign(line));
    }
  }
  const rows = [...byKey.values()]
    .sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate)
    .map((s) => ['OE', s.place, rateText(s.rate), r2(s.taxable), r2(s.igst), r2(s.cgst), r2(s.sgst)]);
  return csvFile(['Type', 'Place of supply', 'Rate %', 'Taxable or exempt value', 'IGST', 'CGST', 'SGST'], rows);
}

const TABLES = { bills: billsTable, hsn: hsnTable, b2c: b2cTable } as const;

export async function monthExport(month: string, table: keyof typeof TABLES): Promise<string> {
  return TABLES[table](await linesOfMonth(month));
}
