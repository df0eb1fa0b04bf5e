import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAddresses = () => api.get('/api/addresses', { contract: 'addresses/AddressListSchema' });

export const addressesQueryOptions = () => queryOptions({ queryKey: ['addresses'], queryFn: getAddresses });

export const useAddresses = () => useQuery(addressesQueryOptions());
