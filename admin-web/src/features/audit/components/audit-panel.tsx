import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { ListPager } from '@/components/list-pager';
import { useAudit, type AuditFilters } from '../api/get-audit';
import { LabelledField, LabelledInput } from '@/components/labelled-field';

const TARGETS = ['', 'order', 'product', 'variant', 'image', 'coupon', 'partner', 'staff', 'message'];

/** Owners and managers: who changed what, newest first, filtered by kind of target and days. */
export function AuditPanel() {
  const [filters, setFilters] = useState<AuditFilters>({ target: '', from: '', to: '', page: 1 });
  const audit = useAudit(filters);
  const set = (change: Partial<AuditFilters>) => setFilters({ ...filters, page: 1, ...change });
  const data = audit.data;
  return (
    <section aria-label="Audit log">
      <div className="panel__toolbar">
        <LabelledField label="What">
          <select value={filters.target} onChange={(e) => set({ target: e.target.value })}>
            {TARGETS.map((t) => (
              <option key={t} value={t}>
                {t || 'everything'}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledInput label="From" type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
        <LabelledInput label="To" type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
      </div>
      {audit.isError && <p role="alert">{errorMessage(audit.error, 'Failed to load the audit log.')}</p>}
      <table className="table">
        <thead>
          <tr>
            <th>When</th>
            <th>Who</th>
            <th>Action</th>
            <th>Target</th>
            <th>Change</th>
          </tr>
        </thead>
        <tbody>
          {(data?.entries ?? []).map((e) => (
            <tr key={e.id}>
              <td>{new Date(e.at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}</td>
              <td>
                {e.actor.name} ({e.actor.role})
              </td>
              <td>{e.action}</td>
              <td>
                {e.target.type} {e.target.id ?? ''}
              </td>
              <td>{e.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && <ListPager label="Audit log pages" page={filters.page} totalPages={data.totalPages} onPage={(page) => setFilters({ ...filters, page })} />}
    </section>
  );
}
