import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { productHref } from '@/config/paths';
import { Badge } from '@farm-store/shared-ui/host/kit';
import type { Product } from '@/types/api';
import { CARD_SIZES } from '@/lib/image-srcset';
import { useProductText } from '@/lib/product-text';
import { ProductPhoto } from './product-photo';
import { SizesAndBuy } from './buy-row';

/** `eager`: the card is in the first row, so its photo loads at once (the rest wait until scrolled near). */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { t } = useTranslation();
  const text = useProductText();
  const name = text.name(product);
  const description = text.description(product);

  return (
    <article className="product-card" aria-labelledby={`product-${product.id}`}>
      <div className="product-card__media">
        <ProductPhoto
          product={product}
          sizes={CARD_SIZES}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          width="400"
          height="300"
        />
        {product.is_new && (
          <Badge tone="green" className="product-card__new">
            {t('catalogue.new')}
          </Badge>
        )}
      </div>
      <div className="product-card__body">
        <h3 id={`product-${product.id}`} className="product-card__name">
          {/* Stretched over the card (catalogue.css): the photo and name open the product page; the sizes and Add stay buttons. */}
          <Link to={productHref(product.id)} className="product-card__link">
            {name}
          </Link>
        </h3>
        {description && <p className="product-card__description">{description}</p>}
        <SizesAndBuy block="product-card" product={product} label={t('catalogue.sizes', { name })} sizeText={(v) => v.label} />
      </div>
    </article>
  );
}
