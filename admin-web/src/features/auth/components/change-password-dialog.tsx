import type { FormEvent } from 'react';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '' };

/** "Change my password": every other session of the account ends; this one stays signed in. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useChangePassword();
  const busy = change.isPending;
  const { form, set, error, setError, close } = useDialogForm(EMPTY, { busy, onClose });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.currentPassword || form.newPassword.length < 8) return setError('Enter your current password and a new one of at least 8 characters.');
    change.mutate(form, { onSuccess: close, onError: (failure) => setError(errorMessage(failure, 'Failed to change the password.')) });
  }

  return (
    <FormDialog
      open={open}
      title="Change My Password"
      busy={busy}
      submitLabel="Change Password"
      busyLabel="Saving..."
      error={error}
      onClose={close}
      onSubmit={onSubmit}
    >
      <label className="field">
        <span>Current password</span>
        <input type="password" autoComplete="current-password" value={form.currentPassword} onChange={set('currentPassword')} />
      </label>
      <label className="field">
        <span>New password</span>
        <input type="password" autoComplete="new-password" value={form.newPassword} onChange={set('newPassword')} />
        <span className="field__hint">At least 8 characters. You stay signed in here; other devices are signed out.</span>
      </label>
    </FormDialog>
  );
}
