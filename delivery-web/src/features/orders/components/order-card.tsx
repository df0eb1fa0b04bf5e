import { useId } from 'react';
import { Badge, Button, Price } from '@/lib/shared-ui';
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
  const accept = useAcceptOrder({ onError: () => window.alert(ACCEPT_FAILED) });
  const complete = useCompleteOrder({ onError: () => window.alert(COMPLETE_FAILED) });

  return (
    <article className="order-card" aria-labelledby={headingId}>
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
          <a className="order-card__link" href={`tel:${order.customer_phone}`} aria-label={`Call ${order.customer_name}`}>
            Call Customer
          </a>
        )}
      </div>
      {!readOnly && status === 'Assigned' && (
        <Button className="order-card__action" fullWidth busy={accept.isPending} onClick={() => accept.mutate(order.id)}>
          Accept
        </Button>
      )}
      {!readOnly && status === OUT_FOR_DELIVERY && (
        <Button
          className="order-card__action"
          fullWidth
          busy={complete.isPending}
          onClick={() => complete.mutate(order.id)}
        >
          Complete
        </Button>
      )}
    </article>
  );
}
