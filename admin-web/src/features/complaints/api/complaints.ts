import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { adminDataKey, useReloadAdminData } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type AdminComplaint = ContractType<'complaints/AdminComplaintSchema'>;
export type ComplaintDecision = ContractType<'complaints/ComplaintDecisionBodySchema'>;

export const complaintsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminDataKey, 'complaints'],
    queryFn: () => api.get('/api/admin/complaints', { contract: 'complaints/AdminComplaintListSchema' }),
  });

/** The queue: open complaints first, then the latest decided ones (read only by staff who may decide them). */
export const useComplaints = (enabled: boolean) => useQuery({ ...complaintsQueryOptions(), enabled });

/** Approves or declines one complaint; every list reloads after (an approval may add a replacement order). */
export function useDecideComplaint() {
  const reload = useReloadAdminData();
  return useSingleFlight(
    useMutation({
      mutationFn: ({ id, decision }: { id: string; decision: ComplaintDecision }) =>
        api.put(`/api/admin/complaints/${encodeURIComponent(id)}`, decision, { contract: 'complaints/AdminComplaintSchema' }),
      onSettled: reload,
    }),
  );
}
