import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, type ContractType } from '@/lib/api-client';
import { ordersQueryOptions } from '@/features/orders/api/get-orders';

export type CheckoutHandoff = ContractType<'payments/CheckoutHandoffSchema'>;
export type PaymentConfirmation = ContractType<'payments/PaymentConfirmationBodySchema'>;

const paymentPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/payment`;

/** Opens Razorpay Checkout again for an order awaiting payment; 409 once it is paid, expired or cancelled. */
export const getCheckoutHandoff = (orderId: string) => api.get(paymentPath(orderId), { contract: 'payments/CheckoutHandoffSchema' });

/** Passes on what Razorpay Checkout's success handler gave; the server checks its signature (400 when wrong). */
export const confirmPayment = ({ orderId, body }: { orderId: string; body: PaymentConfirmation }) =>
  api.post(paymentPath(orderId), body, { contract: 'orders/CustomerOrderAnswerSchema' });

/** "Pay cash instead": the order awaiting payment becomes a cash-on-delivery order. */
export const payCashInstead = (orderId: string) =>
  api.put(`/api/orders/${encodeURIComponent(orderId)}/payment-method`, { method: 'cod' }, { contract: 'orders/CustomerOrderAnswerSchema' });

/** Each of these changes an order's payment: the order list reloads afterwards, also after a refusal. */
function usePaymentMove<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useSingleFlight(useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey }) }));
}

export const useCheckoutHandoff = () => useSingleFlight(useMutation({ mutationFn: getCheckoutHandoff }));
export const useConfirmPayment = () => usePaymentMove(confirmPayment);
export const usePayCashInstead = () => usePaymentMove(payCashInstead);
