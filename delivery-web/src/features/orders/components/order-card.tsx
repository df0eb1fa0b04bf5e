import { useEffect, useId, useRef, useState } from 'react';
import { Badge, Button, Price, useToast } from '@farm-store/shared-ui/host/kit';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { ApiError } from '@/lib/api-client';
import { useAcceptOrder } from '../api/accept-order';
import { useCompleteOrder, type Handover } from '../api/complete-order';
import { useArrived, usePickedUp } from '../api/rider-steps';
import { useCreateUpiQr, type UpiQr } from '../api/upi-qr';
import type { DeliveryOrder } from '../types';
import { amountDue, paidAheadText, paidWithoutCash } from '../utils/cash';
import { deliveryStatusOf, directionsUrl, OUT_FOR_DELIVERY, pinMapUrl, statusTone } from '../utils/order-status';
import { clockTime, slotLabel } from '../utils/slot';
import { CompleteDialog, WAITING_FOR_MANAGER } from './complete-dialog';
import { OrderNumber } from './order-number';
import { UpiQrView } from './upi-qr-view';

const ACCEPT_FAILED = 'Failed to accept order. Please try again.';
const STEP_FAILED = 'Could not save that step. Check your signal and try again.';

/** The API words its refusals of a QR code (400, 409: already paid, no longer out for delivery) for people. */
const qrFailure = (error: unknown) =>
  (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.msg) || 'Could not make the UPI QR code. Please try again.';

