import { orderRef } from '../notifications/templates';
import { snapshotReader } from '../audit/targets';
import { findComplaintOrNull } from './service';

/** A complaint in the audit log: its order's number as the label, and the decision (never the customer's note or photos). */
export const complaintSnapshot = snapshotReader(async (id) => {
  const c = await findComplaintOrNull(id);
  if (!c) return null;
  return {
    label: `Order #${orderRef(c.order_id)}`,
    fields: { state: c.state, amount_paise: c.amount_paise, refund_to: c.refund_to, answer: c.answer },
  };
});
