import { useTranslation } from 'react-i18next';
import { Price, Spinner } from '@shared-ui-host/kit';
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
  const { t } = useTranslation();
  if (error) {
    return (
      <p className="form-message form-message--error" role="alert">
        {errorMessage(error, t('checkout.quoteFailed'))}
      </p>
    );
  }
  if (isPending || !quote) return <Spinner label={t('checkout.calculating')} />;
  return (
    <dl className="summary" aria-live="polite">
      <div>
        <dt>{t('checkout.subtotal')}</dt>
        <dd><Price amount={quote.subtotal} /></dd>
      </div>
      {quote.first_order_discount > 0 && (
        <div>
          <dt>{t('checkout.firstOrder')}</dt>
          <dd>−<Price amount={quote.first_order_discount} /></dd>
        </div>
      )}
      {quote.coupon_discount > 0 && (
        <div>
          <dt>{quote.coupon_code ? t('checkout.couponWithCode', { code: quote.coupon_code }) : t('checkout.coupon')}</dt>
          <dd>−<Price amount={quote.coupon_discount} /></dd>
        </div>
      )}
      <div>
        <dt>
          {t('checkout.shipping')}
          {hasAddress && quote.is_outstation && t('checkout.outstation')}
        </dt>
        <dd>
          {!hasAddress ? (
            <span className="muted">{t('checkout.pickAddress')}</span>
          ) : quote.shipping === 0 ? (
            <span className="summary__free">{t('checkout.free')}</span>
          ) : (
            <Price amount={quote.shipping} />
          )}
        </dd>
      </div>
      <div className="summary__total">
        <dt>{t('checkout.total')}</dt>
        <dd><Price amount={quote.total} data-testid="order-total" /></dd>
      </div>
    </dl>
  );
}
