import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Address } from '@/types/api';

export const getAddresses = () => api.get<Address[]>('/api/addresses');

export const addressesQueryOptions = () => queryOptions({ queryKey: ['addresses'], queryFn: getAddresses });

export const useAddresses = () => useQuery(addressesQueryOptions());
