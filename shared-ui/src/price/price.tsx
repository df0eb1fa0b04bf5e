import type { HTMLAttributes } from 'react';
import '../tokens/tokens.css';
import './price.css';

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats rupees (integer or decimal), e.g. 1500 → "₹1,500.00". */
export function formatPrice(amount: number): string {
  return inr.format(amount);
}

export interface PriceProps extends HTMLAttributes<HTMLSpanElement> {
  /** Amount in rupees. */
  amount: number;
}

export function Price({ amount, className, ...rest }: PriceProps) {
  return (
    <span {...rest} className={['fsui-price', className].filter(Boolean).join(' ')}>
      {formatPrice(amount)}
    </span>
  );
}
