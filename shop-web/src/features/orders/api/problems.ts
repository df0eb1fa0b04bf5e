import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, type ContractType } from '@/lib/api-client';

export type OrderProblems = ContractType<'complaints/OrderProblemsSchema'>;
export type Complaint = ContractType<'complaints/ComplaintSchema'>;
export type ComplaintReason = Complaint['reason'];

const problemsPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/problems`;

export const problemsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['orders', orderId, 'problems'], queryFn: () => api.get(problemsPath(orderId), { contract: 'complaints/OrderProblemsSchema' }) });

/** A delivered order's complaints and whether another can be reported (read while the order is open). */
export const useOrderProblems = (orderId: string) => useQuery(problemsQueryOptions(orderId));

export interface ProblemReport {
  items: Array<{ variantId: string; quantity: number }>;
  reason: ComplaintReason;
  note: string;
  photos: Blob[];
}

/** Sends the report as one multipart form; the order's complaints reload afterwards, also after a refusal. */
export function useReportProblem(orderId: string) {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: (report: ProblemReport) => {
        const form = new FormData();
        form.append('items', JSON.stringify(report.items));
        form.append('reason', report.reason);
        form.append('note', report.note);
        report.photos.forEach((photo, i) => form.append('photos', photo, `photo-${i + 1}.jpg`));
        return api.post(problemsPath(orderId), form, { contract: 'complaints/ComplaintSchema' });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: problemsQueryOptions(orderId).queryKey }),
    }),
  );
}
