import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type Inquiry = ContractType<'inquiries/InquirySchema'>;

export const getInquiries = () => api.get('/api/admin/inquiries', { contract: 'inquiries/InquiryListSchema' });

export const inquiriesQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'inquiries'], queryFn: getInquiries });

export const useInquiries = () => useQuery(inquiriesQueryOptions());
