import { useTranslation, useLocale } from '@/i18n/i18n';
import { Link } from 'react-router';
import { productHref, searchHref } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { useProductText } from '@/lib/product-text';
import { SUGGESTION_COUNT, useSearchProducts } from '../api/search-products';

/** The header search's drop-down: the best few matches across every shelf, and a way to all of them. */
export function SearchSuggestions({ query }: { query: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = useProductText();
  const result = useSearchProducts(query, 1, SUGGESTION_COUNT);
  if (!result.data) return null; // the first answer is on its way; later queries keep the previous list meanwhile
  const { products, total } = result.data;
  return (
    <div className="header-search__popup">
      <p className="fsui-visually-hidden" role="status">
        {t('search.count', { count: total })}
      </p>
      {products.length === 0 ? (
        <p className="header-search__none">{t('search.noSuggestions', { q: query })}</p>
      ) : (
        <ul className="fsui-plain-list" aria-label={t('search.suggestions', { q: query })}>
          {products.map((product) => (
            <li key={product.id}>
              <Link to={productHref(product.id)} className="header-search__option">
                <span className="header-search__name">{text.name(product)}</span>
                {product.variants[0] && (
                  <span className="header-search__meta">
                    {product.variants[0].label} · {formatRupees(product.variants[0].price, locale)}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {total > products.length && (
        <Link to={searchHref(query)} className="header-search__all">
          {t('search.seeAll', { q: query })}
        </Link>
      )}
    </div>
  );
}
