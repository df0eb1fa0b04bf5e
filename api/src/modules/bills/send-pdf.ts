import type { FastifyReply } from 'fastify';
import { orderRef } from '../notifications/templates';
import { renderBillPdf, type BillLayout } from './pdf';
import type { StoredBill } from './model';

/** Answers a bill or credit note as a PDF download named by its number. */
export async function sendBillPdf(reply: FastifyReply, bill: StoredBill, layout: BillLayout | undefined, fontDir: string) {
  const pdf = await renderBillPdf(bill, { layout: layout ?? 'a4', fontDir, orderRef: orderRef(bill.order_id) });
  const name = `${bill.number.replace(/\//g, '-')}${layout === 'receipt' ? '-receipt' : ''}.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
