import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';

export const forgotPassword = (phone: string) => api.post('/api/forgot-password-twilio', { phone }, { contract: 'common/MessageSchema' });

export const useForgotPassword = () => useSingleFlight(useMutation({ mutationFn: forgotPassword }));
