import { labelText, plainSnapshot } from '../audit/targets';
import { PartnerModel } from './model';

/** A delivery partner in the audit log (listed in src/audit-targets.ts): never the password hash nor the location. */
export const partnerSnapshot = plainSnapshot(PartnerModel, ['name', 'active'], (doc) => labelText(doc.name));
