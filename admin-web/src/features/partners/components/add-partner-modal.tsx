import type { FormEvent } from 'react';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { LabelledInput, NewPasswordInput } from '@/components/labelled-field';
import { useCreatePartner } from '../api/create-partner';

const EMPTY = { name: '', phone: '', password: '' };

export function AddPartnerModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const createPartner = useCreatePartner();
  const busy = createPartner.isPending;
  const { form, set, setError, outcome, dialog } = useDialogForm(EMPTY, { busy, onClose });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.name.trim() || !form.phone.trim() || !form.password) return setError('Name, phone and password are required.');
    setError('');
    createPartner.mutate({ name: form.name.trim(), phone: form.phone.trim(), password: form.password }, outcome({ failed: 'Failed to create partner.' }));
  }

  return (
    <FormDialog {...dialog} open={open} title="Add Delivery Partner" submitLabel="Create Partner" busyLabel="Saving..." onSubmit={onSubmit}>
      <LabelledInput label="Name*" value={form.name} autoComplete="off" onChange={set('name')} />
      <LabelledInput label="Phone*" type="tel" value={form.phone} autoComplete="off" inputMode="tel" onChange={set('phone')} />
      <NewPasswordInput
        label="Password*"
        hint="At least 8 characters; the partner signs in at /delivery/login."
        value={form.password}
        onChange={set('password')}
      />
    </FormDialog>
  );
}
