import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { productHref } from '@/config/paths';
import { Badge } from '@farm-store/shared-ui/host/kit';
import type { Product } from '@/types/api';
import { CARD_SIZES, imageSrcSet } from '@/lib/image-srcset';
import { BuyRow, useChosenVariant } from './buy-row';

/** `eager`: the card is in the first row, so its photo loads at once (the rest wait until scrolled near). */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { t } = useTranslation();
  const { variant, select, left, soldOut, add } = useChosenVariant(product);

  return (
    <article className="product-card" aria-labelledby={`product-${product.id}`}>
      <div className="product-card__media">
        {product.image_url ? (
          <img
            {...imageSrcSet(product.image_url, CARD_SIZES)}
            alt={product.name}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            width="400"
            height="300"
          />
        ) : (
          <div className="product-card__placeholder" role="img" aria-label={t('catalogue.noPhoto', { name: product.name })}>
            <span aria-hidden="true">{product.name.charAt(0)}</span>
          </div>
        )}
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
            {product.name}
          </Link>
        </h3>
        {product.description && <p className="product-card__description">{product.description}</p>}
        {variant ? (
          <>
            <div className="product-card__variants" role="group" aria-label={t('catalogue.sizes', { name: product.name })}>
              {product.variants.map((v) => (
                <button key={v.id} type="button" className="variant-button" aria-pressed={v.id === variant.id} onClick={() => select(v.id)}>
                  {v.label}
                </button>
              ))}
            </div>
            <BuyRow block="product-card" productName={product.name} variant={variant} left={left} soldOut={soldOut} onAdd={add} />
          </>
        ) : (
          <p className="product-card__soon">{t('catalogue.comingSoon')}</p>
        )}
      </div>
    </article>
  );
}
