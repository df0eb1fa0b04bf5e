import { useState, type FormEvent } from 'react';
import { useToast } from '@farm-store/shared-ui/host/kit';
import { FormDialog } from '@/components/form-dialog';
import { LabelledField } from '@/components/labelled-field';
import { errorMessage } from '@/lib/api-client';
import { useAssignOrder } from '../api/assign-order';
import type { AdminOrder } from '../api/get-orders';
import { useReassignOrder } from '../api/reassign-order';
import { shortId } from '../utils/order-display';

/** A partner to choose: by name, with the phone telling two of the same name apart (never the database id). */
export interface AssignablePartner {
  id: string;
  name: string;
  phone: string;
}

/**
 * Assign Order (a Pending order) or Reassign Order (one in a partner's hands, to another partner): pick an active
 * partner; success closes and reloads, failure alerts. One request per confirmation however often it is clicked.
 */
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
  const reassignOrder = useReassignOrder();
  const toast = useToast();
  const [partnerId, setPartnerId] = useState('');
  const fromPartnerId = order.partner_id;
  const reassigning = fromPartnerId !== null;
  const busy = assignOrder.isPending || reassignOrder.isPending;
  const choices = partners.filter((partner) => partner.id !== fromPartnerId);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!partnerId) {
      window.alert('Please select a delivery partner.');
      return;
    }
    const partner = partners.find((candidate) => candidate.id === partnerId);
    const done = {
      onSuccess: () => {
        toast.success(`Order ${shortId(order)} ${reassigning ? 'reassigned' : 'assigned'} to ${partner?.name ?? 'the partner'}.`);
        onAssigned();
      },
    };
    if (fromPartnerId !== null) {
      reassignOrder.mutate(
        { orderId: order.id, fromPartnerId, partnerId },
        { ...done, onError: (failure) => window.alert(errorMessage(failure, 'Failed to reassign order. Please try again.')) },
      );
    } else {
      assignOrder.mutate({ orderId: order.id, partnerId }, { ...done, onError: () => window.alert('Failed to assign order. Please try again.') });
    }
  }

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <FormDialog
      open
      title={reassigning ? 'Reassign Order' : 'Assign Order'}
      subtitle={`Order ${shortId(order)} · ${order.customer_name}${reassigning ? ` · now with ${order.partner_name ?? 'a partner'}` : ''}`}
      busy={busy}
      // Failures are alerts, not a line in the dialog.
      error=""
      submitLabel={reassigning ? 'Confirm Reassignment' : 'Confirm Assignment'}
      submitDisabled={!partnerId}
      onClose={close}
      onSubmit={onSubmit}
    >
      <LabelledField label={reassigning ? 'New delivery partner' : 'Delivery partner'}>
        <select value={partnerId} onChange={(e) => setPartnerId(e.target.value)}>
          <option value="">Select a Partner</option>
          {choices.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.name} ({partner.phone})
            </option>
          ))}
        </select>
      </LabelledField>
      {choices.length === 0 && <p className="muted">No other active delivery partners. Add one in the Partners tab.</p>}
      {reassigning && <p className="muted">The new partner accepts the order in their app before taking it out.</p>}
    </FormDialog>
  );
}
