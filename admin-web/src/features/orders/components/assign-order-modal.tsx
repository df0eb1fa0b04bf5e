import { useState, type FormEvent } from 'react';
import { Button, Modal, useToast } from '@shared-ui-host/kit';
import { useAssignOrder } from '../api/assign-order';
import type { AdminOrder } from '../api/get-orders';

export interface AssignablePartner {
  id: string;
  name: string;
}

/** SPEC §2 Assign Order: pick an available partner; success closes and reloads, failure alerts. */
export function AssignOrderModal({
  order,
  partners,
  onClose,
  onAssigned,
}: {
  order: AdminOrder;
  partners: AssignablePartner[];
  onClose: () => void;
  onAssigned: () => void;
}) {
  const assignOrder = useAssignOrder();
  const toast = useToast();
  const [partnerId, setPartnerId] = useState('');
  const busy = assignOrder.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!partnerId) {
      window.alert('Please select a delivery partner.');
      return;
    }
    assignOrder.mutate(
      { orderId: order.id, partnerId },
      {
        onSuccess: () => {
          const partner = partners.find((candidate) => candidate.id === partnerId);
          toast.success(`Order ${order.id} assigned to ${partner?.name ?? 'the partner'}.`);
          onAssigned();
        },
        onError: () => window.alert('Failed to assign order. Please try again.'),
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
      title="Assign Order"
      subtitle={`Order ${order.id} · ${order.customer_name}`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="assign-order-form" disabled={!partnerId} busy={busy}>
            Confirm Assignment
          </Button>
        </>
      }
    >
      <form id="assign-order-form" className="form-grid" onSubmit={onSubmit}>
        <label className="field">
          <span>Delivery partner</span>
          <select value={partnerId} onChange={(e) => setPartnerId(e.target.value)}>
            <option value="">Select a Partner</option>
            {partners.map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.name} ({partner.id})
              </option>
            ))}
          </select>
        </label>
        {partners.length === 0 && <p className="muted">No active delivery partners. Add one in the Partners tab.</p>}
      </form>
    </Modal>
  );
}
