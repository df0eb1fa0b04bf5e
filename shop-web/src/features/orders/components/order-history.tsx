import { useEffect, useState } from 'react';
import { useTranslation, useLocale, type TFunction } from '@/i18n/i18n';
import { OrderNumber } from '@/components/order-number';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-messages';
import { formatDate, formatDateTime, formatSlot } from '@/lib/format';
import { orderStatusText } from '@/lib/order-status';
import { Badge, Button, Modal, Price, Spinner } from '@farm-store/shared-ui/host/kit';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import type { DeliveryStatus, Order } from '@/types/api';
import { useOrders } from '../api/get-orders';
import { useCancelOrder, useMarkDelivered } from '../api/order-moves';
import { BuyAgain } from './buy-again';
import { DeliveryTracking } from './delivery-tracking';
import { HandoverCode } from './handover-code';
import { OrderBill } from './order-bill';
import { GstBill } from './gst-bill';
import { OrderItems } from './order-items';
import { OrderPayment } from './order-payment';
import { OrderRating } from './order-rating';
import { OrderProblems } from './order-problems';
import { RescheduleSlot } from './reschedule-slot';
import { awaitsShipping, canCancel, canConfirmReceipt, canTrack } from '../utils/order-rules';
import { ErrorAlert } from '@/components/error-alert';
import { StartShopping } from '@/components/start-shopping';
import './order-history.css';
import '@/i18n/screens'; // this screen's texts

const STATUS_TONE: Partial<Record<DeliveryStatus, 'blue' | 'green' | 'yellow'>> = {
  'Out for Delivery': 'blue',
  Shipped: 'blue',
  Delivered: 'green',
  Completed: 'green',
  Assigned: 'yellow',
  'Awaiting Payment': 'yellow',
};

type TimelineEntry = NonNullable<Order['status_history']>[number];

/** A rider's step is named by the step (the status stays); the Delivered entry says how the handover was confirmed. */
function timelineText(t: TFunction, entry: TimelineEntry, order: Order) {
  if (entry.step) return t(`orders.step.${entry.step}`);
  if (entry.status === 'Delivered' && entry.confirmed_by) return t(`orders.deliveredBy.${entry.confirmed_by}`);
  return orderStatusText(t, entry.status, order);
}

export function OrderHistory() {
  const { t } = useTranslation();
  const orders = useOrders();
  const [expanded, setExpanded] = useState<string | null>(null);

  useEffect(() => {
    if (orders.error) console.warn('Could not load orders.', orders.error);
  }, [orders.error]);

  if (orders.isPending) return <Spinner label={t('orders.loading')} />;
  if (orders.isError) {
    return <ErrorAlert>{errorText(t, orders.error, t('orders.loadFailed'))}</ErrorAlert>;
  }
  if (orders.data.length === 0) {
    return <StartShopping heading="h2" title={t('orders.noneTitle')} text={t('orders.noneText')} linkText={t('orders.startShopping')} />;
  }

  return (
    <ul className="fsui-plain-list order-list" aria-label={t('orders.list')}>
      {orders.data.map((order) => (
        <OrderCard key={order.id} order={order} expanded={expanded === order.id} onToggle={() => setExpanded((id) => (id === order.id ? null : order.id))} />
      ))}
    </ul>
  );
}

/** A subscription's delivery: what the cut-off could not bring as asked. */
function SubscriptionNotes({ subscription }: { subscription: NonNullable<Order['subscription']> }) {
  const { t } = useTranslation();
  const leftOut = subscription.leftOut.map((line) => `${line.name} × ${line.quantity}`).join(', ');
  if (!leftOut && !subscription.movedFromSlot) return null;
  return (
    <div className="stack">
      {leftOut && <p>{t('orders.subscriptionLeftOut', { items: leftOut })}</p>}
      {subscription.movedFromSlot && <p>{t('orders.subscriptionMoved')}</p>}
    </div>
  );
}

