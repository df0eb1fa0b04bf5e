import { snapshotReader, type SnapshotReader } from '../audit/targets';
import { SubscriptionModel, type SubscriptionDoc } from './model';

/** "2026-12-03 to 2026-12-05, from 2026-12-08 until resumed"; "none". */
const pausesText = (pauses: SubscriptionDoc['pauses']) =>
  pauses.length ? pauses.map((p) => (p.to ? `${p.from} to ${p.to}` : `from ${p.from} until resumed`)).join(', ') : 'none';

/**
 * A subscription in the audit log (listed in src/audit-targets.ts): its status and pauses, never whose it is (the
 * entry's target id leads staff to it).
 */
export const subscriptionSnapshot: SnapshotReader = snapshotReader(async (id) => {
  const doc = await SubscriptionModel.findById(id, { status: 1, pauses: 1 }).lean<Pick<SubscriptionDoc, 'status' | 'pauses'>>();
  return doc ? { label: null, fields: { status: doc.status, pauses: pausesText(doc.pauses ?? []) } } : null;
});
