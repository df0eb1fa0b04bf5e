import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ContractType } from '@/lib/api-client';

export type SubscriptionOptions = ContractType<'subscriptions/SubscriptionOptionsSchema'>;

/** The store's morning slots, the cut-off and the first day a new subscription can start. */
export const getSubscriptionOptions = () => api.get('/api/subscriptions/options', { contract: 'subscriptions/SubscriptionOptionsSchema' });

export const subscriptionOptionsQueryOptions = () => queryOptions({ queryKey: ['subscription-options'], queryFn: getSubscriptionOptions });

export const useSubscriptionOptions = () => useQuery(subscriptionOptionsQueryOptions());
