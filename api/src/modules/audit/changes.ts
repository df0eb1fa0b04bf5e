import type { AuditField, AuditValue } from '@farm-store/contracts/audit';

export type SnapshotFields = Partial<Record<AuditField, AuditValue>>;

/** A target as the audit log sees it at one moment (read by its domain's audit-targets.ts: see targets.ts). */
export interface Snapshot {
  /** The target's name, kept apart from the changes: shown as a name, never read as one of them. */
  label: string | null;
  fields: SnapshotFields;
  /** A product's variants (or the one variant of a variant target), by id. */
  variants?: Record<string, SnapshotFields>;
}

export interface AuditChange {
  field: AuditField;
  before: AuditValue;
  after: AuditValue;
  variant?: string;
}

/** The fields whose values differ; a side that is absent (created, deleted) counts as all nulls. */
function fieldChanges(before: SnapshotFields | undefined, after: SnapshotFields | undefined, variant?: string): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})] as AuditField[]);
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (was !== now) changes.push({ field, before: was, after: now, ...(variant === undefined ? {} : { variant }) });
  }
  return changes;
}

/**
 * Pure: what changed between two snapshots, field by field, for the target and each of its variants (a variant
 * is named by its label after the change, or before it when it was deleted). A create lists every field that has
 * a value (before: null), a delete every field it had (after: null); a repeated click lists nothing.
 */
export function changesBetween(before: Snapshot | null, after: Snapshot | null): AuditChange[] {
  const changes = fieldChanges(before?.fields, after?.fields);
  const was = before?.variants ?? {};
  const now = after?.variants ?? {};
  for (const id of new Set([...Object.keys(was), ...Object.keys(now)])) {
    const name = String(now[id]?.label ?? was[id]?.label ?? '');
    changes.push(...fieldChanges(was[id], now[id], name));
  }
  return changes;
}
