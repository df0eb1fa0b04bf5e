import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';

export type InquiryType = 'Vendor' | 'Franchise';

export const sendInquiry = (input: { inquiryType: InquiryType; formData: Record<string, string> }) => api.post<{ msg: string }>('/api/inquiry', input);

export const useSendInquiry = () => useSingleFlight(useMutation({ mutationFn: sendInquiry }));
