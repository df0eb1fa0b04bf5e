import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Button, Modal, useToast } from '@farm-store/shared-ui/host/kit';
import { errorMessage } from '@/lib/api-client';

interface FormDialogProps {
  open: boolean;
  title: string;
  subtitle?: ReactNode;
  /** Saving: the submit button shows `busyLabel` (when given) and nothing closes the dialog by accident. */
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  submitVariant?: ComponentProps<typeof Button>['variant'];
  /** The submit button waits for a choice the form still lacks. */
  submitDisabled?: boolean;
  /** The button that closes without saving. */
  cancelLabel?: string;
  /** The error line under the form (failures stay in the dialog). */
  error: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The admin's dialogs around one form: Cancel (or `cancelLabel`) and a submit button in the footer, an error line under the fields. */
export function FormDialog({
  open,
  title,
  subtitle,
  busy,
  submitLabel,
  busyLabel = submitLabel,
  submitVariant,
  submitDisabled,
  cancelLabel = 'Cancel',
  error,
  onClose,
  onSubmit,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      closeOnBackdrop={!busy}
      title={title}
      subtitle={subtitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={submitVariant} form={formId} disabled={submitDisabled} busy={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="form-grid" noValidate onSubmit={onSubmit}>
        {children}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}

/**
 * The state of a FormDialog's form: its fields, its error line, a change handler per text field, and `close`, which
 * (unless saving) empties the form for next time and closes the dialog. `dialog` hands the FormDialog what it takes
 * from here: `<FormDialog {...dialog} …>`. `outcome` gives the form's request its callbacks: on success the toast
 * `done` (if any) and close; on failure the server's reason, or `failed`, on the error line.
 */
export function useDialogForm<F extends object>(empty: F, { busy, onClose, initial = empty }: { busy: boolean; onClose: () => void; initial?: F }) {
  const [form, setForm] = useState<F>(initial);
  const [error, setError] = useState('');
  function close() {
    if (busy) return;
    setForm(empty);
    setError('');
    onClose();
  }
  const set = (key: keyof F) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));
  const toast = useToast();
  const outcome = ({ done, failed }: { done?: string; failed: string }) => ({
    onSuccess: () => {
      if (done) toast.success(done);
      close();
    },
    onError: (failure: unknown) => setError(errorMessage(failure, failed)),
  });
  return { form, setForm, set, error, setError, close, outcome, dialog: { busy, error, onClose: close } };
}
