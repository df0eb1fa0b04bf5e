import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

/** An order SMS that could not be sent after the last retry (GET /api/admin/notifications/failed). */
export interface FailedMessage {
  id: string;
  order_id: string;
  event: string;
  audience: 'customer' | 'partner';
  to: string;
  body: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
}

export const getFailedMessages = () => api.get<FailedMessage[]>('/api/admin/notifications/failed');

export const failedMessagesQueryOptions = () =>
  queryOptions({ queryKey: [...adminDataKey, 'failed-messages'], queryFn: getFailedMessages });

export const useFailedMessages = () => useQuery(failedMessagesQueryOptions());
