import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import { savePartnerSession, type Partner } from '@/lib/session';

export interface LoginInput {
  phone: string;
  password: string;
}

interface LoginResponse {
  success: boolean;
  token?: string;
  partner?: Partner;
  msg?: string;
}

/** Signs the partner in and stores the session; rejects with the server's message, if any. */
export async function login(input: LoginInput): Promise<Partner> {
  const body = await api.post<LoginResponse>('/api/delivery/login', input);
  if (!body.success || !body.token || !body.partner) throw new Error(body.msg ?? '');
  savePartnerSession(body.token, body.partner);
  return body.partner;
}

export const useLogin = ({ onSuccess }: { onSuccess?: (partner: Partner) => void } = {}) =>
  useSingleFlight(useMutation({ mutationFn: login, onSuccess }));
