import type { ReactNode } from 'react';
import { Badge, Modal, Price } from '@farm-store/shared-ui/host/kit';
import { Link } from 'react-router';
import { formatDate, formatSlot } from '@/lib/format';
import { packOrderPath } from '@/config/paths';
import type { AdminOrder } from '../api/get-orders';
import { carrierOf, dateOf, deliveryStatusOf, mapsLink, shortId, slotIdHours, statusLabel, statusTone } from '../utils/order-display';
import { isWaiting, OverrideRequest } from './handover-overrides';
import { OrderBill } from './order-bill';
import { OrderPayment } from './order-payment';
import { OrderTimeline, type TimelineViewer } from './order-timeline';
import { PACKABLE } from './pack-order';

/** A line sold by weight: its range until packed, then the weight packed (or removed). */
function packedText(w: NonNullable<AdminOrder['items'][number]['weighed']>): string {
  if (w.packed_grams === null) return `≈ ${w.nominal_grams} g, to weigh (${w.min_grams}–${w.max_grams} g)`;
  return w.packed_grams === 0 ? 'removed when packing' : `packed ${w.packed_grams} g`;
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="order-detail__row">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/**
 * One order in full, opened from the Orders tab (`?order=<id>`, so the link can be shared): what was bought, who
 * and where to deliver to (phone to call, address to open in Maps), payment (refunds for staff who `mayRefund`),
 * its GST bill (credit notes for staff who `mayDownloadCreditNotes`), history, and the actions its state allows (`actions`, the same buttons as in its row). Owners and managers
 * (`mayApprove`) approve from here a delivery the partner could not get the customer's code for.
 */
export function OrderDetail({
  order,
  actions,
  mayRefund,
  mayDownloadCreditNotes,
  mayApprove,
  viewer,
  onClose,
}: {
  order: AdminOrder;
  actions: ReactNode;
  mayRefund: boolean;
  mayDownloadCreditNotes: boolean;
  mayApprove: boolean;
  viewer: TimelineViewer | null;
  onClose: () => void;
}) {
  const status = statusLabel(deliveryStatusOf(order));
  const address = order.shipping_address;
  return (
    <Modal open onClose={onClose} title={`Order ${shortId(order)}`} subtitle={`${status} · ${dateOf(order)}`} footer={actions}>
      <div className="order-detail">
        {mayApprove && isWaiting(order) && (
          <section className="handover-overrides" aria-label="Delivery waiting for your approval">
            <h3>Delivery waiting for your approval</h3>
            <OverrideRequest order={order} />
          </section>
        )}
        <section aria-label="Items">
          <h3>Items</h3>
          <ul className="order-detail__items">
            {order.items.map((item, index) => (
              <li key={index}>
                <span>
                  {item.name} ({item.variantLabel}) × {item.quantity}
                  {item.weighed && <span className="muted"> · {packedText(item.weighed)}</span>}
                </span>
                <Price amount={item.weighed?.packed_total ?? item.price * item.quantity} />
              </li>
            ))}
          </ul>
          {order.nominal_total !== null && (
            <p>
              {order.awaiting_weights ? 'Weigh the items sold by weight before this order is assigned or shipped. ' : ''}
              {PACKABLE.includes(order.delivery_status) && order.status === 'Placed' && (
                <Link to={packOrderPath(order.id)} aria-label={`Pack order ${shortId(order)}`}>
                  Pack
                </Link>
              )}
            </p>
          )}
          <dl className="order-detail__facts">
            {order.subtotal !== order.total_amount && (
              <Row label="Subtotal">
                <Price amount={order.subtotal} />
              </Row>
            )}
            {order.first_order_discount > 0 && (
              <Row label="First-order discount">
                −<Price amount={order.first_order_discount} />
              </Row>
            )}
            {order.coupon_discount > 0 && (
              <Row label={`Coupon ${order.coupon_code ?? ''}`.trim()}>
                −<Price amount={order.coupon_discount} />
              </Row>
            )}
            {order.shipping > 0 && (
              <Row label="Shipping">
                <Price amount={order.shipping} />
              </Row>
            )}
            <Row label="Total">
              <strong>
                <Price amount={order.total_amount} />
              </strong>
            </Row>
          </dl>
        </section>
        <OrderPayment order={order} mayRefund={mayRefund} />
        <OrderBill order={order} mayDownloadCreditNotes={mayDownloadCreditNotes} />
        <section aria-label="Customer and delivery">
          <h3>Customer and delivery</h3>
          <dl className="order-detail__facts">
            <Row label="Customer">{order.customer_name}</Row>
            <Row label="Phone">
              <a href={`tel:${order.customer_phone}`}>{order.customer_phone}</a>
            </Row>
            <Row label={address.label || 'Address'}>
              {address.value}{' '}
              <a href={mapsLink(address.value)} target="_blank" rel="noreferrer">
                Open in Google Maps<span className="fsui-visually-hidden"> (opens a new tab)</span>
              </a>
            </Row>
            <Row label="Delivery">
              <Badge tone={statusTone(deliveryStatusOf(order))}>{status}</Badge> {carrierOf(order)}
              {order.is_outstation && ' · outstation'}
            </Row>
            {order.slot && <Row label="Slot">{formatSlot(order.slot)}</Row>}
            {order.subscription && (
              <Row label="Subscription">
                <Badge tone="blue">Subscription</Badge> delivery of {formatDate(order.subscription.date)}
                {order.subscription.movedFromSlot && ` · moved from the ${slotIdHours(order.subscription.movedFromSlot)} slot`}
                {order.subscription.leftOut.length > 0 &&
                  ` · not available that day: ${order.subscription.leftOut.map((item) => `${item.name} × ${item.quantity}`).join(', ')}`}
              </Row>
            )}
            {order.tracking_number && (
              <Row label="Courier">
                {order.courier}, tracking number {order.tracking_number}
              </Row>
            )}
          </dl>
        </section>
        <section aria-label="Timeline">
          <h3>Timeline</h3>
          <OrderTimeline order={order} viewer={viewer} />
        </section>
      </div>
    </Modal>
  );
}
