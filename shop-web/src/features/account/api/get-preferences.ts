import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ContractType } from '@/lib/api-client';

/** The customer's message settings (GET /api/me/preferences). */
export type Preferences = ContractType<'accounts/PreferencesSchema'>;

export const preferencesQueryKey = ['preferences'] as const;

export const getPreferences = () => api.get('/api/me/preferences', { contract: 'accounts/PreferencesSchema' });

export const preferencesQueryOptions = () => queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences });

export const usePreferences = () => useQuery(preferencesQueryOptions());
