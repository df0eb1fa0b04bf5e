import type { QueryFilter } from 'mongoose';
import { BadRequestError } from '../../lib/errors';
import type { Static } from 'typebox';
import type { AuditEntrySchema, AuditField, AuditValue } from '@farm-store/contracts/audit';
import { AuditModel, type AuditEntry } from './model';

export type AuditEntryView = Static<typeof AuditEntrySchema>;

/** Who made a change: the staff member or partner, as the entry names them. */
export type AuditActor = AuditEntry['actor'];

/**
 * Appends one entry. The only write the audit log has: routes declare `config: audited(action, target)` and the
 * audit plugin calls this for every successful call; a service whose change no route describes calls it itself.
 */
export async function recordAudit(entry: Omit<AuditEntry, 'at'> & { at?: Date }): Promise<void> {
  await AuditModel.create({ ...entry, at: entry.at ?? new Date() });
}

export const AUDIT_PAGE_SIZE = 50;

/** A day in Hyderabad (YYYY-MM-DD) or an ISO moment; `end` makes a bare day inclusive. */
function moment(value: string, end: boolean): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const at = new Date(day ? `${value}T${end ? '23:59:59.999' : '00:00:00.000'}+05:30` : value);
  if (Number.isNaN(at.getTime())) throw new BadRequestError(`"${value}" is not a date (use YYYY-MM-DD).`);
  return at;
}

/** Newest first, 50 a page, filtered by target type (and id), actor id and a date range. */
export async function listAudit(query: { target?: string; targetId?: string; actor?: string; from?: string; to?: string; page?: number }) {
  const filter: QueryFilter<AuditEntry> = {};
  if (query.target) filter['target.type'] = query.target;
  if (query.targetId) filter['target.id'] = query.targetId;
  if (query.actor) filter['actor.id'] = query.actor;
  if (query.from || query.to) {
    filter.at = {
      ...(query.from ? { $gte: moment(query.from, false) } : {}),
      ...(query.to ? { $lte: moment(query.to, true) } : {}),
    };
  }
  const page = query.page ?? 1;
  const [docs, total] = await Promise.all([
    AuditModel.find(filter)
      .sort({ at: -1, _id: -1 })
      .skip((page - 1) * AUDIT_PAGE_SIZE)
      .limit(AUDIT_PAGE_SIZE)
      .lean(),
    AuditModel.countDocuments(filter),
  ]);
  const entries: AuditEntryView[] = docs.map((d) => ({
    id: d._id.toString(),
    at: d.at.toISOString(),
    actor: { id: d.actor.id ?? '', name: d.actor.name ?? '', role: d.actor.role ?? '' },
    action: d.action,
    target: { type: d.target.type ?? '', id: d.target.id ?? null, label: d.target.label ?? null },
    changes: (d.changes ?? []).map((c) => ({
      field: c.field as AuditField,
      // Mixed in the schema (any): what recordAudit stored, an AuditValue.
      before: (c.before as AuditValue | undefined) ?? null,
      after: (c.after as AuditValue | undefined) ?? null,
      ...(c.variant == null ? {} : { variant: c.variant }),
    })),
    summary: d.summary ?? null,
  }));
  return { entries, total, page, totalPages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}
