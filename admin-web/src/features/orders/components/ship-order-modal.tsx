import { useState, type FormEvent } from 'react';
import { Button, Modal, useToast } from '@farm-store/shared-ui/host/kit';
import { errorMessage } from '@/lib/api-client';
import type { AdminOrder } from '../api/get-orders';
import { useShipOrder } from '../api/ship-order';

/** Ship Order: a courier order handed to the courier, with its name and tracking number (the customer sees both). */
export function ShipOrderModal({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const shipOrder = useShipOrder();
  const toast = useToast();
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [problem, setProblem] = useState('');
  const busy = shipOrder.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!courier.trim() || !trackingNumber.trim()) {
      setProblem('Please enter the courier and the tracking number.');
      return;
    }
    setProblem('');
    shipOrder.mutate(
      { orderId: order.id, courier: courier.trim(), trackingNumber: trackingNumber.trim() },
      {
        onSuccess: () => {
          toast.success(`Order ${order.id} marked shipped with ${courier.trim()}.`);
          onClose();
        },
        onError: (failure) => setProblem(errorMessage(failure, 'Failed to mark the order shipped. Please try again.')),
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
      title="Ship Order"
      subtitle={`Order ${order.id} · ${order.customer_name}`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Close
          </Button>
          <Button type="submit" form="ship-order-form" busy={busy}>
            Mark Shipped
          </Button>
        </>
      }
    >
      <form id="ship-order-form" className="form-grid" onSubmit={onSubmit} noValidate>
        <label className="field">
          <span>Courier</span>
          <input value={courier} maxLength={60} onChange={(e) => setCourier(e.target.value)} placeholder="DTDC, Blue Dart…" />
        </label>
        <label className="field">
          <span>Tracking number</span>
          <input value={trackingNumber} maxLength={60} onChange={(e) => setTrackingNumber(e.target.value)} />
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
