import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@farm-store/contracts/subscriptions';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';
import type { ListSearch } from '@/lib/list-search';

export type SubscriptionPage = ContractType<'subscriptions/AdminSubscriptionPageSchema'>;
export type AdminSubscription = SubscriptionPage['items'][number];
export type SubscriptionSearch = ListSearch & { status: SubscriptionStatus | '' };

/** One page of every customer's subscriptions, newest first, searched by the customer's name or phone on the server. */
export function getSubscriptions({ q, page, status }: SubscriptionSearch) {
  const query = new URLSearchParams({ page: String(page) });
  if (q) query.set('q', q);
  if (status) query.set('status', status);
  return api.get(`/api/admin/subscriptions?${query}`, { contract: 'subscriptions/AdminSubscriptionPageSchema' });
}

/** Keyed under the dashboard's data, so a pause or a refresh reloads it; the previous page stays up while the next loads. */
export const subscriptionsQueryOptions = (search: SubscriptionSearch) =>
  queryOptions({ queryKey: [...adminDataKey, 'subscriptions', search], queryFn: () => getSubscriptions(search), placeholderData: keepPreviousData });

export const useSubscriptions = (search: SubscriptionSearch) => useQuery(subscriptionsQueryOptions(search));
