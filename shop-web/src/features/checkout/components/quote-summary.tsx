import { Price, Spinner } from '@/lib/shared-ui';
import { errorMessage } from '@/lib/api-client';
import type { Quote } from '@/types/api';

interface QuoteSummaryProps {
  quote: Quote | undefined;
  isPending: boolean;
  error: unknown;
  /** Before an address is chosen shipping cannot be judged yet. */
  hasAddress: boolean;
}

/** The server's price breakdown: subtotal, first-order discount, coupon, shipping (FREE at 0), total. */
export function QuoteSummary({ quote, isPending, error, hasAddress }: QuoteSummaryProps) {
  if (error) {
    return (
      <p className="form-message form-message--error" role="alert">
        {errorMessage(error, 'Could not calculate your total. Please try again.')}
      </p>
    );
  }
  if (isPending || !quote) return <Spinner label="Calculating your total" />;
  return (
    <dl className="summary" aria-live="polite">
      <div>
        <dt>Subtotal</dt>
        <dd><Price amount={quote.subtotal} /></dd>
      </div>
      {quote.first_order_discount > 0 && (
        <div>
          <dt>First-order discount (10%)</dt>
          <dd>−<Price amount={quote.first_order_discount} /></dd>
        </div>
      )}
      {quote.coupon_discount > 0 && (
        <div>
          <dt>Coupon{quote.coupon_code ? ` (${quote.coupon_code})` : ''}</dt>
          <dd>−<Price amount={quote.coupon_discount} /></dd>
        </div>
      )}
      <div>
        <dt>
          Shipping
          {hasAddress && quote.is_outstation && ' (outstation)'}
        </dt>
        <dd>
          {!hasAddress ? (
            <span className="muted">Select an address</span>
          ) : quote.shipping === 0 ? (
            <span className="summary__free">FREE</span>
          ) : (
            <Price amount={quote.shipping} />
          )}
        </dd>
      </div>
      <div className="summary__total">
        <dt>Total</dt>
        <dd><Price amount={quote.total} data-testid="order-total" /></dd>
      </div>
    </dl>
  );
}
