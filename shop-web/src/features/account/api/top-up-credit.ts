import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, type ContractType } from '@/lib/api-client';
import { storeCreditQueryOptions } from './get-store-credit';

export type TopUp = ContractType<'store-credit/TopUpSchema'>;
export type PaymentConfirmation = ContractType<'payments/PaymentConfirmationBodySchema'>;

/** Starts a top-up of ₹500, ₹1,000 or ₹2,000: the top-up and what opens Razorpay Checkout for it. */
export const startTopUp = ({ amount, idempotencyKey }: { amount: number; idempotencyKey: string }) =>
  api.post('/api/me/store-credit/top-ups', { amount }, { headers: { 'Idempotency-Key': idempotencyKey }, contract: 'store-credit/TopUpSchema' });

/** Passes on what Checkout's success handler gave; the server checks its signature and adds the credit once. */
export const confirmTopUp = ({ topUpId, body }: { topUpId: string; body: PaymentConfirmation }) =>
  api.post(`/api/me/store-credit/top-ups/${encodeURIComponent(topUpId)}/verify`, body, { contract: 'store-credit/TopUpPaidSchema' });

export const useStartTopUp = () => useSingleFlight(useMutation({ mutationFn: startTopUp }));

/** The balance reloads afterwards, also after a refusal (the webhook may have added the credit meanwhile). */
export function useConfirmTopUp() {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({ mutationFn: confirmTopUp, onSettled: () => queryClient.invalidateQueries({ queryKey: storeCreditQueryOptions().queryKey }) }),
  );
}
