import { labelText, plainSnapshot } from '../audit/targets';
import { AdminModel } from './admin-model';

/** A staff account in the audit log (listed in src/audit-targets.ts): never the password hash. */
export const staffSnapshot = plainSnapshot(AdminModel, ['username', 'name', 'role', 'active'], (doc) => labelText(doc.name) ?? labelText(doc.username));
