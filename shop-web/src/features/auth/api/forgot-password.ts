import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const forgotPassword = (phone: string) => api.post<{ msg?: string }>('/api/forgot-password-twilio', { phone });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
