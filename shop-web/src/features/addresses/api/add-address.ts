import { api } from '@/lib/api-client';
import { useAddressListChange } from './get-addresses';

export const addAddress = (newAddress: { label: string; value: string; pincode?: string }) =>
  api.post('/api/addresses', { newAddress }, { contract: 'addresses/AddressListSchema' });

export const useAddAddress = () => useAddressListChange(addAddress);
