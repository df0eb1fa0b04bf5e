import { useId } from 'react';

interface AccountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password';
  autoComplete: string;
  maxLength: number;
  /** What is wrong with the value, after a submit. */
  error?: string;
}

/** A labelled input of the account forms, with its error tied to it for screen readers. */
export function AccountField({ label, value, onChange, type = 'text', error, ...rest }: AccountFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className="form-message form-message--error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The longest password the store accepts. */
const PASSWORD_MAX_LENGTH = 128;

/** A password input of the account forms. */
export function AccountPasswordField(props: Omit<AccountFieldProps, 'type' | 'maxLength'>) {
  return <AccountField {...props} type="password" maxLength={PASSWORD_MAX_LENGTH} />;
}
