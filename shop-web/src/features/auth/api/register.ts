import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import type { Session } from '@/types/api';
import { login } from './login';

export interface RegisterInput {
  name: string;
  phone: string;
  password: string;
}

/** Creates the account and signs in at once; uses the session the API answers, else logs in. */
export async function register(input: RegisterInput): Promise<Session> {
  const created = await api.post<Partial<Session> | undefined>('/api/register', input);
  if (created?.user && created.token) return { user: created.user, token: created.token };
  return login({ phone: input.phone, password: input.password });
}

export const useRegister = () => useSingleFlight(useMutation({ mutationFn: register }));
