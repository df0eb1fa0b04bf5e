import { useState } from 'react';
import type { BillKind } from '@farm-store/contracts/bills';
import { Button, Price } from '@farm-store/shared-ui/host/kit';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { saveFile } from '@farm-store/shared-ui/host/save-file';
import { useReloadAdminData } from '@/lib/admin-data';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { creditNotePath, orderBillPath, useDownloadPdf, type PdfDownload } from '../api/bills';
import type { AdminOrder } from '../api/get-orders';

const KIND_LABELS: Record<BillKind, string> = {
  tax_invoice: 'Tax invoice',
  bill_of_supply: 'Bill of supply',
  invoice_cum_bill_of_supply: 'Invoice-cum-bill of supply',
};

/** As the API issues a bill: once delivered, or shipped for a courier order. */
const billable = (order: AdminOrder) => order.delivery_status === 'Delivered' || (order.delivery_type === 'automated' && order.delivery_status === 'Shipped');

/** NNF/26-27/000001 → NNF-26-27-000001.pdf (a file name holds no slash). */
const pdfName = (number: string, suffix = '') => `${number.replaceAll('/', '-')}${suffix}.pdf`;

/**
 * The order's Bill section of its details: its GST bill as an A4 page or an 80 mm receipt, and the credit notes of
 * money given back after it (downloaded by staff who handle payments, `mayDownloadCreditNotes`). A delivered order
 * whose bill is not issued yet offers it all the same: the API issues it on the first download.
 */
export function OrderBill({ order, mayDownloadCreditNotes }: { order: AdminOrder; mayDownloadCreditNotes: boolean }) {
  const download = useDownloadPdf();
  const reload = useReloadAdminData();
  // Which button asked, so that one shows it is busy while every other waits.
  const [asked, setAsked] = useState('');
  const [failure, setFailure] = useState('');
  const { bill } = order;
  if (!bill && !billable(order)) return null;

  function fetchPdf(key: string, request: PdfDownload, fileName: string, failed: string) {
    setAsked(key);
    setFailure('');
    download.mutate(request, {
      onSuccess: (pdf: Blob) => {
        saveFile(pdf, fileName);
        // The bill was issued just now: the order shows its number once reloaded.
        if (!bill) void reload();
      },
      onError: (error: unknown) => setFailure(errorMessage(error, failed)),
    });
  }

  const button = (key: string, label: string, request: PdfDownload, fileName: string, failed: string, ariaLabel?: string) => (
    <Button
      variant="secondary"
      aria-label={ariaLabel}
      busy={download.isPending && asked === key}
      disabled={download.isPending}
      onClick={() => fetchPdf(key, request, fileName, failed)}
    >
      {label}
    </Button>
  );
  const billPath = orderBillPath(order.id);
  const billFailed = 'Could not download the bill. Please try again.';

  return (
    <section aria-label="Bill">
      <h3>Bill</h3>
      {bill ? (
        <>
          <p>
            Bill {bill.number}{' '}
            <span className="muted">
              · {KIND_LABELS[bill.kind]} · issued {formatDate(bill.issued_at)}
            </span>
          </p>
          <div className="order-detail__buttons">
            {button('a4', 'Download bill (A4)', { path: billPath, layout: 'a4' }, pdfName(bill.number), billFailed)}
            {button('receipt', 'Receipt (80 mm)', { path: billPath, layout: 'receipt' }, pdfName(bill.number, '-receipt'), billFailed)}
          </div>
        </>
      ) : (
        <div className="order-detail__buttons">
          {button('a4', 'Download bill', { path: billPath, layout: 'a4' }, `bill-order-${shortOrderId(order.id)}.pdf`, billFailed)}
        </div>
      )}
      {order.credit_notes.length > 0 && (
        <ul className="order-detail__credit-notes" aria-label="Credit notes">
          {order.credit_notes.map((note) => (
            <li key={note.id}>
              <span>
                Credit note {note.number} · <Price amount={note.amount} /> · {note.reason} · {formatDate(note.issued_at)}
              </span>
              {mayDownloadCreditNotes &&
                button(
                  note.id,
                  'Download',
                  { path: creditNotePath(note.id), layout: 'a4' },
                  pdfName(note.number),
                  'Could not download the credit note. Please try again.',
                  `Download credit note ${note.number}`,
                )}
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
