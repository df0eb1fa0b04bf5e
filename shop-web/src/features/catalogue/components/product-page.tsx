import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation, useLocale } from '@/i18n/i18n';
import { Link, useParams } from 'react-router';
import { categoryHref, shelfOf } from '@/config/categories';
import { paths } from '@/config/paths';
import { store } from '@/config/store';
import { ApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { PRODUCT_PHOTO_BOX, PRODUCT_PHOTO_SIZES } from '@/lib/image-srcset';
import { detailsKeyFor, type ProductDetails } from '@/lib/product-details';
import { useProductText } from '@/lib/product-text';
import { Button, Price, Skeleton } from '@farm-store/shared-ui/host/kit';
import { useProduct } from '../api/get-product';
import type { ProductPageData, ProductPageVariant } from '../api/fetch-product';
import { shelfDetails } from '../utils/shelf-details';
import { ProductCard } from './product-card';
import './catalogue.css';
import { SizesAndBuy } from './buy-row';
import { ProductPhoto } from './product-photo';
import { ProductRating } from './product-rating';
import { TitledSection } from '@/components/titled-section';
import { ProductDetailsSections } from '@/components/product-details-sections';
import './product-page.css';
import '@/i18n/screens'; // this screen's texts

// ml and l sizes are priced per litre (the API counts them as g and kg).
const isLiquid = (label: string) => /\d\s*m?l(?![a-z])/i.test(label);

type PageProduct = ProductPageData['product'];

interface ProductPageProps {
  /** More ways to buy beside Add to cart (another feature's, handed in by the route: Subscribe). */
  actions?: (product: PageProduct) => ReactNode;
}

/** `/product/:id`: large photo, sizes with their price per kg, add to cart, details and related products of the shelf. */
export function ProductPage({ actions }: ProductPageProps = {}) {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const product = useProduct(id);
  const text = useProductText();
  const name = product.data && text.name(product.data.product);
  // The answer is drawn as a background render that yields to the browser every few milliseconds, rather than as one
  // long task on a slow phone's main thread; until then, and while another product's answer is still the deferred
  // one, the skeleton stays.
  const answer = useMemo(() => product.data && { id, data: product.data }, [id, product.data]);
  const deferred = useDeferredValue(answer);
  const data = deferred?.id === id ? deferred.data : undefined;

  useEffect(() => {
    if (!name) return;
    const before = document.title;
    document.title = `${name} | ${store.name}`;
    return () => {
      document.title = before;
    };
  }, [name]);

  if (product.isError) {
    const gone = product.error instanceof ApiError && product.error.status === 404;
    return (
      <div className="empty-state" role="alert">
        <h1>{gone ? t('product.notFound') : t('product.loadFailed')}</h1>
        {gone ? <p>{t('product.notFoundHint')}</p> : null}
        {gone ? (
          <Link to={paths.home}>{t('product.toShop')}</Link>
        ) : (
          <Button variant="secondary" onClick={() => void product.refetch()}>
            {t('catalogue.tryAgain')}
          </Button>
        )}
      </div>
    );
  }
  if (!data) {
    return (
      <div className="product-page" aria-busy="true">
        <p className="fsui-visually-hidden" role="status">
          {t('product.loading')}
        </p>
        <Skeleton className="product-page__photo" />
        <Skeleton />
      </div>
    );
  }
  // Keyed by id: another product opened from "related" starts with its own first size.
  return <ProductView key={id} data={data} actions={actions} />;
}

function ProductView({ data: { product, related }, actions }: { data: ProductPageData } & ProductPageProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const text = useProductText();
  const name = text.name(product);
  const description = text.description(product);
  const shelf = shelfOf(product.category);
  const shelfName = shelf ? t(`categories.${shelf}`) : null;
  const ownDetails = detailsKeyFor(product.name);
  const details = ownDetails ? (t(`productDetails.${ownDetails}`, { returnObjects: true }) as ProductDetails) : shelfDetails(product.category, i18n.language);

  // The details and related products (below the fold on a phone) are drawn in a second, background render, so the
  // product and its photo appear without waiting for them, as the home shows its first row first.
  const rest = useDeferredValue(true, false);

  const perUnit = (v: ProductPageVariant) =>
    v.price_per_kg === null ? null : t(isLiquid(v.label) ? 'product.perLitre' : 'product.perKg', { price: formatRupees(v.price_per_kg, locale) });

  return (
    <div className="product-page">
      {shelf && shelfName && (
        <nav aria-label={t('product.breadcrumb')} className="product-page__crumbs">
          <Link to={categoryHref(shelf)}>{t('product.backTo', { shelf: shelfName })}</Link>
        </nav>
      )}
      <article className="product-page__main" aria-labelledby="product-title">
        <div className="product-page__photo">
          <ProductPhoto product={product} sizes={PRODUCT_PHOTO_SIZES} {...PRODUCT_PHOTO_BOX} fetchPriority="high" />
        </div>
        <div className="product-page__info">
          <h1 id="product-title" className="product-page__title">
            {name}
          </h1>
          <ProductRating productId={product.id} />
          {description && <p className="product-page__description">{description}</p>}
          <SizesAndBuy
            block="product-page"
            product={product}
            label={t('product.sizes', { name })}
            sizeText={(v) => {
              const unitPrice = perUnit(v);
              return (
                <>
                  <span className="product-page__size-label">{v.label}</span>
                  <Price amount={v.price} />
                  {unitPrice && <span className="product-page__per-kg">{unitPrice}</span>}
                </>
              );
            }}
          />
          {actions?.(product)}
        </div>
      </article>

      {rest && details && (
        <TitledSection title={t('product.details')} className="product-page__details">
          <ProductDetailsSections details={details} className="product-page__details-grid" />
        </TitledSection>
      )}

      {rest && related.length > 0 && shelfName && (
        <TitledSection title={t('product.related', { shelf: shelfName })}>
          <div className="product-grid">
            {related.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </TitledSection>
      )}
    </div>
  );
}
