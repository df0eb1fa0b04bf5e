import { api } from '@/lib/api-client';
import { useAddressListChange } from './get-addresses';

export const deleteAddress = (id: string) => api.delete(`/api/addresses/${encodeURIComponent(id)}`, { contract: 'addresses/AddressListSchema' });

export const useDeleteAddress = () => useAddressListChange(deleteAddress);
