import { useLocale, useTranslation } from '@/i18n/i18n';
import { Price } from '@farm-store/shared-ui/host/kit';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { TitledSection } from '@/components/titled-section';
import { formatDate, formatRupees } from '@/lib/format';
import { useStoreCredit } from '../api/get-store-credit';
import '@/i18n/screens'; // this screen's texts

/** Account: the store credit balance and its entries (what was added, what orders used), once there are any. */
export function StoreCreditSummary() {
  const { t } = useTranslation();
  const locale = useLocale();
  const credit = useStoreCredit();
  if (credit.isError) return <p className="muted">{t('account.credit.loadFailed')}</p>;
  if (!credit.data || credit.data.entries.length === 0) return null;
  return (
    <TitledSection title={t('account.credit.title', { amount: formatRupees(credit.data.balance, locale) })} className="card stack store-credit">
      <p className="muted store-credit__note">{t('account.credit.note')}</p>
      <ul className="fsui-plain-list store-credit__entries" data-testid="store-credit-entries">
        {credit.data.entries.map((entry) => (
          <li key={`${entry.at}-${entry.amount}-${entry.reason}`} className="store-credit__entry">
            <span>
              {entry.reason}
              <br />
              <span className="muted">
                {formatDate(entry.at, locale)}
                {entry.order_id && ` · ${t('account.credit.order', { ref: shortOrderId(entry.order_id) })}`}
              </span>
            </span>
            <span className={entry.amount < 0 ? 'store-credit__spent' : 'store-credit__added'}>
              {entry.amount < 0 ? '−' : '+'}
              <Price amount={Math.abs(entry.amount)} />
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
