import type { FormEvent } from 'react';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { LabelledField, LabelledInput } from '@/components/labelled-field';
import { ApiError } from '@/lib/api-client';
import { formatRupees, parseRupees } from '@/lib/format';
import type { AdminOrder } from '../api/get-orders';
import { useRefundOrder } from '../api/refund-order';
import { shortId } from '../utils/order-display';

const REASON_MIN = 3;
const REASON_MAX = 200;

/** The amount field as it starts: the whole refundable amount, "450" or "449.50". */
const rupeesText = (rupees: number) => (Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2));

/** The API words its refusals (400, 409: more than is left to refund, nothing paid) for people; anything else gets ours. */
const refusal = (failure: unknown) =>
  (failure instanceof ApiError && (failure.status === 400 || failure.status === 409) && failure.msg) || 'The refund could not be started. Please try again.';

/** What is wrong with the form, in the words shown under it, or null when it can be sent. */
function problemOf(amount: number | null, reason: string, refundable: number): string | null {
  if (amount === null || amount <= 0) return 'Enter the amount to refund in rupees, like 450 or 449.50.';
  if (amount > refundable) return `At most ${formatRupees(refundable)} is left to refund.`;
  if (reason.length < REASON_MIN) return 'Say why, in at least 3 characters (the customer reads it).';
  return null;
}

/** Refund…: part or all of what is left to refund, with the reason the customer reads; the order's details refresh after. */
export function RefundOrderModal({ order, refundable, onClose }: { order: AdminOrder; refundable: number; onClose: () => void }) {
  const refund = useRefundOrder();
  const { form, set, setError, outcome, dialog } = useDialogForm({ amount: rupeesText(refundable), reason: '' }, { busy: refund.isPending, onClose });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = parseRupees(form.amount);
    const reason = form.reason.trim();
    const problem = problemOf(amount, reason, refundable);
    if (problem) {
      setError(problem);
      return;
    }
    const { onSuccess } = outcome({ done: `Refund of ${formatRupees(amount!)} started for order ${shortId(order)}.`, failed: '' });
    refund.mutate({ orderId: order.id, amount: amount!, reason }, { onSuccess, onError: (failure) => setError(refusal(failure)) });
  }

  return (
    <FormDialog
      {...dialog}
      open
      title="Refund"
      subtitle={`Order ${shortId(order)} · ${order.customer_name} · up to ${formatRupees(refundable)}`}
      submitLabel="Refund"
      busyLabel="Refunding..."
      onSubmit={onSubmit}
    >
      <LabelledInput label="Amount (₹)" inputMode="decimal" autoComplete="off" value={form.amount} onChange={set('amount')} />
      <LabelledField label="Reason (the customer reads it)">
        <textarea value={form.reason} maxLength={REASON_MAX} rows={3} onChange={set('reason')} />
      </LabelledField>
    </FormDialog>
  );
}
