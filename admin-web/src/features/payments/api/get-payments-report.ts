import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';
import type { Period } from '@/lib/period';

export type PaymentsReport = ContractType<'payments/PaymentsReportSchema'>;
export type PaymentRow = ContractType<'payments/PaymentRowSchema'>;
export type Mismatch = ContractType<'payments/MismatchSchema'>;
export type Settlement = ContractType<'payments/SettlementSchema'>;

/** The longest range the API reports on. */
export const MAX_REPORT_DAYS = 92;

const rangeQuery = ({ from, to }: Period) => new URLSearchParams({ from, to });

/** The money of a range of Hyderabad days: totals, every payment and refund, settlements, and what does not match. */
export const getPaymentsReport = (range: Period) => api.get(`/api/admin/payments?${rangeQuery(range)}`, { contract: 'payments/PaymentsReportSchema' });

/** `range` is null while the dates chosen are not a range the API takes: nothing is asked for then. */
export const usePaymentsReport = (range: Period | null) =>
  useQuery({
    queryKey: [...adminDataKey, 'payments', range],
    queryFn: () => getPaymentsReport(range!),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

/** The same range as a CSV file's text, fetched with the admin's session. */
export const exportPayments = (range: Period) => api.get<string>(`/api/admin/payments/export?${rangeQuery(range)}`);

export const useExportPayments = () => useSingleFlight(useMutation({ mutationFn: exportPayments }));
