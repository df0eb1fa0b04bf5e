import type { Model } from 'mongoose';
import { isValidObjectId, Types } from 'mongoose';
import type { AuditTarget } from '@farm-store/contracts/enums';
import type { AuditField, AuditValue } from '@farm-store/contracts/audit';
import type { Snapshot, SnapshotFields } from './changes';

/**
 * How the audit log reads a target as stored now, just before and just after a mutation (see plugin.ts): the fields
 * a change is told by, and the target's name as a label of its own. Never secrets (no password hashes), never a
 * customer's contact details. Each domain describes its own targets (e.g. catalogue/audit-targets.ts) and app.ts
 * hands them to the audit plugin, so the audit module reads no other domain's documents.
 */
export type SnapshotReader = (id: string) => Promise<Snapshot | null>;

/** A reader for every kind of target; null for targets whose action and id say it all (pictures, order messages). */
export type AuditTargetReaders = Record<AuditTarget, SnapshotReader | null>;

type Doc = Record<string, unknown>;

/** A stored value as the audit log keeps it: dates as ISO strings, ids as strings, missing as null. */
function value(v: unknown): AuditValue {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Types.ObjectId) return v.toHexString();
  return JSON.stringify(v);
}

export const pickFields = (doc: Doc, fields: readonly AuditField[]): SnapshotFields => Object.fromEntries(fields.map((f) => [f, value(doc[f])]));

export const projection = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, 1]));

/** A label read from a field: a non-empty string, else null. */
export const labelText = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** A reader that answers null for a malformed id (a created target not answered yet, a bad id) without a read. */
export const snapshotReader =
  (read: SnapshotReader): SnapshotReader =>
  async (id) =>
    isValidObjectId(id) ? read(id) : null;

/** A target with plain fields: read them, and its label from one of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- models of different documents, read as plain records
export function plainSnapshot(model: Model<any>, fields: readonly AuditField[], label: (doc: Doc) => string | null): SnapshotReader {
  return snapshotReader(async (id) => {
    const doc = await model.findById(id, projection(fields)).lean<Doc>();
    return doc ? { label: label(doc), fields: pickFields(doc, fields) } : null;
  });
}
