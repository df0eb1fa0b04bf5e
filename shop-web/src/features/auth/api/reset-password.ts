import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';

export interface ResetPasswordInput {
  phone: string;
  otp: string;
  newPassword: string;
}

export const resetPassword = (input: ResetPasswordInput) => api.post<{ msg: string }>('/api/reset-password-twilio', input);

export const useResetPassword = () => useSingleFlight(useMutation({ mutationFn: resetPassword }));
