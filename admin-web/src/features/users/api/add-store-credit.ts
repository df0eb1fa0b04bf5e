import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type GoodwillBody = ContractType<'store-credit/GoodwillBodySchema'>;

/** Adds goodwill store credit to a customer; the key makes a retry of the same dialog add it once. */
export const addStoreCredit = ({ userId, idempotencyKey, ...body }: GoodwillBody & { userId: string; idempotencyKey: string }) =>
  api.post(`/api/admin/customers/${encodeURIComponent(userId)}/store-credit`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    contract: 'store-credit/GoodwillAnswerSchema',
  });

/** The customer list reloads after, so the new balance shows. */
export function useAddStoreCredit() {
  const reload = useReloadAdminData();
  return useSingleFlight(useMutation({ mutationFn: addStoreCredit, onSuccess: reload }));
}
