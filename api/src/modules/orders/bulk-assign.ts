import type { Static } from 'typebox';
import type { BulkAssignResultSchema } from '@farm-store/contracts/orders';
import { DomainError } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/service';
import { changesBetween } from '../audit/changes';
import { orderSnapshot } from './audit-targets';
import { withChosenPartner } from './service';
import { assignOrder } from './transitions';

/** At most this many orders in one bulk assign: one dispatcher's page of orders, never the whole table. */
export const MAX_BULK_ASSIGN = 50;

/**
 * Admin: several Pending partner orders → Assigned to one active partner. Each order goes through the same
 * single conditional move as PUT /api/admin/orders/:id/assign (transitions.assignOrder), one after the other,
 * and is audited as 'order.assign' like it; an order that can no longer be assigned (taken meanwhile, cancelled,
 * a courier order, unknown) is reported in `failed` and the others still go. An unknown or disabled partner
 * refuses the whole call before any order is touched.
 */
export function bulkAssignOrders(orderIds: string[], partnerId: string, actor: AuditActor): Promise<Static<typeof BulkAssignResultSchema>> {
  return withChosenPartner(partnerId, async (partner) => {
    const result: Static<typeof BulkAssignResultSchema> = { assigned: [], failed: [] };
    for (const id of new Set(orderIds)) {
      const before = await orderSnapshot(id);
      try {
        await assignOrder(id, partner, actor.id);
      } catch (err) {
        // Refusals are per order; anything else (the database gone) stops the call, each earlier move stands.
        if (!(err instanceof DomainError)) throw err;
        result.failed.push({ id, msg: err.message });
        continue;
      }
      result.assigned.push(id);
      const after = await orderSnapshot(id);
      await recordAudit({ actor, action: 'order.assign', target: { type: 'order', id, label: null }, changes: changesBetween(before, after) });
    }
    return result;
  });
}
