import { useTranslation } from '@/i18n/i18n';
import { store } from '@/config/store';
import { TitledSection } from '@/components/titled-section';
import { CardGrid } from '@/components/info-blocks';
import './info-pages.css';
import '@/i18n/screens'; // this screen's texts

export function HelpPage() {
  const { t } = useTranslation();
  const faqs = t('help.faqs', { returnObjects: true }) as Array<{ q: string; a: string }>;
  return (
    <div className="page">
      <h1 className="page-title">{t('help.title')}</h1>
      <p className="muted">{t('help.intro')}</p>
      <CardGrid>
        <li className="card">
          <h2>{t('help.call')}</h2>
          <a href={store.phone.href}>{store.phone.display}</a>
        </li>
        <li className="card">
          <h2>{t('help.email')}</h2>
          <a href={store.email.href}>{store.email.display}</a>
        </li>
        <li className="card">
          <h2>{t('help.follow')}</h2>
          {store.social.map((profile) => (
            <a key={profile.network} href={profile.href} target="_blank" rel="noopener noreferrer" className="info-social">
              {profile.network}: {profile.handle}
            </a>
          ))}
        </li>
      </CardGrid>
      <TitledSection title={t('help.faqTitle')} className="stack">
        {faqs.map((faq) => (
          <details key={faq.q} className="card faq">
            <summary>{faq.q}</summary>
            <p>{faq.a}</p>
          </details>
        ))}
      </TitledSection>
    </div>
  );
}
