import { Button } from '@farm-store/shared-ui/host/kit';
import { formatDateTime } from '@/lib/format';
import type { AdminOrder } from '../api/get-orders';
import { useApproveHandover, useApprovingHandover, useHandoverOverrides } from '../api/handover-overrides';
import { shortId } from '../utils/order-display';

type WaitingOrder = AdminOrder & { override_request: NonNullable<AdminOrder['override_request']> };

/** The photo the partner took at the door, opened full size in a new tab. */
export function DoorPhoto({ order, url }: { order: AdminOrder; url: string }) {
  return (
    <a className="door-photo" href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={`Photo taken at the door for order ${shortId(order)}`} />
      <span className="fsui-visually-hidden"> (opens a new tab)</span>
    </a>
  );
}

/** Completes the delivery on the photo, after the admin confirms: the customer's code is not asked any more. */
function ApproveButton({ order }: { order: AdminOrder }) {
  const approve = useApproveHandover(order.id);
  const approving = useApprovingHandover(order.id) || approve.isPending;

  function onApprove() {
    if (window.confirm(`Mark order ${shortId(order)} delivered without the customer's code?`)) approve.mutate();
  }

  return (
    <Button busy={approving} onClick={onApprove}>
      Approve delivery
    </Button>
  );
}

/** Who asked and when, the photo, and the approve button: in the waiting list and in the order's details. */
export function OverrideRequest({ order }: { order: WaitingOrder }) {
  const request = order.override_request;
  return (
    <div className="override-request">
      <DoorPhoto order={order} url={request.photo_url} />
      <div className="override-request__facts">
        <p>
          {request.partner_name ?? 'The partner'} could not get the customer&apos;s code · {formatDateTime(request.requested_at)}
        </p>
        <ApproveButton order={order} />
      </div>
    </div>
  );
}

export const isWaiting = (order: AdminOrder): order is WaitingOrder => order.override_request !== null;

/**
 * The deliveries waiting for an owner's or manager's approval, on top of the Orders tab while there are any: the
 * partner could not get the customer's code and sent a photo from the door instead.
 */
export function HandoverOverrides({ onOpen }: { onOpen: (order: AdminOrder) => void }) {
  const waiting = (useHandoverOverrides().data ?? []).filter(isWaiting);
  if (waiting.length === 0) return null;
  return (
    <section className="handover-overrides" aria-labelledby="handover-overrides-heading">
      <h3 id="handover-overrides-heading">Deliveries waiting for your approval ({waiting.length})</h3>
      <ul>
        {waiting.map((order) => (
          <li key={order.id}>
            <p className="handover-overrides__order">
              <button type="button" className="fsui-link-button fsui-link-button--touch" aria-haspopup="dialog" onClick={() => onOpen(order)}>
                Order {shortId(order)}
              </button>{' '}
              · {order.customer_name}
            </p>
            <OverrideRequest order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}
