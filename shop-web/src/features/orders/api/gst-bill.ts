import { useMutation } from '@tanstack/react-query';
import { saveFile } from '@farm-store/shared-ui/host/save-file';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';

/** GET /api/orders/:id/bill with the session, saved as `NNF-26-27-000123.pdf` (the store issues it on first ask when due). */
async function downloadBill({ orderId, number }: { orderId: string; number: string | null }) {
  const pdf = await api.file(`/api/orders/${encodeURIComponent(orderId)}/bill`);
  saveFile(pdf, `${(number ?? `bill-${orderId}`).replace(/\//g, '-')}.pdf`);
}

export const useDownloadBill = () => useSingleFlight(useMutation({ mutationFn: downloadBill }));
