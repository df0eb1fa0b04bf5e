import { Link } from 'react-router';
import { useLocale, useTranslation } from '@/i18n/i18n';
import { paths } from '@/config/paths';
import { formatDay, formatRupees, storeDay } from '@/lib/format';
import { useUser } from '@/lib/session';
import { useSubscriptionBalance, type SubscriptionBalance } from '../api/get-subscription-balance';
import { addDays } from '../utils/days';
import './subscriptions.css';
import '@/i18n/screens'; // this screen's texts

/** Where "Top up" goes: the store credit section of the account page. */
export const TOP_UP_HREF = `${paths.account}#store-credit`;

function skippedText(skip: SubscriptionBalance['skipped'][number], t: ReturnType<typeof useTranslation>['t'], locale: string): string {
  if (skip.reason === 'balance') {
    const today = storeDay(new Date(Date.now()));
    if (skip.date === addDays(today, 1)) return t('subscriptions.skippedTomorrow');
    if (skip.date === today) return t('subscriptions.skippedToday');
  }
  const day = formatDay(skip.date, locale);
  if (skip.reason === 'unavailable') return t('subscriptions.skippedUnavailable', { day });
  if (skip.reason === 'no_slot') return t('subscriptions.skippedNoSlot', { day });
  return t('subscriptions.skippedTomorrow');
}

/**
 * Says when the store credit will not cover the next 3 delivery days, and which days were skipped at their cut-off.
 * Shows nothing while loading, on a failure, or when the store has no such read (404).
 */
export function LowBalanceBanner() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useUser();
  const balance = useSubscriptionBalance({ enabled: user !== null });
  const data = balance.data;
  if (!data || (!data.low && data.skipped.length === 0)) return null;
  return (
    <section className="low-balance card" aria-label={t('subscriptions.topUp')}>
      {data.skipped.map((skip) => (
        <p key={`${skip.date}-${skip.reason}`} className="low-balance__line">
          {skippedText(skip, t, locale)}
        </p>
      ))}
      {data.low && (
        <p className="low-balance__line">
          {t('subscriptions.lowBalance', { balance: formatRupees(data.balance, locale), needed: formatRupees(data.nextThreeDays, locale) })}
        </p>
      )}
      <Link to={TOP_UP_HREF} className="low-balance__top-up">
        {t('subscriptions.topUp')}
      </Link>
    </section>
  );
}
