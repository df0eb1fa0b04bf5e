import { useTranslation } from 'react-i18next';
import { Price, Spinner } from '@farm-store/shared-ui/host/kit';
import { HYDERABAD_FREE_DELIVERY_ABOVE } from '@/config/delivery';
import { useLocale } from '@/i18n/i18n';
import { SCREENS_NS } from '@/i18n/screens';
import { errorText } from '@/lib/error-messages';
import { formatRupees } from '@/lib/format';
import { lineNames } from '@/lib/cart';
import type { CartLine, Quote } from '@/types/api';
import { freeDeliveryShortfall } from '../utils/free-delivery';

interface QuoteSummaryProps {
  quote: Quote | undefined;
  isPending: boolean;
  error: unknown;
  /** Before an address is chosen shipping cannot be judged yet. */
  hasAddress: boolean;
  /** The lines priced, to name the ones a stale cart holds. */
  lines: CartLine[];
}

/** The server's price breakdown: subtotal, first-order discount, coupon, shipping (FREE at 0), total. */
export function QuoteSummary({ quote, isPending, error, hasAddress, lines }: QuoteSummaryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (error) {
    return (
      <p className="form-message form-message--error" role="alert">
        {errorText(t, error, t('checkout.quoteFailed'), { itemNames: lineNames(lines) })}
      </p>
    );
  }
  if (isPending || !quote) return <Spinner label={t('checkout.calculating')} />;
  const shortfall = hasAddress ? freeDeliveryShortfall(quote) : null;
  return (
    <>
      <dl className="summary" aria-live="polite">
        <div>
          <dt>{t('checkout.subtotal')}</dt>
          <dd>
            <Price amount={quote.subtotal} />
          </dd>
        </div>
        {quote.first_order_discount > 0 && (
          <div>
            <dt>{t('checkout.firstOrder')}</dt>
            <dd>
              −<Price amount={quote.first_order_discount} />
            </dd>
          </div>
        )}
        {quote.coupon_discount > 0 && (
          <div>
            <dt>{quote.coupon_code ? t('checkout.couponWithCode', { code: quote.coupon_code }) : t('checkout.coupon')}</dt>
            <dd>
              −<Price amount={quote.coupon_discount} />
            </dd>
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
          <dd>
            <Price amount={quote.total} data-testid="order-total" />
          </dd>
        </div>
      </dl>
      {shortfall !== null && (
        <p className="form-message form-message--info" data-testid="free-delivery-nudge">
          {t('checkout.freeDeliveryNudge', {
            ns: SCREENS_NS,
            amount: formatRupees(shortfall, locale),
            threshold: formatRupees(HYDERABAD_FREE_DELIVERY_ABOVE, locale),
          })}
        </p>
      )}
    </>
  );
}
