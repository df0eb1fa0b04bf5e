import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ContractType } from '@/lib/api-client';

export type Subscription = ContractType<'subscriptions/SubscriptionSchema'>;

/** Every subscription read (the list, each calendar) sits under this key, so a change refreshes them all. */
export const subscriptionsQueryKey = ['subscriptions'] as const;

/** The customer's subscriptions, newest first, cancelled ones included (GET /api/subscriptions). */
export const getSubscriptions = () => api.get('/api/subscriptions', { contract: 'subscriptions/SubscriptionListSchema' });

export const subscriptionsQueryOptions = () => queryOptions({ queryKey: subscriptionsQueryKey, queryFn: getSubscriptions });

export const useSubscriptions = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...subscriptionsQueryOptions(), enabled });
