import { useTranslation, useLocale } from '@/i18n/i18n';
import { Price, Spinner } from '@farm-store/shared-ui/host/kit';
import { HYDERABAD_FREE_DELIVERY_ABOVE } from '@/config/delivery';
import { SCREENS_NS } from '@/i18n/screens';
import { errorText } from '@/lib/error-messages';
import { formatDay, formatRupees } from '@/lib/format';
import { lineNames } from '@/lib/cart';
import type { CartLine, Quote, ShippingDetail } from '@/types/api';
import { freeDeliveryShortfall } from '../utils/free-delivery';
import { SummaryRow } from '@/components/summary-row';
import { ErrorAlert } from '@/components/error-alert';
import { StoreCreditRows } from '@/components/store-credit-rows';

interface QuoteSummaryProps {
  quote: Quote | undefined;
  isPending: boolean;
  error: unknown;
  /** Before an address is chosen shipping cannot be judged yet. */
  hasAddress: boolean;
  /** The lines priced, to name the ones a stale cart holds. */
  lines: CartLine[];
}

/** The server's price breakdown: subtotal, first-order discount, coupon, shipping (FREE at 0), total, store credit and what is left to pay. */
export function QuoteSummary({ quote, isPending, error, hasAddress, lines }: QuoteSummaryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (error) {
    return <ErrorAlert>{errorText(t, error, t('checkout.quoteFailed'), { itemNames: lineNames(lines) })}</ErrorAlert>;
  }
  if (isPending || !quote) return <Spinner label={t('checkout.calculating')} />;
  const shortfall = hasAddress ? freeDeliveryShortfall(quote) : null;
  return (
    <>
      <dl className="summary" aria-live="polite">
        <SummaryRow label={t('checkout.subtotal')}>
          <Price amount={quote.subtotal} />
        </SummaryRow>
        {quote.first_order_discount > 0 && (
          <SummaryRow label={t('checkout.firstOrder')}>
            −<Price amount={quote.first_order_discount} />
          </SummaryRow>
        )}
        {quote.coupon_discount > 0 && (
          <SummaryRow label={quote.coupon_code ? t('checkout.couponWithCode', { code: quote.coupon_code }) : t('checkout.coupon')}>
            −<Price amount={quote.coupon_discount} />
          </SummaryRow>
        )}
        <SummaryRow
          label={
            <>
              {t('checkout.shipping')}
              {hasAddress && quote.is_outstation && t('checkout.outstation')}
            </>
          }
        >
          {!hasAddress ? (
            <span className="muted">{t('checkout.pickAddress')}</span>
          ) : quote.shipping === 0 ? (
            <span className="summary__free">{t('checkout.free')}</span>
          ) : (
            <Price amount={quote.shipping} />
          )}
        </SummaryRow>
        <SummaryRow label={t('checkout.total')} total>
          <Price amount={quote.total} data-testid="order-total" />
        </SummaryRow>
        <StoreCreditRows credit={quote.store_credit} toPay={quote.to_pay} />
      </dl>
      {hasAddress && quote.shipping_detail && <ShippingExplanation detail={quote.shipping_detail} shipping={quote.shipping} />}
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

/**
 * Why shipping costs what it does, before the customer confirms: the zone, then the weight charged at the zone's
 * rate (or the free-delivery threshold met), and for a courier order the days it leaves and arrives.
 */
function ShippingExplanation({ detail, shipping }: { detail: ShippingDetail; shipping: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rupees = (amount: number) => formatRupees(amount, locale);
  const parts = [
    t(`shippingWhy.zones.${detail.zone}`),
    detail.free && detail.free_above !== null
      ? t('shippingWhy.free', { threshold: rupees(detail.free_above) })
      : t('shippingWhy.charged', {
          kg: detail.billed_kg.toLocaleString(locale, { maximumFractionDigits: 2 }),
          rate: rupees(detail.rate_per_kg),
          amount: rupees(shipping),
        }),
  ];
  if (detail.dispatch_date && detail.expected_date) {
    parts.push(t('shippingWhy.courierDates', { dispatch: formatDay(detail.dispatch_date, locale), expected: formatDay(detail.expected_date, locale) }));
  }
  return (
    <p className="muted shipping-why" data-testid="shipping-why">
      {parts.join(' · ')}
    </p>
  );
}
