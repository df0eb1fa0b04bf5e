import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ContractType } from '@/lib/api-client';

/** The customer's store credit: balance and entries, newest first (GET /api/me/store-credit). */
export type StoreCredit = ContractType<'store-credit/StoreCreditSchema'>;

export const storeCreditQueryKey = ['store-credit'] as const;

export const getStoreCredit = () => api.get('/api/me/store-credit', { contract: 'store-credit/StoreCreditSchema' });

export const storeCreditQueryOptions = () => queryOptions({ queryKey: storeCreditQueryKey, queryFn: getStoreCredit });

export const useStoreCredit = () => useQuery(storeCreditQueryOptions());
