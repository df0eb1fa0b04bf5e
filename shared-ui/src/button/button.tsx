import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '../spinner/spinner';
import '../tokens/tokens.css';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button shows a spinner, is disabled and reports aria-busy. */
  busy?: boolean;
  fullWidth?: boolean;
}

export function Button({ variant = 'primary', busy = false, fullWidth = false, disabled, type = 'button', className, children, ...rest }: ButtonProps) {
  const classes = ['fsui-button', `fsui-button--${variant}`, fullWidth && 'fsui-button--full', className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && <Spinner size="sm" label={null} />}
      {children}
    </button>
  );
}
