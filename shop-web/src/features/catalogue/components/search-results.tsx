import { useTranslation } from '@/i18n/i18n';
import { useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@farm-store/contracts/search';
import { SkeletonCard } from '@farm-store/shared-ui/host/kit';
import { SEARCH_PAGE_SIZE, useSearchProducts } from '../api/search-products';
import { LoadFailed } from './load-failed';
import { Pager } from './pager';
import { ProductCard } from './product-card';
import './catalogue.css';

/** `/search?q=&page=`: every shelf's matches, best first (the API ranks them), a page at a time. */
export function SearchResults() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // A longer query (a link, a paste) is not sent: the store would refuse it, and it is not a connection problem.
  const tooLong = q.length > SEARCH_MAX_LENGTH;
  const result = useSearchProducts(tooLong ? '' : q, page, SEARCH_PAGE_SIZE);
  const totalPages = result.data?.totalPages ?? 1;

  const goTo = (next: number) => setParams(new URLSearchParams({ q, ...(next > 1 ? { page: String(next) } : {}) }));

  if (!q || tooLong) {
    return (
      <div className="empty-state">
        <h1>{t('search.titleEmpty')}</h1>
        <p>{tooLong ? t('search.tooLong', { max: SEARCH_MAX_LENGTH }) : t('search.hint')}</p>
      </div>
    );
  }
  return (
    <div className="catalogue">
      <header>
        <h1 className="search-results__title">{t('search.title', { q })}</h1>
        {result.data && <p role="status">{t('search.count', { count: result.data.total })}</p>}
      </header>
      {result.isPending ? (
        <div className="product-grid" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <SkeletonCard key={i} />
          ))}
        </div>
      ) : result.isError ? (
        <LoadFailed message={t('search.failed')} onRetry={() => void result.refetch()} />
      ) : result.data.products.length === 0 ? (
        <div className="empty-state">
          <h2>{t('search.none', { q })}</h2>
          <p>{t('search.noneHint')}</p>
        </div>
      ) : (
        <section aria-labelledby="search-results-list">
          <h2 id="search-results-list" className="fsui-visually-hidden">
            {t('search.title', { q })}
          </h2>
          <div className="product-grid">
            {result.data.products.map((product, index) => (
              <ProductCard key={product.id} product={product} eager={index < 4} />
            ))}
          </div>
        </section>
      )}
      {totalPages > 1 && <Pager page={page} totalPages={totalPages} onGo={goTo} />}
    </div>
  );
}
