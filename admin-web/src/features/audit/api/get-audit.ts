import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

export interface AuditEntry {
  id: string;
  at: string;
  actor: { id: string; name: string; role: string };
  action: string;
  target: { type: string; id: string | null };
  summary: string;
}

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
  return api.get<{ entries: AuditEntry[]; total: number; page: number; totalPages: number }>(`/api/admin/audit?${q}`);
};

export const auditQueryOptions = (f: AuditFilters) =>
  queryOptions({ queryKey: [...adminDataKey, 'audit', f], queryFn: () => getAudit(f), placeholderData: keepPreviousData });

export const useAudit = (f: AuditFilters) => useQuery(auditQueryOptions(f));
