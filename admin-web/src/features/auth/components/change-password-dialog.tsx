import type { FormEvent } from 'react';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { LabelledInput, NewPasswordInput } from '@/components/labelled-field';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '' };

/** "Change my password": every other session of the account ends; this one stays signed in. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useChangePassword();
  const busy = change.isPending;
  const { form, set, setError, outcome, dialog } = useDialogForm(EMPTY, { busy, onClose });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.currentPassword || form.newPassword.length < 8) return setError('Enter your current password and a new one of at least 8 characters.');
    change.mutate(form, outcome({ failed: 'Failed to change the password.' }));
  }

  return (
    <FormDialog {...dialog} open={open} title="Change My Password" submitLabel="Change Password" busyLabel="Saving..." onSubmit={onSubmit}>
      <LabelledInput label="Current password" type="password" autoComplete="current-password" value={form.currentPassword} onChange={set('currentPassword')} />
      <NewPasswordInput
        label="New password"
        hint="At least 8 characters. You stay signed in here; other devices are signed out."
        value={form.newPassword}
        onChange={set('newPassword')}
      />
    </FormDialog>
  );
}
