import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORIES, DEFAULT_CATEGORY, isCategory, type CategoryValue } from '@/config/categories';
import { Button, SkeletonCard } from '@/lib/shared-ui';
import { UnexpectedCatalogueError, useProducts } from '../api/get-products';
import { CategoryBanner, CategoryFeature } from './category-banner';
import { ProductCard } from './product-card';
import './catalogue.css';

const SKELETON_COUNT = 8;

function loadError(error: unknown) {
  if (error instanceof UnexpectedCatalogueError) return 'Failed to load products. Unexpected data format received.';
  return `Failed to load products. ${error instanceof Error ? error.message : String(error)}`;
}

/** Home: category chips, search over the loaded page, product grid and paging; all of it lives in the URL. */
export function Catalogue() {
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const category: CategoryValue = isCategory(rawCategory) ? rawCategory : DEFAULT_CATEGORY;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('q') ?? '';
  const searchId = useId();
  const products = useProducts(category, page);
  const label = CATEGORIES.find((c) => c.value === category)!.label;

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

  return (
    <div className="catalogue">
      <CategoryBanner category={category} label={label} />

      <nav className="category-chips" aria-label="Categories">
        {CATEGORIES.map((c) => (
          <button
            key={c.value}
            type="button"
            className="category-chip"
            aria-pressed={c.value === category}
            onClick={() => update({ category: c.value })}
          >
            {c.label}
          </button>
        ))}
      </nav>

      <div className="field catalogue-search">
        <label htmlFor={searchId}>Search {label}</label>
        <input id={searchId} type="search" value={search} placeholder="Search products on this page" onChange={(e) => update({ q: e.target.value }, true)} />
      </div>

      <section aria-labelledby="catalogue-title" aria-busy={products.isPending}>
        <h2 id="catalogue-title" className="fsui-visually-hidden">
          {label} products
        </h2>
        {products.isPending ? (
          <div className="product-grid" data-testid="catalogue-loading">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <SkeletonCard key={i} />
            ))}
          </div>
        ) : products.isError ? (
          <div className="empty-state" role="alert">
            <p>{loadError(products.error)}</p>
            <Button variant="secondary" onClick={() => void products.refetch()}>
              Try again
            </Button>
          </div>
        ) : products.data.products.length === 0 ? (
          <div className="empty-state">
            <h3>No products found in this category.</h3>
            <p>Please check back later or select another category.</p>
          </div>
        ) : visible.length === 0 ? (
          <div className="empty-state">
            <p role="status">No products on this page match “{search.trim()}”.</p>
          </div>
        ) : (
          <div className="product-grid">
            {visible.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        )}
      </section>

      {!products.isPending && !products.isError && (
        <nav className="pager" aria-label="Pages">
          <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: page - 1 })}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {page} / {totalPages}
          </span>
          <Button variant="secondary" disabled={page >= totalPages} onClick={() => update({ page: page + 1 })}>
            Next
          </Button>
        </nav>
      )}

      <CategoryFeature category={category} />
    </div>
  );
}
