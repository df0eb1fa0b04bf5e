import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

/** Queues a failed SMS again with a fresh set of tries. */
export const retryMessage = (id: string) => api.post<{ msg: string }>(`/api/admin/notifications/${encodeURIComponent(id)}/retry`, {});

export function useRetryMessage() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: retryMessage, onSettled: reload }));
}
