import { useState, type FormEvent } from 'react';
import { Button, Modal, useToast } from '@farm-store/shared-ui/host/kit';
import { errorMessage } from '@/lib/api-client';
import { useCancelOrder } from '../api/cancel-order';
import type { AdminOrder } from '../api/get-orders';
import { shortId } from '../utils/order-display';

/** Cancel Order with an optional reason (kept in the order's timeline); its stock and coupon use come back. */
export function CancelOrderModal({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const cancelOrder = useCancelOrder();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const busy = cancelOrder.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    cancelOrder.mutate(
      { orderId: order.id, reason },
      {
        onSuccess: () => {
          toast.success(`Order ${order.id} cancelled.`);
          onClose();
        },
        onError: (failure) => setProblem(errorMessage(failure, 'Failed to cancel order.')),
      },
    );
  }

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      open
      onClose={close}
      closeOnBackdrop={!busy}
      title="Cancel Order"
      subtitle={`Order ${shortId(order)} · ${order.customer_name}`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Keep Order
          </Button>
          <Button type="submit" variant="danger" form="cancel-order-form" busy={busy}>
            Cancel Order
          </Button>
        </>
      }
    >
      <form id="cancel-order-form" className="form-grid" onSubmit={onSubmit}>
        <p>This cannot be undone. The order's stock and coupon use go back to the store.</p>
        <label className="field">
          <span>Reason (shown in the order's timeline)</span>
          <textarea value={reason} maxLength={300} rows={3} onChange={(e) => setReason(e.target.value)} />
        </label>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </Modal>
  );
}
