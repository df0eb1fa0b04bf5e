import { Button } from '@farm-store/shared-ui/host/kit';
import type { AdminOrder } from '../api/get-orders';
import { canAssign, canCancel, canMoveSlot, canReassign, canShip, shortId } from '../utils/order-display';

export type OrderAction = 'assign' | 'unassign' | 'ship' | 'move' | 'cancel';

/**
 * Every action the order's state allows (docs/business-rules.md "Orders: states and who moves them"), as buttons: the same in a row of the table and in
 * the order's detail dialog. The panel owns the dialogs and requests; `busy` disables them while one is in flight.
 */
export function OrderActions({
  order,
  busy,
  unassigning,
  onAction,
}: {
  order: AdminOrder;
  busy: boolean;
  /** This order's unassign is the request in flight. */
  unassigning: boolean;
  onAction: (action: OrderAction, order: AdminOrder) => void;
}) {
  return (
    <span className="order-actions">
      {canReassign(order) ? (
        <>
          <Button variant="secondary" disabled={busy} aria-label={`Reassign order ${shortId(order)}`} onClick={() => onAction('assign', order)}>
            Reassign
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            busy={unassigning}
            aria-label={`Unassign order ${shortId(order)}`}
            onClick={() => onAction('unassign', order)}
          >
            Unassign
          </Button>
        </>
      ) : (
        // A courier order never goes to a partner: it offers Ship and Cancel, not a greyed Assign.
        order.delivery_type !== 'automated' && (
          <Button
            variant="secondary"
            disabled={!canAssign(order) || busy}
            aria-label={`Assign order ${shortId(order)}`}
            onClick={() => onAction('assign', order)}
          >
            Assign
          </Button>
        )
      )}
      {canShip(order) && (
        <Button variant="secondary" disabled={busy} aria-label={`Ship order ${shortId(order)}`} onClick={() => onAction('ship', order)}>
          Ship
        </Button>
      )}
      {canMoveSlot(order) && (
        <Button variant="secondary" disabled={busy} aria-label={`Move slot of order ${shortId(order)}`} onClick={() => onAction('move', order)}>
          Move Slot
        </Button>
      )}
      {canCancel(order) && (
        <Button variant="danger" disabled={busy} aria-label={`Cancel order ${shortId(order)}`} onClick={() => onAction('cancel', order)}>
          Cancel
        </Button>
      )}
    </span>
  );
}
