import type { FormEvent } from 'react';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { LabelledField } from '@/components/labelled-field';
import { useCancelOrder } from '../api/cancel-order';
import type { AdminOrder } from '../api/get-orders';
import { shortId } from '../utils/order-display';

/** Cancel Order with an optional reason (kept in the order's timeline); its stock and coupon use come back. */
export function CancelOrderModal({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const cancelOrder = useCancelOrder();
  const { form, set, outcome, dialog } = useDialogForm({ reason: '' }, { busy: cancelOrder.isPending, onClose });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    cancelOrder.mutate({ orderId: order.id, reason: form.reason }, outcome({ done: `Order ${shortId(order)} cancelled.`, failed: 'Failed to cancel order.' }));
  }

  return (
    <FormDialog
      {...dialog}
      open
      title="Cancel Order"
      subtitle={`Order ${shortId(order)} · ${order.customer_name}`}
      cancelLabel="Keep Order"
      submitLabel="Cancel Order"
      submitVariant="danger"
      onSubmit={onSubmit}
    >
      <p>This cannot be undone. The order's stock and coupon use go back to the store.</p>
      <LabelledField label="Reason (the customer sees it on their order)">
        <textarea value={form.reason} maxLength={300} rows={3} onChange={set('reason')} />
      </LabelledField>
    </FormDialog>
  );
}
