import { useEffect, useId, useRef } from 'react';
import { Badge, Button, Price, useToast } from '@shared-ui-host/kit';
import { useAcceptOrder } from '../api/accept-order';
import { useCompleteOrder } from '../api/complete-order';
import type { DeliveryOrder } from '../types';
import { deliveryStatusOf, directionsUrl, OUT_FOR_DELIVERY, statusTone } from '../utils/order-status';

const ACCEPT_FAILED = 'Failed to accept order. Please try again.';
const COMPLETE_FAILED = 'Failed to complete order. Please try again.';

export function OrderCard({ order, readOnly }: { order: DeliveryOrder; readOnly: boolean }) {
  const headingId = useId();
  const status = deliveryStatusOf(order);
  const address = order.shipping_address?.value?.trim() ?? '';
  const toast = useToast();
  const accept = useAcceptOrder({ onError: () => window.alert(ACCEPT_FAILED) });
  const complete = useCompleteOrder({ onError: () => window.alert(COMPLETE_FAILED) });
  const cardRef = useRef<HTMLElement>(null);
  const busy = accept.isPending || complete.isPending;

  // The button is disabled while busy, which drops the browser's focus: give it back when the step ends.
  const focusLost = () => !document.activeElement || document.activeElement === document.body;
  const restoreFocus = useRef(false);
  useEffect(() => {
    if (busy || !restoreFocus.current) return;
    restoreFocus.current = false;
    if (focusLost()) cardRef.current?.querySelector<HTMLElement>('.order-card__action')?.focus();
  }, [busy]);

  const step = (run: () => void) => () => {
    restoreFocus.current = true;
    run();
  };
  const action = readOnly
    ? null
    : status === 'Assigned'
      ? { label: 'Accept', run: step(() => accept.mutate(order.id, { onSuccess: () => toast.success(`Order #${order.id} accepted.`) })) }
      : status === OUT_FOR_DELIVERY
        ? { label: 'Complete', run: step(() => complete.mutate(order.id, { onSuccess: () => toast.success(`Order #${order.id} delivered.`) })) }
        : null;

  // The last step (delivered) takes the button away: keep the keyboard user's place on the card.
  const hasAction = Boolean(action);
  const hadAction = useRef(hasAction);
  useEffect(() => {
    if (hadAction.current && !hasAction && focusLost()) cardRef.current?.focus();
    hadAction.current = hasAction;
  }, [hasAction]);

  return (
    <article ref={cardRef} className="order-card" aria-labelledby={headingId} tabIndex={-1}>
      <header className="order-card__header">
        <h3 id={headingId} className="order-card__customer">
          {order.customer_name}
        </h3>
        <Badge tone={statusTone(status)}>{status}</Badge>
      </header>
      <p className="order-card__id">
        Order <span className="order-card__id-value">#{order.id}</span>
      </p>
      <dl className="order-card__facts">
        <div>
          <dt>Amount to Collect</dt>
          <dd>
            <Price className="order-card__amount" amount={order.total_amount} />
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd className="order-card__address">
            {address ? (
              <>
                {order.shipping_address?.label && <strong>{order.shipping_address.label}: </strong>}
                {address}
              </>
            ) : (
              'No address'
            )}
          </dd>
        </div>
      </dl>
      <div className="order-card__links">
        {address && (
          <a className="order-card__link" href={directionsUrl(address)} target="_blank" rel="noopener noreferrer">
            Get Directions<span className="fsui-visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        {order.customer_phone && (
          <a className="order-card__link" href={`tel:${order.customer_phone}`}>
            Call<span className="fsui-visually-hidden"> {order.customer_name}</span>
          </a>
        )}
      </div>
      {/* One button for both steps, so focus stays on it when Accept becomes Complete. */}
      {action && (
        <Button className="order-card__action" fullWidth busy={busy} onClick={action.run}>
          {action.label}
        </Button>
      )}
    </article>
  );
}
