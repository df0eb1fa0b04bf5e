import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import { addressesQueryOptions } from './get-addresses';

export const deleteAddress = (id: string) => api.delete(`/api/addresses/${encodeURIComponent(id)}`, { contract: 'addresses/AddressListSchema' });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: deleteAddress,
      onSuccess: (list) => queryClient.setQueryData(addressesQueryOptions().queryKey, list),
    }),
  );
}