function OrderCard({ order, expanded, onToggle }: { order: Order; expanded: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = order.delivery_status || 'Pending';
  const panelId = `order-${order.id}-details`;
  return (
    <li className="order-card card">
      <button type="button" className="order-card__toggle" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
        <span className="order-card__id">{t('orders.order', { id: shortOrderId(order.id) })}</span>
        <span className="muted order-card__date">{formatDateTime(order.created_at, locale)}</span>
        <Badge tone={STATUS_TONE[status] ?? 'grey'}>{orderStatusText(t, status, order)}</Badge>
        {order.subscription && <Badge tone="blue">{t('orders.subscription')}</Badge>}
        <Price amount={order.total_amount} className="order-card__total" />
        <span aria-hidden="true" className="order-card__chevron">
          {expanded ? '▲' : '▼'}
        </span>
      </button>
      {expanded && (
        <div id={panelId} className="order-card__details stack">
          <p>
            <OrderNumber id={order.id} />
          </p>
          <Cancellation order={order} />
          {order.delivery_status === 'Delivered' && <OrderRating orderId={order.id} />}
          {order.handover_code && <HandoverCode code={order.handover_code} />}
          {order.subscription && <SubscriptionNotes subscription={order.subscription} />}
          <OrderItems items={order.items} />
          <section>
            <h3 className="order-card__heading">{t('orders.shippingAddress')}</h3>
            <p>
              <strong>{order.shipping_address.label}</strong>: {order.shipping_address.value}
            </p>
          </section>
          <OrderBill order={order} />
          <GstBill order={order} />
          <OrderPayment order={order} />
          {order.slot && (
            <section>
              <h3 className="order-card__heading">{t('slots.title')}</h3>
              <p>{t('slots.arriving', { slot: formatSlot(order.slot, locale) })}</p>
            </section>
          )}
          {order.expected_delivery_date && (
            <section>
              <h3 className="order-card__heading">{t('orders.expected')}</h3>
              <p>{formatDate(order.expected_delivery_date, locale)}</p>
            </section>
          )}
          {order.delivery_status === 'Shipped' && order.courier && (
            <section>
              <h3 className="order-card__heading">{t('orders.shipment')}</h3>
              <p>{t('orders.courier', { name: order.courier })}</p>
              {order.tracking_number && <p>{t('orders.trackingNumber', { number: order.tracking_number })}</p>}
              {order.shipped_at && <p className="muted">{t('orders.shippedOn', { date: formatDate(order.shipped_at, locale) })}</p>}
            </section>
          )}
          {awaitsShipping(order) && <p className="muted">{t('orders.shipSoon')}</p>}
          {order.partner_name && (
            <section>
              <h3 className="order-card__heading">{t('orders.partner')}</h3>
              <p>
                {order.partner_name}
                {order.partner_phone && (
                  <>
                    {' · '}
                    <a href={`tel:${order.partner_phone}`}>{order.partner_phone}</a>
                  </>
                )}
              </p>
            </section>
          )}
          {canTrack(order) && <DeliveryTracking orderId={order.id} />}
          {order.status_history && order.status_history.length > 0 && (
            <section>
              <h3 className="order-card__heading">{t('orders.timeline')}</h3>
              <ol className="order-card__timeline">
                {order.status_history.map((entry, i) => (
                  <li key={`${entry.status}-${entry.at}-${i}`}>
                    <span>{timelineText(t, entry, order)}</span>
                    <time dateTime={entry.at} className="muted">
                      {formatDateTime(entry.at, locale)}
                    </time>
                  </li>
                ))}
              </ol>
            </section>
          )}
          {order.delivery_status === 'Delivered' && <OrderProblems order={order} />}
          {canConfirmReceipt(order) && <ConfirmReceipt orderId={order.id} />}
          <RescheduleSlot order={order} />
          <CancelOrder orderId={order.id} allowed={canCancel(order)} />
          <BuyAgain items={order.items} />
        </div>
      )}
    </li>
  );
}

/** The store cancelled the order: said at the top, with the reason it gave (the customer knows their own cancel). */
function Cancellation({ order }: { order: Order }) {
  const { t } = useTranslation();
  const c = order.cancellation;
  if (c?.by !== 'store') return null;
  return (
    <p className="form-message form-message--info" data-testid="order-cancellation">
      <strong>{orderStatusText(t, 'Cancelled', order)}</strong>
      {c.reason && (
        <>
          <br />
          {t('orders.cancelledReason', { reason: c.reason })}
        </>
      )}
    </p>
  );
}

/** A secondary action: the courier brings the parcel, so confirming it is rare and must be deliberate. */
function ConfirmReceipt({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const markDelivered = useMarkDelivered();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = markDelivered.isPending;

  async function confirm() {
    setError(null);
    try {
      await markDelivered.mutateAsync(orderId);
    } catch (e) {
      setError(errorText(t, e, t('orders.markFailed')));
    }
    setAsking(false);
  }

  return (
    <div className="stack">
      <Button variant="secondary" disabled={busy} onClick={() => (setError(null), setAsking(true))}>
        {t('orders.received')}
      </Button>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Modal
        open={asking}
        onClose={() => !busy && setAsking(false)}
        closeOnBackdrop={!busy}
        closeLabel={t('kit.close')}
        title={t('orders.receivedTitle')}
        footer={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
              {t('orders.receivedKeep')}
            </Button>
            <Button busy={busy} onClick={() => void confirm()}>
              {t('orders.receivedConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('orders.receivedText', { id: shortOrderId(orderId) })}</p>
      </Modal>
    </div>
  );
}

/** Stays mounted after a refused cancel (the reloaded order is no longer cancellable) so its explanation stays up. */
function CancelOrder({ orderId, allowed }: { orderId: string; allowed: boolean }) {
  const { t } = useTranslation();
  const cancelOrder = useCancelOrder();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = cancelOrder.isPending;

  async function cancel() {
    setError(null);
    try {
      await cancelOrder.mutateAsync(orderId);
      setAsking(false);
    } catch (e) {
      setAsking(false);
      // 409: the order left the store (or finished) since the list was loaded; the reloaded card shows where it is.
      setError(e instanceof ApiError && e.status === 409 ? t('orders.cancelTooLate') : errorText(t, e, t('orders.cancelFailed')));
    }
  }

  if (!allowed && !error) return null;
  return (
    <div className="stack">
      {allowed && (
        <Button variant="secondary" disabled={busy} onClick={() => (setError(null), setAsking(true))}>
          {t('orders.cancel')}
        </Button>
      )}
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Modal
        open={asking && allowed}
        onClose={() => !busy && setAsking(false)}
        closeOnBackdrop={!busy}
        closeLabel={t('kit.close')}
        title={t('orders.cancelTitle')}
        footer={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
              {t('orders.cancelKeep')}
            </Button>
            <Button variant="danger" busy={busy} onClick={() => void cancel()}>
              {t('orders.cancelConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('orders.cancelText', { id: shortOrderId(orderId) })}</p>
      </Modal>
    </div>
  );
}
