import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, type ContractType } from '@/lib/api-client';

export type VerifySignUpInput = ContractType<'accounts/RegisterVerifySchema'>;

/** Confirms the sign-up with the code from the SMS: the account is made and signed in at once with the session answered. */
export const verifySignUp = (input: VerifySignUpInput) => api.post('/api/register/verify', input, { contract: 'accounts/SessionSchema' });

export const useVerifySignUp = () => useSingleFlight(useMutation({ mutationFn: verifySignUp }));
