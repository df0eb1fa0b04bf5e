import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

/** Pauses a customer's subscription on their behalf, `from` to `to` (both included). */
export const pauseSubscription = ({ id, from, to }: { id: string; from: string; to: string }) =>
  api.post(`/api/admin/subscriptions/${encodeURIComponent(id)}/pause`, { from, to }, { contract: 'subscriptions/SubscriptionSchema' });

/** The list and the load reload after, so the pause and the day's units show. */
export function usePauseSubscription() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: pauseSubscription, onSuccess: reload }));
}
