import { useTranslation } from '@/i18n/i18n';
import { store } from '@/config/store';
import { TitledSection } from '@/components/titled-section';
import { PageBanner, TextCards } from '@/components/info-blocks';
import './info-pages.css';
import '@/i18n/screens'; // this screen's texts

export function AboutPage() {
  const { t } = useTranslation();
  const offerings = t('about.items', { returnObjects: true }) as Array<{ title: string; text: string }>;
  return (
    <div className="page">
      <PageBanner className="about-banner" title={t('about.banner')} text={t('store.tagline')} />
      <section className="info-prose">
        <h2 className="section-title">{t('about.journey')}</h2>
        <p>{t('about.story1', { store: store.name, year: store.foundedYear })}</p>
        <p>{t('about.story2')}</p>
      </section>
      <TitledSection title={t('about.offerings')} className="stack">
        <TextCards cards={offerings} />
      </TitledSection>
      <section className="card info-promise">
        <h2 className="section-title">{t('about.promise')}</h2>
        <p>{t('about.promiseText')}</p>
      </section>
    </div>
  );
}
