import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import type { Session } from '@/types/api';

export interface LoginInput {
  phone: string;
  password: string;
}

export const login = (input: LoginInput) => api.post<Session>('/api/login', input);

export const useLogin = () => useSingleFlight(useMutation({ mutationFn: login }));