export function OrderCard({ order, readOnly }: { order: DeliveryOrder; readOnly: boolean }) {
  const headingId = useId();
  const status = deliveryStatusOf(order);
  const address = order.shipping_address?.value?.trim() ?? '';
  const landmark = order.shipping_address?.landmark?.trim();
  const pin = order.shipping_address?.pin;
  const items = order.items ?? [];
  const toast = useToast();
  const accept = useAcceptOrder({ onError: () => window.alert(ACCEPT_FAILED) });
  const pickedUp = usePickedUp();
  const arrived = useArrived();
  const complete = useCompleteOrder();
  const upiQr = useCreateUpiQr();
  const [confirming, setConfirming] = useState(false);
  const [qr, setQr] = useState<UpiQr | null>(null);
  const cardRef = useRef<HTMLElement>(null);
  const busy = accept.isPending || pickedUp.isPending || arrived.isPending || complete.isPending;
  const handover = order.handover;
  const number = shortOrderId(order.id);

  // The button is disabled while busy, which drops the browser's focus: give it back when the step ends.
  const focusLost = () => !document.activeElement || document.activeElement === document.body;
  const restoreFocus = useRef(false);
  useEffect(() => {
    if (busy || !restoreFocus.current) return;
    restoreFocus.current = false;
    if (focusLost()) cardRef.current?.querySelector<HTMLElement>('.order-card__action')?.focus();
  }, [busy]);

  const runAccept = () => {
    restoreFocus.current = true;
    accept.mutate({ orderId: order.id }, { onSuccess: () => toast.success(`Order #${number} accepted.`) });
  };
  const openConfirm = () => {
    complete.reset();
    setConfirming(true);
  };
  const runStep = (step: typeof pickedUp) => () => {
    restoreFocus.current = true;
    step.mutate({ orderId: order.id }, { onError: () => toast.error(STEP_FAILED) });
  };
  const takeUpi = () => upiQr.mutate(order.id, { onSuccess: setQr, onError: (error) => toast.error(qrFailure(error)) });
  // A paid order at a store without codes is completed without a body: there is nothing to report.
  const confirmComplete = (body: Handover | undefined) =>
    complete.mutate(
      { orderId: order.id, body },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(`Order #${number} delivered.`);
        },
      },
    );
  const photoSent = () => {
    setConfirming(false);
    toast.success('Photo sent to the store.');
  };
  // Out for Delivery: Picked up, then Arrived, then Deliver (the admin's view has no steps to take).
  const outAction =
    handover && !handover.picked_up_at
      ? { label: 'Picked up', run: runStep(pickedUp) }
      : handover && !handover.arrived_at
        ? { label: 'Arrived', run: runStep(arrived) }
        : { label: 'Deliver', run: openConfirm };
  const action = readOnly ? null : status === 'Assigned' ? { label: 'Accept', run: runAccept } : status === OUT_FOR_DELIVERY ? outAction : null;
  const offerUpi = !readOnly && status === OUT_FOR_DELIVERY && order.payment.method === 'cod' && order.payment.state === 'due' && amountDue(order) > 0;

  return (
    <article ref={cardRef} className="order-card" aria-labelledby={headingId} tabIndex={-1}>
      <header className="order-card__header">
        <h3 id={headingId} className="order-card__customer">
          {order.customer_name}
        </h3>
        <Badge tone={statusTone(status)}>{status}</Badge>
      </header>
      {order.slot && (
        <p className="order-card__slot">
          Deliver <time dateTime={order.slot.starts_at}>{slotLabel(order.slot)}</time>
        </p>
      )}
      <OrderNumber id={order.id} />
      {(handover?.picked_up_at || handover?.arrived_at) && (
        <ul className="fsui-plain-list order-card__steps" aria-label="Steps">
          {handover.picked_up_at && (
            <li>
              Picked up <time dateTime={handover.picked_up_at}>{clockTime(handover.picked_up_at)}</time>
            </li>
          )}
          {handover.arrived_at && (
            <li>
              Arrived <time dateTime={handover.arrived_at}>{clockTime(handover.arrived_at)}</time>
            </li>
          )}
        </ul>
      )}
      {items.length > 0 && (
        <section className="order-card__items" aria-label="Items to hand over">
          <h4 className="order-card__items-title">Hand over</h4>
          <ul className="fsui-plain-list">
            {items.map((item, index) => (
              <li key={index}>
                <span className="order-card__qty">{item.quantity} ×</span> {item.name}
                <span className="order-card__variant"> · {item.variantLabel}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <dl className="order-card__facts">
        {paidWithoutCash(order) ? (
          <div>
            <dt>Payment</dt>
            <dd className="order-card__paid">{order.payment.paid_via === 'upi_qr' ? 'Paid by UPI ✓' : paidAheadText(order)}</dd>
          </div>
        ) : status === 'Delivered' ? (
          <CashReported order={order} />
        ) : (
          <div>
            <dt>Collect</dt>
            <dd>
              <Price className="order-card__amount" amount={amountDue(order)} />
            </dd>
          </div>
        )}
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
        {landmark && (
          <div>
            <dt>Landmark</dt>
            <dd className="order-card__address">{landmark}</dd>
          </div>
        )}
      </dl>
      {status !== 'Delivered' && (
        <div className="order-card__links">
          {address && (
            <a className="order-card__link" href={directionsUrl(address)} target="_blank" rel="noopener noreferrer">
              Get Directions<span className="fsui-visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          {pin && (
            <a className="order-card__link" href={pinMapUrl(pin)} target="_blank" rel="noopener noreferrer">
              Open pin in map<span className="fsui-visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          {order.customer_phone && (
            <a className="order-card__link" href={`tel:${order.customer_phone}`}>
              Call<span className="fsui-visually-hidden"> {order.customer_name}</span>
              <span className="order-card__phone">{order.customer_phone}</span>
            </a>
          )}
        </div>
      )}
      {offerUpi && (
        <Button variant="secondary" fullWidth busy={upiQr.isPending} disabled={busy} onClick={takeUpi}>
          Take UPI
        </Button>
      )}
      {status === OUT_FOR_DELIVERY && handover?.override === 'requested' && (
        <p className="order-card__waiting" role="status">
          {WAITING_FOR_MANAGER}
        </p>
      )}
      {/* One button for every step, so focus stays on it when Accept becomes Picked up, then Arrived, then Deliver. */}
      {action && (
        <Button className="order-card__action" fullWidth busy={busy} onClick={action.run}>
          {action.label}
        </Button>
      )}
      {confirming && (
        <CompleteDialog
          order={order}
          busy={complete.isPending}
          error={complete.error}
          onConfirm={confirmComplete}
          onPhotoSent={photoSent}
          onClose={() => setConfirming(false)}
        />
      )}
      {qr && <UpiQrView order={order} qr={qr} onClose={() => setQr(null)} />}
    </article>
  );
}

/** A delivered cash order: the cash the partner reported, and their note when it differs from the total. */
function CashReported({ order }: { order: DeliveryOrder }) {
  return (
    <div>
      <dt>Cash collected</dt>
      <dd>
        <Price className="order-card__amount" amount={order.cash_collected ?? order.total_amount} />
        {order.cash_note && <span className="order-card__cash-note"> — “{order.cash_note}”</span>}
      </dd>
    </div>
  );
}
