import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, type ContractType } from '@/lib/api-client';

export type UpiQr = ContractType<'payments/UpiQrSchema'>;

/** How often an open QR code's order is read again, for when the live stream misses the payment. */
export const UPI_POLL_MS = 4000;

/** A UPI QR code for the amount due of a cash order Out for Delivery, for the customer to scan at the door. */
export const createUpiQr = (orderId: string) =>
  api.post(`/api/delivery/orders/${encodeURIComponent(orderId)}/upi-qr`, undefined, { contract: 'payments/UpiQrSchema' });

export const useCreateUpiQr = () => useSingleFlight(useMutation({ mutationFn: createUpiQr }));
