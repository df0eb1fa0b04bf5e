import { useState } from 'react';
import { LabelledField, LabelledInput } from '@/components/labelled-field';
import { ListPager } from '@/components/list-pager';
import { ListTable, type ListColumns } from '@/components/list-table';
import { Panel } from '@/components/panel';
import { useAudit, type AuditEntry, type AuditFilters } from '../api/get-audit';

const TARGETS = ['', 'order', 'product', 'variant', 'image', 'coupon', 'partner', 'staff', 'message'];

// Times are the store's own (Hyderabad), wherever the reader is.
const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });

const columns: ListColumns<AuditEntry> = [
  { key: 'when', header: 'When', render: (entry) => <span className="nowrap">{when(entry.at)}</span> },
  { key: 'who', header: 'Who', render: (entry) => `${entry.actor.name} (${entry.actor.role})` },
  { key: 'action', header: 'Action', render: (entry) => entry.action },
  { key: 'target', header: 'Target', render: (entry) => `${entry.target.type} ${entry.target.id ?? ''}` },
  { key: 'change', header: 'Change', render: (entry) => entry.summary },
];

/** Owners and managers: who changed what, newest first, filtered by kind of target and days. */
export function AuditPanel() {
  const [filters, setFilters] = useState<AuditFilters>({ target: '', from: '', to: '', page: 1 });
  const audit = useAudit(filters);
  const set = (change: Partial<AuditFilters>) => setFilters({ ...filters, page: 1, ...change });
  const data = audit.data;
  return (
    <Panel id="audit" title="Audit log">
      <div className="list-toolbar">
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
      <ListTable
        caption="Who changed what, newest first"
        rows={data?.entries}
        failed={audit.isError}
        noun="changes"
        empty="No change matches these filters."
        columns={columns}
      />
      {data && <ListPager label="Audit log pages" page={filters.page} totalPages={data.totalPages} onPage={(page) => setFilters({ ...filters, page })} />}
    </Panel>
  );
}
