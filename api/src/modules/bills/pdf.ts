import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { kolkataDay } from '../../lib/calendar';
import { billKind, type StoredBill } from './service';

/**
 * A bill or credit note as a PDF: A4, or an 80 mm till receipt. It prints what CGST Rules 46 and 46A ask of a tax
 * invoice and a bill of supply (and Rule 53 of a credit note): the store's name, address and GSTIN, the number and
 * date, the customer's name and delivery address, the place of supply with its state code, each line's HSN code,
 * quantity, taxable value, rate and tax, whether tax is payable on reverse charge (never, for these sales) and the
 * signature line, with the FSSAI licence number food businesses must print. Names in Telugu are set in Noto Sans
 * Telugu from the system's fonts (Debian's fonts-noto-core), shaped by fontkit.
 */

export type BillLayout = 'a4' | 'receipt';

const FONT_FILES = { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf', telugu: 'NotoSansTelugu-Regular.ttf' } as const;
let fonts: Record<keyof typeof FONT_FILES, Buffer> | null = null;

/** The fonts are read once per process. */
function loadFonts(dir: string) {
  fonts ??= {
    regular: readFileSync(join(dir, FONT_FILES.regular)),
    bold: readFileSync(join(dir, FONT_FILES.bold)),
    telugu: readFileSync(join(dir, FONT_FILES.telugu)),
  };
  return fonts;
}

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const plain = (paise: number) => (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const qty = (r: StoredBill['rows'][number]) => (r.variant_id === null ? '' : r.unit === 'KGS' ? `${r.quantity.toFixed(3)} kg` : String(r.quantity));
const dateOf = (d: Date) => kolkataDay(d).split('-').reverse().join('-');

const TITLES = {
  tax_invoice: 'Tax Invoice',
  bill_of_supply: 'Bill of Supply',
  invoice_cum_bill_of_supply: 'Invoice-cum-Bill of Supply',
} as const;

function titleOf(bill: StoredBill): string {
  return bill.kind === 'credit_note' ? 'Credit Note' : TITLES[billKind(bill)];
}

interface Store {
  legal_name: string;
  legal_name_te: string;
  address: string;
  gstin: string;
  fssai: string;
  state_name: string;
  state_code: string;
}

/** The PDF of a bill or credit note. `orderRef` is the order's short reference the customer knows. */
export function renderBillPdf(bill: StoredBill, o: { layout: BillLayout; fontDir: string; orderRef: string }): Promise<Buffer> {
  const f = loadFonts(o.fontDir);
  const receipt = o.layout === 'receipt';
  const width = receipt ? 226.77 : 595.28;
  const height = receipt ? 420 + bill.rows.length * 64 : 841.89;
  const margin = receipt ? 10 : 40;
  const doc = new PDFDocument({ size: [width, height], margin, info: { Title: `${titleOf(bill)} ${bill.number}`, Author: (bill.store as Store).legal_name } });
  doc.registerFont('regular', f.regular);
  doc.registerFont('bold', f.bold);
  doc.registerFont('telugu', f.telugu);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  (receipt ? drawReceipt : drawA4)(doc, bill, o.orderRef);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

function storeHeader(doc: Doc, store: Store, size: number) {
  doc
    .font('bold')
    .fontSize(size + 4)
    .text(store.legal_name);
  if (store.legal_name_te) mixedText(doc.fontSize(size + 1), store.legal_name_te, doc.x, doc.y, {});
  doc.font('regular').fontSize(size).text(store.address);
  doc.text(`GSTIN: ${store.gstin}   State: ${store.state_name} (${store.state_code})`);
  doc.text(`FSSAI Lic. No.: ${store.fssai}`);
}

function partyLines(bill: StoredBill, orderRef: string): string[] {
  const place = bill.place_of_supply as { code: string; name: string };
  return [
    `${bill.kind === 'credit_note' ? 'Credit note' : 'Bill'} No.: ${bill.number}`,
    `Date: ${dateOf(bill.issued_at)}`,
    `Order: #${orderRef}`,
    ...(bill.kind === 'credit_note' ? [`Against bill: ${bill.bill_number}`, `Reason: ${bill.reason ?? ''}`] : []),
    `Place of supply: ${place.name} (${place.code})`,
    'Tax payable on reverse charge: No',
  ];
}

function customerLines(bill: StoredBill): string[] {
  const c = bill.customer as { name: string; phone: string; address: string };
  return [`Billed and delivered to: ${c.name}`, c.address, `Phone: ${c.phone}`];
}

function totalsLines(bill: StoredBill): Array<[string, string]> {
  const sum = (pick: (r: StoredBill['rows'][number]) => number) => bill.rows.reduce((s, r) => s + pick(r), 0);
  const taxable = sum((r) => (r.rate > 0 ? r.taxable_paise : 0));
  const exempt = sum((r) => (r.rate === 0 ? r.value_paise : 0));
  const lines: Array<[string, string]> = [];
  if (taxable > 0) lines.push(['Taxable value', rupees(taxable)]);
  if (bill.inter_state) {
    if (taxable > 0) lines.push(['IGST', rupees(sum((r) => r.igst_paise))]);
  } else if (taxable > 0) {
    lines.push(['CGST', rupees(sum((r) => r.cgst_paise))], ['SGST', rupees(sum((r) => r.sgst_paise))]);
  }
  if (exempt > 0) lines.push(['Exempt supplies (bill of supply)', rupees(exempt)]);
  lines.push([bill.kind === 'credit_note' ? 'Total credited' : 'Total', rupees(bill.total_paise)]);
  return lines;
}

/** How it was paid, the signature line and the note under it. */
function footer(doc: Doc, bill: StoredBill, x: number, w: number, size: number) {
  const store = bill.store as Store;
  if (bill.payment)
    doc
      .font('regular')
      .fontSize(size)
      .text(bill.payment, x, doc.y + size / 2, { width: w });
  doc.moveDown(1.5).font('regular').fontSize(size);
  doc.text(`For ${store.legal_name}`, x, doc.y, { width: w, align: 'right' });
  doc.moveDown(2).text('Authorised signatory', x, doc.y, { width: w, align: 'right' });
  doc
    .moveDown(0.5)
    .fontSize(size - 1)
    .text('A computer-generated document; prices include GST.', x, doc.y, { width: w, align: 'left' });
}

/** Telugu letters (with the joiners that shape them) and the spaces between them: set in the Telugu font. */
const TELUGU_RUN = /([\u0C00-\u0C7F\u200C\u200D]+(?:\s+[\u0C00-\u0C7F\u200C\u200D]+)*)/;

/**
 * A line mixing Telugu and Latin ("A2 దేశీ ఆవు నెయ్యి (500ml)"): Noto Sans Telugu has no Latin letters or digits,
 * so each run is set in its own font, one after the other on the line.
 */
function mixedText(doc: Doc, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) {
  const runs = text.split(TELUGU_RUN).filter(Boolean);
  runs.forEach((run, i) => {
    doc.font(TELUGU_RUN.test(run) ? 'telugu' : 'regular');
    const more = { ...options, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run, x, y, more);
    else doc.text(run, more);
  });
}

function itemName(doc: Doc, r: StoredBill['rows'][number], x: number, width: number, size: number) {
  doc.font('regular').fontSize(size).text(r.name, x, doc.y, { width });
  if (r.name_te) mixedText(doc, r.name_te, x, doc.y, { width });
}

function drawA4(doc: Doc, bill: StoredBill, orderRef: string) {
  const store = bill.store as Store;
  const left = 40;
  const full = 515;
  doc.font('bold').fontSize(16).text(titleOf(bill), { align: 'right' });
  doc.y = 40;
  storeHeader(doc, store, 9);
  doc.moveDown(0.8);
  const top = doc.y;
  doc.font('regular').fontSize(9).text(customerLines(bill).join('\n'), left, top, { width: 250 });
  const afterCustomer = doc.y;
  doc.text(partyLines(bill, orderRef).join('\n'), 310, top, { width: 245 });
  doc.y = Math.max(afterCustomer, doc.y) + 12;

  const taxed = bill.rows.filter((r) => r.rate > 0);
  const exempt = bill.rows.filter((r) => r.rate === 0);
  const taxCols = bill.inter_state ? ['IGST'] : ['CGST', 'SGST'];
  if (taxed.length > 0) {
    section(doc, bill.kind === 'credit_note' ? 'Taxed goods given back' : 'Tax invoice: taxed goods');
    const cols = ['Item', 'HSN', 'Qty', 'Taxable value', 'Rate', ...taxCols, 'Amount'];
    const widths = bill.inter_state ? [185, 50, 50, 70, 40, 60, 60] : [165, 45, 45, 65, 35, 50, 50, 60];
    table(doc, cols, widths, taxed, (r) => [
      r.hsn,
      qty(r),
      plain(r.taxable_paise),
      `${r.rate}%`,
      ...(bill.inter_state ? [plain(r.igst_paise)] : [plain(r.cgst_paise), plain(r.sgst_paise)]),
      plain(r.value_paise),
    ]);
  }
  if (exempt.length > 0) {
    section(doc, bill.kind === 'credit_note' ? 'Exempt goods given back' : 'Bill of supply: exempt goods (no GST)');
    table(doc, ['Item', 'HSN', 'Qty', 'Discount', 'Amount'], [245, 60, 70, 70, 70], exempt, (r) => [
      r.hsn,
      qty(r),
      plain(r.discount_paise),
      plain(r.value_paise),
    ]);
  }
  doc.moveDown(0.5);
  for (const [label, value] of totalsLines(bill)) {
    const y = doc.y;
    doc.font(label.startsWith('Total') ? 'bold' : 'regular').fontSize(10);
    doc.text(label, 300, y, { width: 150, align: 'right' });
    doc.text(value, 455, y, { width: 100, align: 'right' });
  }
  footer(doc, bill, left, full, 9);
}

function section(doc: Doc, title: string) {
  doc.moveDown(0.4).font('bold').fontSize(10).text(title, 40, doc.y);
  doc.moveDown(0.2);
}

/** A table of rows: the first column is the item's names (English, then Telugu), the others `cells`. */
function table(doc: Doc, headers: string[], widths: number[], rows: StoredBill['rows'], cells: (r: StoredBill['rows'][number]) => string[]) {
  const left = 40;
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const y0 = doc.y;
  doc.font('bold').fontSize(8);
  headers.forEach((h, i) => doc.text(h, xs[i], y0, { width: widths[i] - 4, align: i === 0 ? 'left' : 'right' }));
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + widths.reduce((s, w) => s + w, 0), doc.y + 2)
    .lineWidth(0.5)
    .stroke();
  doc.y += 5;
  for (const r of rows) {
    const y = doc.y;
    itemName(doc, r, xs[0], widths[0] - 4, 8);
    const after = doc.y;
    doc.font('regular').fontSize(8);
    cells(r).forEach((c, i) => doc.text(c, xs[i + 1], y, { width: widths[i + 1] - 4, align: 'right' }));
    doc.y = Math.max(after, doc.y) + 3;
  }
}

function drawReceipt(doc: Doc, bill: StoredBill, orderRef: string) {
  const store = bill.store as Store;
  const left = 10;
  const w = 206;
  doc.font('bold').fontSize(11).text(titleOf(bill), { align: 'center', width: w });
  storeHeader(doc, store, 7);
  doc.moveDown(0.5).font('regular').fontSize(7).text(partyLines(bill, orderRef).join('\n'), left, doc.y, { width: w });
  doc.moveDown(0.3).text(customerLines(bill).join('\n'), left, doc.y, { width: w });
  doc.moveDown(0.5);
  for (const r of bill.rows) {
    itemName(doc, r, left, w, 7);
    doc.font('regular').fontSize(7);
    const tax =
      r.rate === 0
        ? 'exempt'
        : bill.inter_state
          ? `IGST ${r.rate}% ${plain(r.igst_paise)}`
          : `CGST ${plain(r.cgst_paise)} SGST ${plain(r.sgst_paise)} (${r.rate}%)`;
    const y = doc.y;
    doc.text(`HSN ${r.hsn}  ${qty(r)}  taxable ${plain(r.taxable_paise)}  ${tax}`, left, y, { width: w - 50 });
    const after = doc.y;
    doc.text(plain(r.value_paise), left + w - 50, y, { width: 50, align: 'right' });
    doc.y = after + 3;
  }
  doc.moveDown(0.3);
  for (const [label, value] of totalsLines(bill)) {
    const y = doc.y;
    doc.font(label.startsWith('Total') ? 'bold' : 'regular').fontSize(8);
    doc.text(label, left, y, { width: w - 70 });
    doc.text(value, left + w - 70, y, { width: 70, align: 'right' });
  }
  footer(doc, bill, left, w, 7);
}
