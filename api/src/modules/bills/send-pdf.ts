import type { FastifyReply } from 'fastify';
import { TtlCache } from '../../lib/ttl-cache';
import { orderRef } from '../notifications/templates';
import { renderBillPdf, type BillLayout } from './pdf';
import type { StoredBill } from './model';

/**
 * A bill never changes once issued, so each process keeps the PDFs it drew lately: a customer's second tap, or staff
 * opening the bill the customer just downloaded, costs no drawing (about 50 ms of CPU each), and taps at the same
 * moment draw it once.
 */
const drawn = new TtlCache<Buffer>(10 * 60_000, 500);

/** Answers a bill or credit note as a PDF download named by its number. */
export async function sendBillPdf(reply: FastifyReply, bill: StoredBill, layout: BillLayout | undefined, fontDir: string) {
  const shape = layout ?? 'a4';
  const pdf = await drawn.get(`${bill._id}:${shape}`, () => renderBillPdf(bill, { layout: shape, fontDir, orderRef: orderRef(bill.order_id) }));
  const name = `${bill.number.replace(/\//g, '-')}${shape === 'receipt' ? '-receipt' : ''}.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
