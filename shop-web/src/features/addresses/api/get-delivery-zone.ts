import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ContractType } from '@/lib/api-client';

/** Which zone and rate an address falls in (GET /api/delivery-zone): our partners in Hyderabad, else courier. */
export type DeliveryZone = ContractType<'addresses/DeliveryZoneSchema'>;

/** A complete pincode: six digits, the first not 0 (spaces ignored). */
export const completePincode = (typed: string): string | null => {
  const pincode = typed.replace(/\s+/g, '');
  return /^[1-9]\d{5}$/.test(pincode) ? pincode : null;
};

const deliveryZoneQuery = (pincode: string) =>
  queryOptions({
    queryKey: ['delivery-zone', pincode],
    queryFn: () => api.get(`/api/delivery-zone?pincode=${encodeURIComponent(pincode)}`, { contract: 'addresses/DeliveryZoneSchema' }),
    staleTime: Infinity,
  });

/** The zone of a typed pincode, asked once it is complete. */
export function useDeliveryZone(typedPincode: string) {
  const pincode = completePincode(typedPincode);
  return useQuery({ ...deliveryZoneQuery(pincode ?? ''), enabled: pincode !== null });
}
