import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type SubscriptionLoad = ContractType<'subscriptions/SubscriptionLoadSchema'>;

/** What every subscription brings on `date` (YYYY-MM-DD), per product and per zone. */
export const getSubscriptionLoad = (date: string) =>
  api.get(`/api/admin/subscriptions/load?date=${encodeURIComponent(date)}`, { contract: 'subscriptions/SubscriptionLoadSchema' });

export const subscriptionLoadQueryOptions = (date: string) =>
  queryOptions({ queryKey: [...adminDataKey, 'subscription-load', date], queryFn: () => getSubscriptionLoad(date), placeholderData: keepPreviousData });

export const useSubscriptionLoad = (date: string) => useQuery(subscriptionLoadQueryOptions(date));
