import type { SnapshotReader } from '../audit/targets';
import { storeSettings } from './settings';

/** The store's legal details in the audit log (listed in src/audit-targets.ts); there is one, whatever the id. */
export const storeSettingsSnapshot: SnapshotReader = async () => {
  const s = await storeSettings();
  const fields = {
    legal_name: s.legal_name,
    legal_name_te: s.legal_name_te,
    address: s.address,
    gstin: s.gstin,
    fssai: s.fssai,
    invoice_prefix: s.invoice_prefix,
  };
  return { label: s.legal_name || null, fields };
};
