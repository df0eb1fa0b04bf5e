import type { ReactNode } from 'react';

/** A red message read out as soon as it appears: what went wrong, or what stops the shopper going on. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p className="form-message form-message--error" role="alert">
      {children}
    </p>
  );
}
