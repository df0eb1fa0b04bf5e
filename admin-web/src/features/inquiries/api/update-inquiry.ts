import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

/** Marks an inquiry handled (with staff's note) or back to waiting; a note left out is kept. */
export const updateInquiry = ({ id, handled, note }: { id: string; handled: boolean; note?: string }) =>
  api.put(`/api/admin/inquiries/${encodeURIComponent(id)}`, note === undefined ? { handled } : { handled, note }, { contract: 'inquiries/InquirySchema' });

export function useUpdateInquiry() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: updateInquiry, onSuccess: reload }));
}
