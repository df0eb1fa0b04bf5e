import type { HTMLAttributes } from 'react';
import '../tokens/tokens.css';
import './badge.css';

export type BadgeTone = 'blue' | 'green' | 'yellow' | 'grey' | 'red';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'grey', className, children, ...rest }: BadgeProps) {
  const classes = ['fsui-badge', `fsui-badge--${tone}`, className].filter(Boolean).join(' ');
  return (
    <span {...rest} className={classes}>
      {children}
    </span>
  );
}
