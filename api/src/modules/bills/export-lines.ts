import { BillLineModel, type StoredBill } from './model';

/** What the month export reads of a bill or credit note (export.ts): its own fields and, per row, the figures. */
export interface ExportLine {
  kind: 'invoice' | 'credit_note';
  number: string;
  at: string;
  month: string;
  order: string;
  customer: string;
  place: { code: string; name: string };
  /** A credit note's bill. */
  against: string | null;
  /** Per row: HSN, description, unit, quantity, rate, taxable (or exempt) value, CGST, SGST, IGST, value (paise). */
  rows: Array<[string, string, string, number, number, number, number, number, number, number]>;
}

export function exportLineOf(bill: StoredBill): ExportLine {
  const place = bill.place_of_supply as { code: string; name: string };
  return {
    kind: bill.kind as ExportLine['kind'],
    number: bill.number,
    at: bill.issued_at.toISOString(),
    month: bill.month,
    order: bill.order_id,
    customer: (bill.customer as { name: string }).name,
    place: { code: place.code, name: place.name },
    against: bill.bill_number ?? null,
    rows: bill.rows.map((r) => [
      r.hsn ?? '',
      r.variant_id ? r.name : '',
      r.unit,
      r.quantity,
      r.rate,
      r.rate > 0 ? r.taxable_paise : r.value_paise,
      r.cgst_paise,
      r.sgst_paise,
      r.igst_paise,
      r.value_paise,
    ]),
  };
}

/** Writes (or writes again) a bill's export line. */
export async function saveExportLine(bill: StoredBill): Promise<void> {
  await BillLineModel.updateOne({ _id: bill._id }, { $set: { line: JSON.stringify(exportLineOf(bill)) } }, { upsert: true });
}
