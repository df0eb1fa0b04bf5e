import { useState } from 'react';
import { LabelledField, LabelledInput } from '@/components/labelled-field';
import { ListPager } from '@/components/list-pager';
import { ListTable, type ListColumns } from '@/components/list-table';
import { Panel } from '@/components/panel';
import { useAudit, type AuditEntry, type AuditFilters } from '../api/get-audit';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { actionLabel, changeLines, humanise, olderSummary, storeTime } from '../utils/audit-changes';
import './audit.css';

const TARGETS = [
  '',
  'order',
  'product',
  'variant',
  'image',
  'coupon',
  'partner',
  'staff',
  'message',
  'slot',
  'inquiry',
  'store_credit',
  'complaint',
  'subscription',
];

const columns: ListColumns<AuditEntry> = [
  { key: 'when', header: 'When', render: (entry) => <span className="nowrap">{storeTime(entry.at)}</span> },
  { key: 'who', header: 'Who', render: (entry) => `${entry.actor.name} (${humanise(entry.actor.role)})` },
  { key: 'action', header: 'Action', render: (entry) => actionLabel(entry.action) },
  { key: 'target', header: 'Target', render: (entry) => <AuditTarget entry={entry} /> },
  { key: 'change', header: 'Change', render: (entry) => <AuditChanges entry={entry} /> },
];

/**
 * The kind of target, then its name (as it was then) in an element of its own; an order without one by its short
 * number (#E1F0A9B8). Database ids are never shown.
 */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { type, label, id } = entry.target;
  return (
    <>
      {humanise(type)}{' '}
      {label !== null ? <q className="audit-name">{label}</q> : type === 'order' && id ? <span className="nowrap">#{shortOrderId(id)}</span> : null}
    </>
  );
}

/** The changes as a list made from the entry's data; an entry from before that keeps its text, marked as such. */
function AuditChanges({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry);
  if (lines.length === 0) {
    if (entry.summary) return <span>Older entry: {olderSummary(entry)}</span>;
    return entry.action.endsWith('.update') ? <span>Saved without changes</span> : null;
  }
  return (
    <ul className="audit-changes">
      {lines.map((line) => (
        <li key={line.key}>
          {line.variant !== null && (
            <>
              <q className="audit-name">{line.variant}</q>{' '}
            </>
          )}
          <span>{line.field}</span>:{' '}
          {line.before !== null && line.after !== null ? (
            <>
              {line.before} → {line.after}
            </>
          ) : line.after !== null ? (
            line.after
          ) : (
            <>was {line.before}</>
          )}
        </li>
      ))}
    </ul>
  );
}

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
                {t ? humanise(t) : 'Everything'}
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
