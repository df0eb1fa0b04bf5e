import { request, type ContractType } from '@/lib/api-client';
import { useAddressListChange } from './get-addresses';

type Completion = ContractType<'addresses/CompleteAddressSchema'>;

/** Adds the pincode an old address was saved without, so the store can place it (PATCH /api/addresses/:id). */
export const completeAddress = ({ id, ...completion }: Completion & { id: string }) =>
  request<ContractType<'addresses/AddressListSchema'>>(`/api/addresses/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: completion,
    contract: 'addresses/AddressListSchema',
  });

export const useCompleteAddress = () => useAddressListChange(completeAddress);
