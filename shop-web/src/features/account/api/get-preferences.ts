import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The customer's message settings (GET /api/me/preferences). */
export interface Preferences {
  /** SMS about orders; password-reset codes are sent regardless. */
  orderMessages: boolean;
  /** Their language; null: the shop's language when the order is placed. */
  language: 'en' | 'te' | null;
}

export const preferencesQueryKey = ['preferences'] as const;

export const getPreferences = () => api.get<Preferences>('/api/me/preferences');

export const preferencesQueryOptions = () => queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences });

export const usePreferences = () => useQuery(preferencesQueryOptions());
