import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ContractType } from '@/lib/api-client';
import { subscriptionsQueryKey } from './get-subscriptions';

export type SubscriptionCalendar = ContractType<'subscriptions/CalendarSchema'>;
export type CalendarDay = SubscriptionCalendar['days'][number];
export type CalendarVariant = SubscriptionCalendar['variants'][number];

/** The days the shop shows: the next 30 from today. */
export const CALENDAR_DAYS = 30;

/** A subscription with its next 30 days and the names of what comes (GET /api/subscriptions/:id/calendar). */
export const getSubscriptionCalendar = (id: string) =>
  api.get(`/api/subscriptions/${encodeURIComponent(id)}/calendar?days=${CALENDAR_DAYS}`, { contract: 'subscriptions/CalendarSchema' });

export const subscriptionCalendarQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...subscriptionsQueryKey, id, 'calendar'], queryFn: () => getSubscriptionCalendar(id) });

export const useSubscriptionCalendar = (id: string) => useQuery(subscriptionCalendarQueryOptions(id));
