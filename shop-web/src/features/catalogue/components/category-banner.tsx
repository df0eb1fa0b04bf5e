import { useEffect, useState } from 'react';
import type { CategoryValue } from '@/config/categories';
import { CATEGORY_CONTENT } from '../utils/category-content';

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
  const content = CATEGORY_CONTENT[category];
  const reduced = useReducedMotion();
  return (
    <section className={`category-banner category-banner--${category}`} aria-labelledby="category-banner-title">
      {content.video && !reduced ? (
        <video className="category-banner__video" src={content.video} autoPlay muted loop playsInline aria-hidden="true" />
      ) : (
        <div className="category-banner__poster" aria-hidden="true" data-testid="category-poster" />
      )}
      <div className="category-banner__text">
        <p className="category-banner__eyebrow">{label}</p>
        <h1 id="category-banner-title" className="category-banner__title">
          {content.headline}
        </h1>
        <p className="category-banner__intro">{content.intro}</p>
      </div>
    </section>
  );
}

export function CategoryFeature({ category }: { category: CategoryValue }) {
  const { feature } = CATEGORY_CONTENT[category];
  return (
    <section className="category-feature" aria-labelledby="category-feature-title">
      <h2 id="category-feature-title" className="section-title">
        {feature.title}
      </h2>
      <p>{feature.text}</p>
      <ul className="category-feature__points">
        {feature.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
