import { useTranslation, useLocale, type TFunction } from '@/i18n/i18n';
import { formatDate, formatRupees } from '@/lib/format';
import { Badge, Spinner } from '@farm-store/shared-ui/host/kit';
import type { Coupon } from '@/types/api';
import { usePublicCoupons } from '../api/get-public-coupons';
import { ErrorAlert } from '@/components/error-alert';
import './coupons-page.css';
import '@/i18n/screens'; // this screen's texts

const offer = (c: Coupon, t: TFunction, locale: string) =>
  c.discount_type === 'percentage'
    ? t('coupons.percentOff', { value: c.discount_value })
    : t('coupons.amountOff', { amount: formatRupees(c.discount_value, locale) });

/** Public coupons. `isFirstOrder` is undefined when unknown (signed out or still loading). */
export function CouponsPage({ isFirstOrder }: { isFirstOrder: boolean | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const coupons = usePublicCoupons();

  return (
    <div className="page">
      <h1 className="page-title">{t('coupons.title')}</h1>
      {isFirstOrder && (
        <p className="form-message form-message--success" role="status">
          {t('coupons.firstOrder')}
        </p>
      )}
      {coupons.isPending ? (
        <Spinner label={t('coupons.loading')} />
      ) : coupons.isError ? (
        <ErrorAlert>{t('coupons.loadFailed')}</ErrorAlert>
      ) : coupons.data.length === 0 ? (
        <p className="muted">{t('coupons.none')}</p>
      ) : (
        <ul className="fsui-plain-list coupon-list">
          {coupons.data.map((coupon) => {
            const unavailable = coupon.first_order_only && isFirstOrder === false;
            return (
              <li key={coupon.id} className={`coupon-card${unavailable ? ' coupon-card--unavailable' : ''}`}>
                <p className="coupon-card__offer">{offer(coupon, t, locale)}</p>
                <p className="coupon-card__code">
                  {t('coupons.code')} <strong>{coupon.code}</strong>
                </p>
                {coupon.description && <p>{coupon.description}</p>}
                {!coupon.description && coupon.min_purchase_amount > 0 && (
                  <p className="muted">{t('coupons.minimum', { amount: formatRupees(coupon.min_purchase_amount, locale) })}</p>
                )}
                <p className="muted">{t('coupons.validUntil', { date: formatDate(coupon.expiry_date, locale) })}</p>
                {coupon.first_order_only && (
                  <Badge tone={unavailable ? 'grey' : 'green'}>{unavailable ? t('coupons.firstOnlyUnavailable') : t('coupons.firstOnly')}</Badge>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
