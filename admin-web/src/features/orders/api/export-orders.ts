import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import type { DeliveryStatus } from './get-orders';

export interface ExportRange {
  /** YYYY-MM-DD, inclusive; '' = no bound. */
  from: string;
  to: string;
  status: DeliveryStatus | '';
}

/** The orders as CSV text, fetched with the admin's session (a bare link would carry no token). */
export function exportOrders({ from, to, status }: ExportRange) {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  if (status) query.set('status', status);
  return api.get<string>(`/api/admin/orders/export?${query}`);
}

export const useExportOrders = () => useSingleFlight(useMutation({ mutationFn: exportOrders }));
