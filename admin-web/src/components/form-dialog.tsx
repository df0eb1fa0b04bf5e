import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Modal } from '@farm-store/shared-ui/host/kit';

interface FormDialogProps {
  open: boolean;
  title: string;
  subtitle?: ReactNode;
  /** Saving: the submit button shows `busyLabel` and nothing closes the dialog by accident. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The error line under the form (failures stay in the dialog). */
  error: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The admin's dialogs around one form: Cancel and a submit button in the footer, an error line under the fields. */
export function FormDialog({ open, title, subtitle, busy, submitLabel, busyLabel, error, onClose, onSubmit, children }: FormDialogProps) {
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
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
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
 * (unless saving) empties the form for next time and closes the dialog.
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
  return { form, setForm, set, error, setError, close };
}
