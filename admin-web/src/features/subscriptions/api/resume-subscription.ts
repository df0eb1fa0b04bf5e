import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

/** Resumes a customer's subscription on their behalf: every pause of the days still open ends. */
export const resumeSubscription = ({ id }: { id: string }) =>
  api.post(`/api/admin/subscriptions/${encodeURIComponent(id)}/resume`, {}, { contract: 'subscriptions/SubscriptionSchema' });

export function useResumeSubscription() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: resumeSubscription, onSuccess: reload }));
}
