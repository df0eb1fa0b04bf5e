import { useState, type ReactNode } from 'react';
import { Button, Price } from '@farm-store/shared-ui/host/kit';
import { formatDateTime, formatStoreTime } from '@/lib/format';
import type { AdminOrder } from '../api/get-orders';
import { PAYMENT_METHOD_LABELS, REFUND_STATE_LABELS, refundableOf } from '../utils/order-payment';
import { RefundOrderModal } from './refund-order-modal';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="order-detail__row">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** Where the order's money is, in words (docs/payments.md names the states). */
function stateText(order: AdminOrder): ReactNode {
  const { state, paid_via, instrument, expires_at } = order.payment;
  if (state === 'awaiting') return expires_at ? `Awaiting payment until ${formatStoreTime(expires_at)}` : 'Awaiting payment';
  if (state === 'expired') return 'Payment expired';
  if (state === 'due' && order.payment.method === 'subscription') {
    // Delivered and still due: the customer's store credit did not cover it when it was delivered.
    return order.delivery_status === 'Delivered' ? 'Unpaid: store credit did not cover it' : 'To be paid from store credit on delivery';
  }
  if (state === 'due') return 'To be paid on delivery';
  if (paid_via === 'upi_qr') return 'Paid by UPI at the door';
  if (paid_via === 'store_credit') return 'Paid with store credit';
  if (paid_via === 'cash') {
    return (
      <>
        Cash collected <Price amount={order.cash_collected ?? order.total_amount} />
      </>
    );
  }
  return instrument ? `Paid · ${instrument}` : 'Paid online';
}

/**
 * The order's Payment section of its details: how it is paid, where the money is, and every refund. Staff who
 * handle payments (`mayRefund`) refund from here while something is left to refund.
 */
export function OrderPayment({ order, mayRefund }: { order: AdminOrder; mayRefund: boolean }) {
  const { payment } = order;
  const [refunding, setRefunding] = useState(false);
  const refundable = refundableOf(payment);
  return (
    <section aria-label="Payment">
      <h3>Payment</h3>
      <dl className="order-detail__facts">
        <Row label="Method">{PAYMENT_METHOD_LABELS[payment.method]}</Row>
        <Row label="State">{stateText(order)}</Row>
        {order.store_credit > 0 && (
          <Row label="Store credit used">
            <Price amount={order.store_credit} />
          </Row>
        )}
        {payment.paid > 0 && (
          <Row label="Paid">
            <Price amount={payment.paid} />
          </Row>
        )}
        {payment.refunded > 0 && (
          <Row label="Refunded">
            <Price amount={payment.refunded} />
          </Row>
        )}
        {payment.refund_pending > 0 && (
          <Row label="Refund in progress">
            <Price amount={payment.refund_pending} />
          </Row>
        )}
      </dl>
      {payment.refunds.length > 0 && (
        <ul className="order-detail__refunds" aria-label="Refunds">
          {payment.refunds.map((refund) => (
            <li key={refund.id}>
              <Price amount={refund.amount} /> · {refund.reason} · {REFUND_STATE_LABELS[refund.state]} · started {formatDateTime(refund.created_at)}
              {refund.processed_at && `, done ${formatDateTime(refund.processed_at)}`}
            </li>
          ))}
        </ul>
      )}
      {mayRefund && refundable > 0 && (
        <Button variant="secondary" onClick={() => setRefunding(true)}>
          Refund…
        </Button>
      )}
      {refunding && <RefundOrderModal order={order} refundable={refundable} onClose={() => setRefunding(false)} />}
    </section>
  );
}
