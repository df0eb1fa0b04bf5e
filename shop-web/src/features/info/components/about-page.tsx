import { useTranslation } from 'react-i18next';
import { store } from '@/config/store';
import { TitledSection } from '@/components/titled-section';
import './info-pages.css';
import '@/i18n/screens'; // this screen's texts

export function AboutPage() {
  const { t } = useTranslation();
  const offerings = t('about.items', { returnObjects: true }) as Array<{ title: string; text: string }>;
  return (
    <div className="page">
      <section className="about-banner">
        <h1>{t('about.banner')}</h1>
        <p>{t('store.tagline')}</p>
      </section>
      <section className="info-prose">
        <h2 className="section-title">{t('about.journey')}</h2>
        <p>{t('about.story1', { store: store.name, year: store.foundedYear })}</p>
        <p>{t('about.story2')}</p>
      </section>
      <TitledSection title={t('about.offerings')} className="stack">
        <ul className="info-cards info-cards--six">
          {offerings.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
      <section className="card info-promise">
        <h2 className="section-title">{t('about.promise')}</h2>
        <p>{t('about.promiseText')}</p>
      </section>
    </div>
  );
}
