import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';

/** The API's limit on a photo taken at the door. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** A photo at the door for a customer who cannot show the code: a manager looks at it and may approve the delivery. */
export function sendHandoverPhoto({ orderId, photo }: { orderId: string; photo: File }) {
  const form = new FormData();
  form.append('photo', photo);
  return api.post(`/api/delivery/orders/${encodeURIComponent(orderId)}/handover-photo`, form, { contract: 'delivery/PartnerOrderSchema' });
}

export function useSendHandoverPhoto() {
  const queryClient = useQueryClient();
  return useSingleFlight(useMutation({ mutationFn: sendHandoverPhoto, onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }) }));
}
