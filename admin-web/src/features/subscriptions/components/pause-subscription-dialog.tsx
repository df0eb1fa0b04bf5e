import type { FormEvent } from 'react';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-field';
import { ApiError } from '@/lib/api-client';
import { formatStoreDay } from '@/lib/format';
import { storeTomorrow } from '@/lib/period';
import type { AdminSubscription } from '../api/get-subscriptions';
import { usePauseSubscription } from '../api/pause-subscription';

/** What is wrong with the days, in the words shown under them, or null when they can be sent. */
function problemOf(from: string, to: string): string | null {
  if (!from || !to) return 'Choose the first and the last day of the pause.';
  if (to < from) return 'The last day cannot be before the first.';
  return null;
}

/** The API words its refusals for people (a closed day, a cancelled subscription); anything else gets ours. */
export const refusal = (failure: unknown, fallback: string) =>
  (failure instanceof ApiError && [400, 404, 409].includes(failure.status) && failure.msg) || fallback;

/** Pause…: no deliveries from one day to another, on the customer's behalf, by their own rules (the cut-off). */
export function PauseSubscriptionDialog({ subscription, onClose }: { subscription: AdminSubscription; onClose: () => void }) {
  const pause = usePauseSubscription();
  const tomorrow = storeTomorrow(new Date());
  const { form, set, setError, outcome, dialog } = useDialogForm({ from: tomorrow, to: tomorrow }, { busy: pause.isPending, onClose });
  const name = subscription.customer.name;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = problemOf(form.from, form.to);
    if (problem) {
      setError(problem);
      return;
    }
    const { onSuccess } = outcome({ done: `Paused ${name}'s subscription ${formatStoreDay(form.from)} – ${formatStoreDay(form.to)}.`, failed: '' });
    pause.mutate(
      { id: subscription.id, from: form.from, to: form.to },
      { onSuccess, onError: (failure) => setError(refusal(failure, 'The subscription could not be paused. Please try again.')) },
    );
  }

  return (
    <FormDialog
      {...dialog}
      open
      title="Pause subscription"
      subtitle={`${name} · ${subscription.customer.phone}. A day can be paused until its cut-off the evening before; the customer sees the pause in their calendar.`}
      submitLabel="Pause"
      busyLabel="Pausing..."
      onSubmit={onSubmit}
    >
      <LabelledInput label="First day without delivery" type="date" min={tomorrow} value={form.from} onChange={set('from')} />
      <LabelledInput label="Last day without delivery" type="date" min={form.from || tomorrow} value={form.to} onChange={set('to')} />
    </FormDialog>
  );
}
