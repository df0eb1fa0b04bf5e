import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { store } from '@/config/store';
import { SCREENS_NS } from '@/i18n/screens';
import './info-pages.css';

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <div className="page info-prose">
      <h1 className="page-title">{t('privacy.title')}</h1>
      <section>
        <h2 className="section-title">{t('privacy.collectTitle')}</h2>
        <p>{t('privacy.collect')}</p>
      </section>
      <section>
        <h2 className="section-title">{t('privacy.riderTitle', { ns: SCREENS_NS })}</h2>
        <p>{t('privacy.rider', { ns: SCREENS_NS })}</p>
      </section>
      {/* What the account page offers and what erasure keeps: docs/features.md "Staff, the audit log and customers' data". */}
      {(['rights', 'delete', 'kept'] as const).map((part) => (
        <section key={part}>
          <h2 className="section-title">{t(`privacy.${part}Title`, { ns: SCREENS_NS })}</h2>
          <p>{t(`privacy.${part}`, { ns: SCREENS_NS })}</p>
        </section>
      ))}
      <p>
        <Link to={paths.account}>{t('account.settings')}</Link>
      </p>
      <section>
        <h2 className="section-title">{t('privacy.refundsTitle')}</h2>
        <p>{t('privacy.refunds')}</p>
      </section>
      <section>
        <h2 className="section-title">{t('privacy.transitTitle')}</h2>
        <p>{t('privacy.transit')}</p>
      </section>
      <section>
        <h2 className="section-title">{t('privacy.contactTitle')}</h2>
        <p>
          {t('privacy.contactBefore')} <a href={store.email.href}>{store.email.display}</a> {t('privacy.contactMiddle')}{' '}
          <a href={store.phone.href}>{store.phone.display}</a>.
        </p>
      </section>
    </div>
  );
}
