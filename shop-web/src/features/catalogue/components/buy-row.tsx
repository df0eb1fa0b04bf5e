import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { addToCart } from '@/lib/cart';
import { Button, Price, useToast } from '@farm-store/shared-ui/host/kit';
import type { Product, Variant } from '@/types/api';
import { StockNote } from './stock-note';

type Buyable<V extends Variant> = Pick<Product, 'id' | 'name' | 'description' | 'image_url'> & { variants: V[] };

/** The size the shopper picked (the first one until they pick), its counted stock, and adding it to the cart. */
export function useChosenVariant<V extends Variant>(product: Buyable<V>) {
  const { t } = useTranslation();
  const toast = useToast();
  const [selectedId, setSelectedId] = useState(product.variants[0]?.id);
  const variant = product.variants.find((v) => v.id === selectedId) ?? product.variants[0];
  // Counted stock: none left cannot be added; a few left is said beside the price (stock-note.tsx).
  const left = variant?.stock ?? null;
  const soldOut = left !== null && left <= 0;

  function add() {
    if (!variant || soldOut) return;
    addToCart(product, variant);
    toast.success(t('catalogue.added', { name: product.name }), { durationMs: 2000 });
  }

  return { variant, select: setSelectedId, left, soldOut, add };
}

interface BuyRowProps {
  /** The class block of the card or page: the row is `<block>__buy`, its price `<block>__price`. */
  block: 'product-card' | 'product-page';
  productName: string;
  variant: Variant;
  left: number | null;
  soldOut: boolean;
  onAdd: () => void;
}

/** The chosen size's price, its stock note and Add. */
export function BuyRow({ block, productName, variant, left, soldOut, onAdd }: BuyRowProps) {
  const { t } = useTranslation();
  return (
    <div className={`${block}__buy`}>
      <Price amount={variant.price} className={`${block}__price`} />
      <StockNote left={left} />
      <Button onClick={onAdd} disabled={soldOut} aria-label={t('catalogue.addLabel', { name: productName, variant: variant.label })}>
        {t('catalogue.add')}
      </Button>
    </div>
  );
}
