import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, type ContractType } from '@/lib/api-client';

export type RegisterInput = ContractType<'accounts/RegisterSchema'>;

/** Starts a sign-up: the API texts a 6-digit code to the phone (no account yet; see verify-sign-up.ts). */
export const register = (input: RegisterInput) => api.post('/api/register', input, { contract: 'accounts/SignUpStartedSchema' });

export const useRegister = () => useSingleFlight(useMutation({ mutationFn: register }));
