import { plainSnapshot } from '../audit/targets';
import { OrderModel } from './model';

/** An order in the audit log (listed in src/audit-targets.ts): how it moves, never the customer's contact details; no label. */
export const orderSnapshot = plainSnapshot(
  OrderModel,
  ['delivery_status', 'status', 'partner_name', 'courier', 'tracking_number', 'cash_collected_paise', 'cash_note'],
  () => null,
);
