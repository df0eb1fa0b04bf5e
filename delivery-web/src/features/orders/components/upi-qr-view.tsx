import { useEffect, useId, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Price } from '@farm-store/shared-ui/host/kit';
import { ordersQueryKey } from '../api/get-orders';
import { UPI_POLL_MS, type UpiQr } from '../api/upi-qr';
import type { DeliveryOrder } from '../types';
import { formatRupees } from '../utils/cash';

/**
 * The UPI QR code shown full screen for the customer to scan. `order` is the live one from the list: the live
 * stream reloads it when the payment arrives, and while this is open it is read again every few seconds too, in
 * case the stream is down. Once paid, the screen turns green and says so.
 */
export function UpiQrView({ order, qr, onClose }: { order: DeliveryOrder; qr: UpiQr; onClose: () => void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const paid = order.payment.state === 'paid';
  const viewRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (paid) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: ordersQueryKey }), UPI_POLL_MS);
    return () => clearInterval(timer);
  }, [paid, queryClient]);

  // The one button of each state takes the focus, so the screen reader says where it is and Enter closes it.
  useEffect(() => viewRef.current?.querySelector<HTMLElement>('.upi-qr__button')?.focus(), [paid]);

  const amount = formatRupees(qr.amount);
  return (
    <div ref={viewRef} className={`upi-qr${paid ? ' upi-qr--paid' : ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      {paid ? (
        <>
          <h2 id={titleId} className="upi-qr__title">
            Paid {amount} by UPI
          </h2>
          <p className="upi-qr__tick" aria-hidden="true">
            ✓
          </p>
          <Button className="upi-qr__button" fullWidth onClick={onClose}>
            Done
          </Button>
        </>
      ) : (
        <>
          <h2 id={titleId} className="upi-qr__title">
            Ask the customer to scan and pay {amount}
          </h2>
          <Price className="upi-qr__amount" amount={qr.amount} />
          <img className="upi-qr__image" src={qr.image_url} alt={`UPI QR code for ${amount}`} />
          <p className="upi-qr__waiting" role="status">
            Waiting for payment…
          </p>
          <Button variant="secondary" className="upi-qr__button" fullWidth onClick={onClose}>
            Close
          </Button>
        </>
      )}
    </div>
  );
}
