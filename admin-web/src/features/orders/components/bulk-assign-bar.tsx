import { useState, type FormEvent } from 'react';
import { Button, useToast } from '@farm-store/shared-ui/host/kit';
import { errorMessage } from '@/lib/api-client';
import { useBulkAssignOrders, type BulkAssignResult } from '../api/bulk-assign-orders';
import type { AssignablePartner } from './assign-order-modal';
import { LabelledField } from '@/components/labelled-field';

const plural = (n: number) => `${n} order${n === 1 ? '' : 's'}`;

/**
 * Assigns the Pending orders ticked on this page to one active partner in a single request. The orders the API
 * could not assign (taken meanwhile, cancelled) are named with the reason; the others are assigned anyway.
 */
export function BulkAssignBar({
  selected,
  partners,
  onDone,
}: {
  selected: string[];
  partners: AssignablePartner[];
  onDone: (result: BulkAssignResult) => void;
}) {
  const bulkAssign = useBulkAssignOrders();
  const toast = useToast();
  const [partnerId, setPartnerId] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const partner = partners.find((candidate) => candidate.id === partnerId);
    if (!partner || selected.length === 0) return;
    // Awaited rather than per-call callbacks: the reload after it may empty this page of Pending orders and take this
    // bar away, and the admin must still hear what happened.
    let result: BulkAssignResult;
    try {
      result = await bulkAssign.mutateAsync({ orderIds: selected, partnerId });
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to assign the orders. Please try again.'));
      return;
    }
    if (result.assigned.length > 0) toast.success(`${plural(result.assigned.length)} assigned to ${partner.name}.`);
    onDone(result);
  }

  return (
    <form className="bulk-assign" aria-label="Assign the selected orders" onSubmit={(event) => void onSubmit(event)}>
      <span className="bulk-assign__count" aria-live="polite">
        {plural(selected.length)} selected
      </span>
      <LabelledField label="Delivery partner">
        <select value={partnerId} onChange={(e) => setPartnerId(e.target.value)}>
          <option value="">Select a Partner</option>
          {partners.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.name} ({partner.phone})
            </option>
          ))}
        </select>
      </LabelledField>
      <Button type="submit" disabled={!partnerId || selected.length === 0} busy={bulkAssign.isPending}>
        Assign {plural(selected.length)}
      </Button>
      {selected.length > 0 && partners.length === 0 && <p className="muted">No active delivery partners. Add one in the Partners tab.</p>}
    </form>
  );
}
