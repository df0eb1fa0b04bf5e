import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, type ContractType } from '@/lib/api-client';
import { subscriptionsQueryKey } from './get-subscriptions';

export type SubscriptionBalance = ContractType<'subscriptions/SubscriptionBalanceSchema'>;

/**
 * Whether the store credit covers the next 3 delivery days, and the days skipped for want of it
 * (GET /api/subscriptions/balance). A store without that read answers 404: then there is nothing to say (null).
 */
export async function getSubscriptionBalance(): Promise<SubscriptionBalance | null> {
  try {
    return await api.get('/api/subscriptions/balance', { contract: 'subscriptions/SubscriptionBalanceSchema' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const subscriptionBalanceQueryOptions = () => queryOptions({ queryKey: [...subscriptionsQueryKey, 'balance'], queryFn: getSubscriptionBalance });

export const useSubscriptionBalance = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...subscriptionBalanceQueryOptions(), enabled });
