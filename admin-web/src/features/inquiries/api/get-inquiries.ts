import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

export interface Inquiry {
  id: string;
  inquiry_type: 'Vendor' | 'Franchise';
  /** The form's fields as sent (vendor and franchise inquiry fields). */
  form_data: Record<string, string | undefined>;
  created_at: string;
}

export const getInquiries = () => api.get<Inquiry[]>('/api/admin/inquiries');

export const inquiriesQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'inquiries'], queryFn: getInquiries });

export const useInquiries = () => useQuery(inquiriesQueryOptions());
