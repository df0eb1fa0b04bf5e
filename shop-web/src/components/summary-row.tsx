import type { ReactNode } from 'react';

interface SummaryRowProps {
  label: ReactNode;
  /** The sum the list ends with, set apart from the lines above it. */
  total?: boolean;
  children: ReactNode;
}

/** One line of a `<dl className="summary">`: what it is, then its value. */
export function SummaryRow({ label, total = false, children }: SummaryRowProps) {
  return (
    <div className={total ? 'summary__total' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
