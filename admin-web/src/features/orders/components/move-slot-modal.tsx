import type { FormEvent } from 'react';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { LabelledField } from '@/components/labelled-field';
import { isSlotOpen, useSlotFill, type SlotFill } from '@/features/slots/api/get-slot-fill';
import { formatSlot } from '@/lib/format';
import type { AdminOrder } from '../api/get-orders';
import { useMoveOrderSlot } from '../api/move-order-slot';
import { shortId } from '../utils/order-display';
import { SlotOptions } from './slot-options';

/** Move to another slot: one of the next 3 days' open slots (not the order's own); the customer gets an SMS. */
export function MoveSlotModal({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const fill = useSlotFill();
  const moveSlot = useMoveOrderSlot();
  const { form, set, outcome, dialog } = useDialogForm({ slotId: '' }, { busy: moveSlot.isPending, onClose });
  const offer = (slot: SlotFill) => slot.id !== order.slot?.id && isSlotOpen(slot);
  const days = fill.data?.days;
  const choices = days?.flatMap((day) => day.slots).filter(offer) ?? [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const slot = choices.find((choice) => choice.id === form.slotId);
    if (!slot) return;
    moveSlot.mutate(
      { orderId: order.id, slotId: slot.id },
      outcome({ done: `Order ${shortId(order)} moved to ${formatSlot(slot)}; the customer gets an SMS.`, failed: 'Failed to move the order.' }),
    );
  }

  return (
    <FormDialog
      {...dialog}
      open
      title="Move to Another Slot"
      subtitle={`Order ${shortId(order)} · ${order.customer_name}${order.slot ? ` · now ${formatSlot(order.slot)}` : ''}`}
      submitLabel="Move Order"
      busyLabel="Moving..."
      submitDisabled={!form.slotId}
      onSubmit={onSubmit}
    >
      <LabelledField label="New delivery slot">
        <select value={form.slotId} disabled={!days} onChange={set('slotId')}>
          <option value="">Select a slot</option>
          {days && <SlotOptions days={days} offer={offer} />}
        </select>
      </LabelledField>
      {fill.isError && <p className="muted">Could not load the slots. Close this and try again.</p>}
      {days && choices.length === 0 && <p className="muted">No other slot is open in the next 3 days.</p>}
      <p className="muted">The customer gets an SMS with the new time.</p>
    </FormDialog>
  );
}
