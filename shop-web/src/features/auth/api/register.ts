import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, type ContractType } from '@/lib/api-client';

export type RegisterInput = ContractType<'accounts/RegisterSchema'>;

/** Creates the account and signs in at once with the session the API answers. */
export const register = (input: RegisterInput) => api.post('/api/register', input, { contract: 'accounts/SessionSchema' });

export const useRegister = () => useSingleFlight(useMutation({ mutationFn: register }));
