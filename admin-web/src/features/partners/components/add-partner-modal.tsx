import type { FormEvent } from 'react';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useCreatePartner } from '../api/create-partner';

const EMPTY = { name: '', phone: '', password: '' };

export function AddPartnerModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const createPartner = useCreatePartner();
  const busy = createPartner.isPending;
  const { form, set, error, setError, close } = useDialogForm(EMPTY, { busy, onClose });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.name.trim() || !form.phone.trim() || !form.password) return setError('Name, phone and password are required.');
    setError('');
    createPartner.mutate(
      { name: form.name.trim(), phone: form.phone.trim(), password: form.password },
      { onSuccess: close, onError: (failure) => setError(errorMessage(failure, 'Failed to create partner.')) },
    );
  }

  return (
    <FormDialog
      open={open}
      title="Add Delivery Partner"
      busy={busy}
      submitLabel="Create Partner"
      busyLabel="Saving..."
      error={error}
      onClose={close}
      onSubmit={onSubmit}
    >
      <label className="field">
        <span>Name*</span>
        <input value={form.name} autoComplete="off" onChange={set('name')} />
      </label>
      <label className="field">
        <span>Phone*</span>
        <input type="tel" value={form.phone} autoComplete="off" inputMode="tel" onChange={set('phone')} />
      </label>
      <label className="field">
        <span>Password*</span>
        <input type="password" value={form.password} autoComplete="new-password" onChange={set('password')} />
        <span className="field__hint">At least 8 characters; the partner signs in at /delivery/login.</span>
      </label>
    </FormDialog>
  );
}
