import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

/** An order SMS that could not be sent after the last retry (GET /api/admin/notifications/failed). */
export type FailedMessage = ContractType<'notifications/FailedMessageSchema'>;

export const getFailedMessages = () => api.get('/api/admin/notifications/failed', { contract: 'notifications/FailedMessageListSchema' });

export const failedMessagesQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'failed-messages'], queryFn: getFailedMessages });

export const useFailedMessages = () => useQuery(failedMessagesQueryOptions());
