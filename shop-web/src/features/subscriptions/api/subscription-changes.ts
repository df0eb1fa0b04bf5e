import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, type ContractType } from '@/lib/api-client';
import { subscriptionsQueryKey } from './get-subscriptions';

type CreateBody = ContractType<'subscriptions/CreateSubscriptionSchema'>;
type UpdateBody = ContractType<'subscriptions/UpdateSubscriptionSchema'>;
export type DayChange = ContractType<'subscriptions/DayChangeSchema'>;

const path = (id: string) => `/api/subscriptions/${encodeURIComponent(id)}`;
const contract = 'subscriptions/SubscriptionSchema' as const;

export const createSubscription = (body: CreateBody) => api.post('/api/subscriptions', body, { contract });

export const updateSubscription = ({ id, body }: { id: string; body: UpdateBody }) => api.put(path(id), body, { contract });

/** Skip a day or bring it back, one item's quantity that day, or the products added to that day. */
export const changeDay = ({ id, date, change }: { id: string; date: string; change: DayChange }) => api.put(`${path(id)}/days/${date}`, change, { contract });

export const pauseSubscription = ({ id, from, to }: { id: string; from: string; to: string }) => api.post(`${path(id)}/pause`, { from, to }, { contract });

export const resumeSubscription = (id: string) => api.post(`${path(id)}/resume`, {}, { contract });

export const cancelSubscription = (id: string) => api.delete(path(id), { contract });

/**
 * A change to a subscription, one request at a time; afterwards (done or refused: a refusal may mean it changed
 * meanwhile) the list and every calendar are read again.
 */
export function useSubscriptionChange<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn,
      onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
    }),
  );
}
