import type { AuditField } from '@farm-store/contracts/audit';
import { pickFields, projection, snapshotReader } from '../audit/targets';
import { OrderModel } from './model';

const FIELDS = [
  'delivery_status',
  'status',
  'partner_name',
  'courier',
  'tracking_number',
  'cash_collected_paise',
  'cash_note',
] as const satisfies readonly AuditField[];

/**
 * An order in the audit log (listed in src/audit-targets.ts): how it moves and its delivery slot (by id), never the
 * customer's contact details; no label.
 */
export const orderSnapshot = snapshotReader(async (id) => {
  const doc = await OrderModel.findById(id, projection([...FIELDS, 'slot'])).lean<Record<string, unknown>>();
  if (!doc) return null;
  const slot = doc.slot as { id?: string } | null | undefined;
  return { label: null, fields: { ...pickFields(doc, FIELDS), delivery_slot: slot?.id ?? null } };
});
