import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCreditQueryKey } from '@/features/account/api/get-store-credit';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, type ContractType } from '@/lib/api-client';

export interface PlaceOrderInput {
  body: ContractType<'orders/CreateOrderBodySchema'>;
  /** One per checkout attempt: a retried submission returns the first order instead of a second one. */
  idempotencyKey: string;
}

export const placeOrder = ({ body, idempotencyKey }: PlaceOrderInput) =>
  api.post('/api/orders', body, { headers: { 'Idempotency-Key': idempotencyKey }, contract: 'orders/CreatedOrderSchema' });

/** An order placed with store credit spent it: Account reads the balance again. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useSingleFlight(useMutation({ mutationFn: placeOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: storeCreditQueryKey }) }));
}
