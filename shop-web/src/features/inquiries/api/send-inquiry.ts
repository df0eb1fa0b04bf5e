import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import type { InquiryType } from '@farm-store/contracts/enums';
import { api, type ContractType } from '@/lib/api-client';

export type { InquiryType };

/** What the shop sends: one inquiry type's form, its fields as typed (the API says which a type requires). */
export type InquiryBody = ContractType<'inquiries/CreateInquirySchema'>;

/** The name of a field of any inquiry form, as the API reads it. */
export type InquiryFieldName = InquiryBody extends infer Body ? (Body extends { formData: infer Form } ? keyof Form & string : never) : never;

export const sendInquiry = (input: InquiryBody) => api.post('/api/inquiry', input, { contract: 'common/MessageSchema' });

export const useSendInquiry = () => useSingleFlight(useMutation({ mutationFn: sendInquiry }));
