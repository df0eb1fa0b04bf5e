import { Schema, model } from 'mongoose';

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
      type: new Schema({ type: String, id: { type: String, default: null } }, { _id: false }),
      required: true,
    },
    /** What changed, `field: before → after; …` (see describeChange in summary.ts). */
    summary: { type: String, default: '' },
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
  target: { type: string; id: string | null };
  summary: string;
}
export const AuditModel = model('AuditEntry', auditSchema);
