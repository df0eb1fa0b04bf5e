import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

/** Queues a failed SMS again with a fresh set of tries. */
export const retryMessage = (id: string) => api.post(`/api/admin/notifications/${encodeURIComponent(id)}/retry`, {}, { contract: 'common/MessageSchema' });

export function useRetryMessage() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: retryMessage, onSettled: reload }));
}
