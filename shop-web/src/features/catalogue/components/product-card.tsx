import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productHref } from '@/config/paths';
import { addToCart } from '@/lib/cart';
import { Badge, Button, Price, useToast } from '@farm-store/shared-ui/host/kit';
import type { Product } from '@/types/api';
import { CARD_SIZES, imageSrcSet } from '@/lib/image-srcset';
import { StockNote } from './stock-note';

/** `eager`: the card is in the first row, so its photo loads at once (the rest wait until scrolled near). */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState(product.variants[0]?.id);
  const toast = useToast();
  const variant = product.variants.find((v) => v.id === selectedId) ?? product.variants[0];
  // Counted stock: none left cannot be added; a few left is said on the card (stock-note.tsx).
  const left = variant?.stock ?? null;
  const soldOut = left !== null && left <= 0;

  function add() {
    if (!variant || soldOut) return;
    addToCart(product, variant);
    toast.success(t('catalogue.added', { name: product.name }), { durationMs: 2000 });
  }

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
                <button key={v.id} type="button" className="variant-button" aria-pressed={v.id === variant.id} onClick={() => setSelectedId(v.id)}>
                  {v.label}
                </button>
              ))}
            </div>
            <div className="product-card__buy">
              <Price amount={variant.price} className="product-card__price" />
              <StockNote left={left} />
              <Button onClick={add} disabled={soldOut} aria-label={t('catalogue.addLabel', { name: product.name, variant: variant.label })}>
                {t('catalogue.add')}
              </Button>
            </div>
          </>
        ) : (
          <p className="product-card__soon">{t('catalogue.comingSoon')}</p>
        )}
      </div>
    </article>
  );
}
