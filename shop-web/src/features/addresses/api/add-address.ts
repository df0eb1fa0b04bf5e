import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import { addressesQueryOptions } from './get-addresses';

export const addAddress = (newAddress: { label: string; value: string; pincode?: string }) =>
  api.post('/api/addresses', { newAddress }, { contract: 'addresses/AddressListSchema' });

/** The API answers the full list, which replaces the cached one. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: addAddress,
      onSuccess: (list) => queryClient.setQueryData(addressesQueryOptions().queryKey, list),
    }),
  );
}
