import { useDeferredValue, useEffect, useId, useRef } from 'react';
import { useTranslation, type TFunction } from '@/i18n/i18n';
import { useSearchParams } from 'react-router';
import { CATEGORIES, DEFAULT_CATEGORY, type CategoryValue } from '@/config/categories';
import { SkeletonCard } from '@farm-store/shared-ui/host/kit';
import { catalogueParams, FIRST_ROW, UnexpectedCatalogueError, useProducts } from '../api/get-products';
import { CategoryBanner, CategoryFeature } from './category-banner';
import { LoadFailed } from './load-failed';
import { Pager } from './pager';
import { ProductCard } from './product-card';
import './catalogue.css';

const SKELETON_COUNT = 8;

function loadError(error: unknown, t: TFunction) {
  if (error instanceof UnexpectedCatalogueError) return t('catalogue.loadUnexpected');
  return t('catalogue.loadFailed', { message: error instanceof Error ? error.message : String(error) });
}

/** Home: category chips, search over the loaded page, product grid and paging; all of it lives in the URL. */
export function Catalogue() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { category, page, search } = catalogueParams(params);
  const searchId = useId();
  const products = useProducts(category, page);
  const label = t(`categories.${category}`);
  const chipsRef = useRef<HTMLElement>(null);
  // The first render draws the first row of products; the rest of the page (more cards, the shelf's feature) follows
  // in a background render right after, which input can interrupt: a phone paints its first products sooner.
  const wholePage = useDeferredValue(true, false);

  // The active chip is scrolled into view inside its row (a shelf opened from the side menu may be off-screen on a
  // phone); only the row scrolls, never the page.
  useEffect(() => {
    const row = chipsRef.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chip) return;
    row.scrollLeft = chip.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2; // the row is the chips' offsetParent
  }, [category]);

  function update(next: { category?: CategoryValue; page?: number; q?: string }, replace = false) {
    const merged = new URLSearchParams();
    const nextCategory = next.category ?? category;
    if (nextCategory !== DEFAULT_CATEGORY) merged.set('category', nextCategory);
    const nextPage = next.page ?? (next.category ? 1 : page);
    if (nextPage > 1) merged.set('page', String(nextPage));
    const nextQuery = next.q ?? (next.category || next.page ? '' : search);
    if (nextQuery) merged.set('q', nextQuery);
    setParams(merged, { replace });
  }

  const term = search.trim().toLowerCase();
  const visible = products.data?.products.filter((p) => p.name.toLowerCase().includes(term)) ?? [];
  const totalPages = products.data?.totalPages ?? 1;

  // A page past the end (an old link, ?page=99) shows the shelf's last page instead of an empty one.
  const lastPage = products.data?.totalPages;
  useEffect(() => {
    if (lastPage && page > lastPage) update({ page: lastPage }, true);
  });

  return (
    <div className="catalogue">
      <CategoryBanner category={category} label={label} />

      <nav ref={chipsRef} className="category-chips" aria-label={t('catalogue.chips')}>
        {CATEGORIES.map((c) => (
          <button key={c.value} type="button" className="category-chip" aria-pressed={c.value === category} onClick={() => update({ category: c.value })}>
            {t(`categories.${c.value}`)}
          </button>
        ))}
      </nav>

      <div className="field catalogue-search">
        <label htmlFor={searchId}>{t('catalogue.search', { category: label })}</label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder={t('catalogue.searchPlaceholder')}
          onChange={(e) => update({ q: e.target.value }, true)}
        />
      </div>

      <section aria-labelledby="catalogue-title" aria-busy={products.isPending}>
        <h2 id="catalogue-title" className="fsui-visually-hidden">
          {t('catalogue.products', { category: label })}
        </h2>
        {products.isPending ? (
          <div className="product-grid" data-testid="catalogue-loading">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <SkeletonCard key={i} />
            ))}
          </div>
        ) : products.isError ? (
          <LoadFailed message={loadError(products.error, t)} onRetry={() => void products.refetch()} />
        ) : products.data.products.length === 0 ? (
          <div className="empty-state">
            <h3>{t('catalogue.empty')}</h3>
            <p>{t('catalogue.emptyHint')}</p>
          </div>
        ) : visible.length === 0 ? (
          <div className="empty-state">
            <p role="status">{t('catalogue.noMatch', { term: search.trim() })}</p>
          </div>
        ) : (
          <>
            {products.data.stale && (
              <p className="shop-offline" role="status">
                {t('catalogue.stale')}
              </p>
            )}
            <div className="product-grid">
              {(wholePage ? visible : visible.slice(0, FIRST_ROW)).map((product, index) => (
                <ProductCard key={product.id} product={product} eager={index < FIRST_ROW} />
              ))}
            </div>
          </>
        )}
      </section>

      {/* One page needs no pager ("Page 1 / 1"). */}
      {!products.isPending && !products.isError && totalPages > 1 && <Pager page={page} totalPages={totalPages} onGo={(next) => update({ page: next })} />}

      {wholePage && <CategoryFeature category={category} />}
    </div>
  );
}
