import { useEffect, useState } from 'react';
import type { CategoryValue } from '@/config/categories';
import { useTranslation } from '@/i18n/i18n';
import { CATEGORY_VIDEOS } from '../utils/category-content';
import { TitledSection } from '@/components/titled-section';

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

/** The shopper asked their browser to save data (Network Information API; absent in some browsers). */
const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** A product card of the grid: the banner's clip waits until the first one is on screen. */
const PRODUCT_CARD = '.product-card';

/**
 * True once a product card has been painted (two animation frames after it is in the document), so the clip
 * never competes with the first card and its photo for the network or the first paint.
 */
function useFirstCardPainted(enabled: boolean) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!enabled || painted) return;
    let frame = 0;
    const observer = new MutationObserver(check);
    function check() {
      if (!document.querySelector(PRODUCT_CARD)) return;
      observer.disconnect();
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setPainted(true));
      });
    }
    observer.observe(document.body, { childList: true, subtree: true });
    check();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [enabled, painted]);
  return painted;
}

/**
 * The shelf's banner: the animated CSS poster (still under prefers-reduced-motion), and over it a muted
 * looping clip once the first product card has been painted — never under prefers-reduced-motion or
 * Save-Data, where the poster alone stays.
 */
export function CategoryBanner({ category, label }: { category: CategoryValue; label: string }) {
  const { t } = useTranslation();
  const video = CATEGORY_VIDEOS[category];
  const reduced = useReducedMotion();
  const wanted = Boolean(video) && !reduced && !savesData();
  const cardPainted = useFirstCardPainted(wanted);
  return (
    <section className={`category-banner category-banner--${category}`} aria-labelledby="category-banner-title">
      <div className="category-banner__poster" aria-hidden="true" data-testid="category-poster" />
      {video && wanted && cardPainted && (
        <video key={category} className="category-banner__video" autoPlay muted loop playsInline preload="auto" aria-hidden="true" data-testid="category-video">
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
        </video>
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
    <TitledSection title={t(`catalogue.content.${category}.title`)} className="category-feature">
      <p>{t(`catalogue.content.${category}.text`)}</p>
      <ul className="fsui-plain-list category-feature__points">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </TitledSection>
  );
}
