import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';

/** a4: the bill as the customer keeps it; receipt: an 80 mm till roll. */
export type BillLayout = 'a4' | 'receipt';

export interface PdfDownload {
  /** The API path of the PDF, without its layout. */
  path: string;
  layout: BillLayout;
}

export const orderBillPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/bill`;
export const creditNotePath = (id: string) => `/api/admin/credit-notes/${encodeURIComponent(id)}`;

/** A bill's or a credit note's PDF, fetched with the admin's session (a bare link would carry no token). */
export const getPdf = ({ path, layout }: PdfDownload) => api.file(layout === 'receipt' ? `${path}?layout=receipt` : path);

export const useDownloadPdf = () => useSingleFlight(useMutation({ mutationFn: getPdf }));
