import { useTranslation } from 'react-i18next';
import { store } from '@/config/store';
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
