import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type AuditEntry = ContractType<'audit/AuditEntrySchema'>;

export interface AuditFilters {
  target: string;
  from: string;
  to: string;
  page: number;
}

export const getAudit = (f: AuditFilters) => {
  const q = new URLSearchParams({ page: String(f.page) });
  if (f.target) q.set('target', f.target);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  return api.get(`/api/admin/audit?${q}`, { contract: 'audit/AuditPageSchema' });
};

export const auditQueryOptions = (f: AuditFilters) =>
  queryOptions({ queryKey: [...adminDataKey, 'audit', f], queryFn: () => getAudit(f), placeholderData: keepPreviousData });

export const useAudit = (f: AuditFilters) => useQuery(auditQueryOptions(f));
