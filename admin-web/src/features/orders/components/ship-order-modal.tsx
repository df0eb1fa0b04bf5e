import type { FormEvent } from 'react';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-field';
import { TRACKING_NUMBER_MAX } from '@farm-store/contracts/orders';
import type { AdminOrder } from '../api/get-orders';
import { useShipOrder } from '../api/ship-order';
import { shortId } from '../utils/order-display';

/** Ship Order: a courier order handed to the courier, with its name and tracking number (the customer sees both). */
export function ShipOrderModal({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const shipOrder = useShipOrder();
  const { form, set, setError, outcome, dialog } = useDialogForm({ courier: '', trackingNumber: '' }, { busy: shipOrder.isPending, onClose });
  const courier = form.courier.trim();
  const trackingNumber = form.trackingNumber.trim();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!courier || !trackingNumber) {
      setError('Please enter the courier and the tracking number.');
      return;
    }
    setError('');
    shipOrder.mutate(
      { orderId: order.id, courier, trackingNumber },
      outcome({ done: `Order ${shortId(order)} marked shipped with ${courier}.`, failed: 'Failed to mark the order shipped. Please try again.' }),
    );
  }

  return (
    <FormDialog
      {...dialog}
      open
      title="Ship Order"
      subtitle={`Order ${shortId(order)} · ${order.customer_name}`}
      cancelLabel="Close"
      submitLabel="Mark Shipped"
      onSubmit={onSubmit}
    >
      <LabelledInput label="Courier" value={form.courier} maxLength={60} onChange={set('courier')} placeholder="DTDC, Blue Dart…" />
      <LabelledInput
        label="Tracking number"
        value={form.trackingNumber}
        maxLength={TRACKING_NUMBER_MAX}
        onChange={set('trackingNumber')}
        // A pasted number longer than the limit is cut off by the field: said where the admin is looking.
        hint={
          form.trackingNumber.length >= TRACKING_NUMBER_MAX
            ? `Tracking numbers have at most ${TRACKING_NUMBER_MAX} characters. Check it was not cut off.`
            : `At most ${TRACKING_NUMBER_MAX} characters.`
        }
      />
    </FormDialog>
  );
}
