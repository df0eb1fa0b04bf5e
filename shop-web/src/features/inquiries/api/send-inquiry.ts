import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import type { InquiryType } from '@farm-store/contracts/enums';
import { api } from '@/lib/api-client';

export type { InquiryType };

// The form's fields as typed; the API says which a type requires, naming the field.
export const sendInquiry = (input: { inquiryType: InquiryType; formData: Record<string, string> }) =>
  api.post('/api/inquiry', input, { contract: 'common/MessageSchema' });

export const useSendInquiry = () => useSingleFlight(useMutation({ mutationFn: sendInquiry }));
