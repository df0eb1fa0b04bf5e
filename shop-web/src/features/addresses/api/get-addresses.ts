import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';

export const getAddresses = () => api.get('/api/addresses', { contract: 'addresses/AddressListSchema' });

export type AddressList = Awaited<ReturnType<typeof getAddresses>>;

export const addressesQueryOptions = () => queryOptions({ queryKey: ['addresses'], queryFn: getAddresses });

export const useAddresses = () => useQuery(addressesQueryOptions());

/** A change to the saved addresses: the API answers the full new list, which replaces the cached one. */
export function useAddressListChange<Variables>(mutationFn: (variables: Variables) => Promise<AddressList>) {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn,
      onSuccess: (list) => queryClient.setQueryData(addressesQueryOptions().queryKey, list),
    }),
  );
}
