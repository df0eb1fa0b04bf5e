import type { InputHTMLAttributes, ReactNode } from 'react';

/** A form control in the admin's style: its name above it and an optional hint below, all in one label. */
export function LabelledField({ label, hint, children }: { label: ReactNode; hint?: ReactNode; children: ReactNode }) {
  return (
    <label className="field">
      <span>{label}</span>
      {children}
      {hint && <span className="field__hint">{hint}</span>}
    </label>
  );
}

type LabelledInputProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; hint?: ReactNode };

/** A LabelledField around an input; every other prop is the input's. */
export function LabelledInput({ label, hint, ...input }: LabelledInputProps) {
  return (
    <LabelledField label={label} hint={hint}>
      <input {...input} />
    </LabelledField>
  );
}

/** A password being chosen (a new account's, a changed one): masked, and offered to password managers as new. */
export function NewPasswordInput(props: Omit<LabelledInputProps, 'type' | 'autoComplete'>) {
  return <LabelledInput {...props} type="password" autoComplete="new-password" />;
}
