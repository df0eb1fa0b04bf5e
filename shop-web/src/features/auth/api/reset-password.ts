import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ResetPasswordInput {
  phone: string;
  otp: string;
  newPassword: string;
}

export const resetPassword = (input: ResetPasswordInput) => api.post<{ msg: string }>('/api/reset-password-twilio', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
