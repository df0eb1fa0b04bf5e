import { Schema, model } from 'mongoose';
import type { AuditChange } from './changes';

/**
 * One entry of the audit log: who changed what, when, and how. Append-only: the audit module only ever inserts
 * (see service.ts); nothing in the API updates or deletes an entry.
 */
const auditSchema = new Schema(
  {
    at: { type: Date, required: true },
    actor: {
      type: new Schema({ id: String, name: String, role: String }, { _id: false }),
      required: true,
    },
    /** e.g. `product.update`, `order.assign`, `staff.create`. */
    action: { type: String, required: true },
    target: {
      type: new Schema({ type: String, id: { type: String, default: null }, label: { type: String, default: null } }, { _id: false }),
      required: true,
    },
    /** What changed, field by field (see changes.ts): data, so no name written into a target can pass for a change. */
    changes: {
      type: [new Schema({ field: String, before: Schema.Types.Mixed, after: Schema.Types.Mixed, variant: String }, { _id: false })],
      default: [],
    },
    /** Entries from before changes were kept as data carry only this text (`field: before → after; …`). */
    summary: { type: String, default: null },
  },
  { versionKey: false, collection: 'audit_log' },
);
auditSchema.index({ at: -1, _id: -1 });
auditSchema.index({ 'target.type': 1, at: -1 });
auditSchema.index({ 'actor.id': 1, at: -1 });

export interface AuditEntry {
  at: Date;
  actor: { id: string; name: string; role: string };
  action: string;
  target: { type: string; id: string | null; label: string | null };
  changes: AuditChange[];
}
export const AuditModel = model('AuditEntry', auditSchema);
