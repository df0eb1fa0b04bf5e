import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, type ContractType } from '@/lib/api-client';

export type LoginInput = ContractType<'accounts/LoginSchema'>;

export const login = (input: LoginInput) => api.post('/api/login', input, { contract: 'accounts/SessionSchema' });

export const useLogin = () => useSingleFlight(useMutation({ mutationFn: login }));
