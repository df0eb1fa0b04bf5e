import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';

/** bills: every bill and credit note, a row per rate; hsn: the HSN summary; b2c: totals by place of supply and rate. */
export type GstTable = 'bills' | 'hsn' | 'b2c';

export interface GstExport {
  /** YYYY-MM, a Hyderabad month. */
  month: string;
  table: GstTable;
}

/** A month's table for the GST return as CSV text, fetched with the admin's session. */
export const exportGst = ({ month, table }: GstExport) => api.get<string>(`/api/admin/gst/export?${new URLSearchParams({ month, table })}`);

export const useExportGst = () => useSingleFlight(useMutation({ mutationFn: exportGst }));
