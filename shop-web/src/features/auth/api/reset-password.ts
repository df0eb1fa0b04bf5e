import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, type ContractType } from '@/lib/api-client';

export type ResetPasswordInput = ContractType<'accounts/ResetPasswordSchema'>;

export const resetPassword = (input: ResetPasswordInput) => api.post('/api/reset-password-twilio', input, { contract: 'common/MessageSchema' });

export const useResetPassword = () => useSingleFlight(useMutation({ mutationFn: resetPassword }));
