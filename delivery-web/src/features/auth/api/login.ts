import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, type ContractType } from '@/lib/api-client';
import { savePartnerSession, type Partner } from '@/lib/session';

export type LoginInput = ContractType<'partners/PartnerLoginSchema'>;

/** Signs the partner in and stores the session; rejects with the server's message, if any. */
export async function login(input: LoginInput): Promise<Partner> {
  const body = await api.post('/api/delivery/login', input, { contract: 'partners/PartnerSessionSchema' });
  savePartnerSession(body.token, body.partner);
  return body.partner;
}

export const useLogin = ({ onSuccess }: { onSuccess?: (partner: Partner) => void } = {}) => useSingleFlight(useMutation({ mutationFn: login, onSuccess }));
