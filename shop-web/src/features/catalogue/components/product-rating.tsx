import { useTranslation, useLocale } from '@/i18n/i18n';
import { useProductRating } from '../api/get-product-rating';

/** "4.6 ★ from 38 buyers" under the product's name; nothing while nobody rated it (or the rating did not load). */
export function ProductRating({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rating = useProductRating(productId);
  const { average, count } = rating.data ?? { average: null, count: 0 };
  if (average === null || count === 0) return null;
  const params = { count, average: average.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) };
  return (
    <p className="product-page__rating">
      <span aria-hidden="true">{t('product.rating', params)}</span>
      <span className="fsui-visually-hidden">{t('product.ratingSpoken', params)}</span>
    </p>
  );
}
