import '../tokens/tokens.css';
import './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; pass `null` when the spinner only decorates a labelled control. */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  const classes = ['fsui-spinner', `fsui-spinner--${size}`, className].filter(Boolean).join(' ');
  if (label === null) return <span className={classes} aria-hidden="true" />;
  return <span className={classes} role="status" aria-label={label} />;
}
