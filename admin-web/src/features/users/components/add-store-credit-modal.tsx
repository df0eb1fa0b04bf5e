import { useState, type FormEvent } from 'react';
import { newIdempotencyKey } from '@farm-store/shared-ui/host/idempotency-key';
import { GOODWILL_MAX, GOODWILL_REASON_MAX } from '@farm-store/contracts/store-credit';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { LabelledField, LabelledInput } from '@/components/labelled-field';
import { ApiError } from '@/lib/api-client';
import { formatRupees, parseRupees } from '@/lib/format';
import type { AdminUser } from '../api/get-users';
import { useAddStoreCredit } from '../api/add-store-credit';

const REASON_MIN = 3;

/** What is wrong with the form, in the words shown under it, or null when it can be sent. */
function problemOf(amount: number | null, reason: string): string | null {
  if (amount === null || amount < 1 || amount > GOODWILL_MAX) return `Enter an amount from ₹1 to ${formatRupees(GOODWILL_MAX)}, like 100 or 99.50.`;
  if (reason.length < REASON_MIN) return 'Say why, in at least 3 characters (the customer reads it).';
  return null;
}

/** The API words its refusals (400, 404) for people; anything else gets ours. */
const refusal = (failure: unknown) =>
  (failure instanceof ApiError && (failure.status === 400 || failure.status === 404) && failure.msg) || 'The credit could not be added. Please try again.';

/** Add store credit: goodwill credit for a customer with the reason they read in Account. */
export function AddStoreCreditModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const add = useAddStoreCredit();
  // One key for this dialog: a retry after a lost answer adds the credit once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { form, set, setError, outcome, dialog } = useDialogForm({ amount: '', reason: '' }, { busy: add.isPending, onClose });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = parseRupees(form.amount);
    const reason = form.reason.trim();
    const problem = problemOf(amount, reason);
    if (problem) {
      setError(problem);
      return;
    }
    const { onSuccess } = outcome({ done: `Added ${formatRupees(amount!)} store credit for ${user.name}.`, failed: '' });
    add.mutate({ userId: user.id, amount: amount!, reason, idempotencyKey }, { onSuccess, onError: (failure) => setError(refusal(failure)) });
  }

  return (
    <FormDialog
      {...dialog}
      open
      title="Add store credit"
      subtitle={`${user.name} · balance ${formatRupees(user.store_credit)}`}
      submitLabel="Add credit"
      busyLabel="Adding..."
      onSubmit={onSubmit}
    >
      <LabelledInput label="Amount (₹)" inputMode="decimal" autoComplete="off" value={form.amount} onChange={set('amount')} />
      <LabelledField label="Reason (the customer reads it)">
        <textarea value={form.reason} maxLength={GOODWILL_REASON_MAX} rows={3} onChange={set('reason')} />
      </LabelledField>
    </FormDialog>
  );
}
