import { useEffect, useState } from 'react';
import type { CategoryValue } from '@/config/categories';
import { useTranslation } from 'react-i18next';
import { CATEGORY_VIDEOS } from '../utils/category-content';

function useReducedMotion() {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The shelf's banner: a muted looping background video when one is configured (and motion is welcome),
 * otherwise an animated CSS poster, still under prefers-reduced-motion.
 */
export function CategoryBanner({ category, label }: { category: CategoryValue; label: string }) {
  const { t } = useTranslation();
  const video = CATEGORY_VIDEOS[category];
  const reduced = useReducedMotion();
  return (
    <section className={`category-banner category-banner--${category}`} aria-labelledby="category-banner-title">
      {video && !reduced ? (
        <video className="category-banner__video" src={video} autoPlay muted loop playsInline aria-hidden="true" />
      ) : (
        <div className="category-banner__poster" aria-hidden="true" data-testid="category-poster" />
      )}
      <div className="category-banner__text">
        <p className="category-banner__eyebrow">{label}</p>
        <h1 id="category-banner-title" className="category-banner__title">
          {t(`catalogue.content.${category}.headline`)}
        </h1>
        <p className="category-banner__intro">{t(`catalogue.content.${category}.intro`)}</p>
      </div>
    </section>
  );
}

export function CategoryFeature({ category }: { category: CategoryValue }) {
  const { t } = useTranslation();
  const points = t(`catalogue.content.${category}.points`, { returnObjects: true }) as string[];
  return (
    <section className="category-feature" aria-labelledby="category-feature-title">
      <h2 id="category-feature-title" className="section-title">
        {t(`catalogue.content.${category}.title`)}
      </h2>
      <p>{t(`catalogue.content.${category}.text`)}</p>
      <ul className="category-feature__points">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
