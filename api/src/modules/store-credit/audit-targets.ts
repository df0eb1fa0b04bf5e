import { snapshotReader } from '../audit/targets';
import { creditBalance } from './service';

/** A customer's store credit in the audit log (listed in src/audit-targets.ts): its balance, never who the customer is. */
export const storeCreditSnapshot = snapshotReader(async (userId) => ({ label: null, fields: { store_credit_paise: await creditBalance(userId) } }));
