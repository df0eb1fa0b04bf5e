import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';

export const forgotPassword = (phone: string) => api.post<{ msg?: string }>('/api/forgot-password-twilio', { phone });

export const useForgotPassword = () => useSingleFlight(useMutation({ mutationFn: forgotPassword }));
