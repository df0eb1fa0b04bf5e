import { api, type ContractType } from '@/lib/api-client';
import { useAddressListChange } from './get-addresses';

/** An address as the form sends it: in parts with a pincode, or (older callers) in one box. */
export type NewAddress = ContractType<'addresses/CreateAddressSchema'>['newAddress'];

export const addAddress = (newAddress: NewAddress) => api.post('/api/addresses', { newAddress }, { contract: 'addresses/AddressListSchema' });

export const useAddAddress = () => useAddressListChange(addAddress);
