import { cloneElement, useId, type ReactElement } from 'react';

/**
 * A labelled control with its own message underneath, tied to it (aria-describedby, aria-invalid) so a screen
 * reader announces the problem with the field.
 */
export function Field({ label, error, children }: { label: string; error?: string; children: ReactElement<Record<string, unknown>> }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
