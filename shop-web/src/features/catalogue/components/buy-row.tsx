import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { addToCart, removeFromCart, setQuantity, useCart } from '@/lib/cart';
import { useProductText } from '@/lib/product-text';
import { Button, QuantityStepper, useToast } from '@farm-store/shared-ui/host/kit';
import type { Product, Variant } from '@/types/api';
import { StockNote } from './stock-note';
import { VariantPrice } from './variant-price';
import { WeighedNote } from '@/components/weighed-note';
import { weighedTerms } from '@/lib/weighed';

type Buyable<V extends Variant> = Pick<Product, 'id' | 'name' | 'name_te' | 'description' | 'image_url'> & { variants: V[] };

/** The size the shopper picked (the first one until they pick), its counted stock, and adding it to the cart. */
function useChosenVariant<V extends Variant>(product: Buyable<V>) {
  const { t } = useTranslation();
  const toast = useToast();
  const text = useProductText();
  const [selectedId, setSelectedId] = useState(product.variants[0]?.id);
  const variant = product.variants.find((v) => v.id === selectedId) ?? product.variants[0];
  // Counted stock: none left cannot be added; a few left is said beside the price (stock-note.tsx).
  const left = variant?.stock ?? null;
  const soldOut = left !== null && left <= 0;

  function add() {
    if (!variant || soldOut) return;
    addToCart(product, variant);
    toast.success(t('catalogue.added', { name: text.name(product) }), { durationMs: 2000 });
  }

  return { variant, select: setSelectedId, left, soldOut, add };
}

/** How many of the variant the cart holds (0: not in it). */
function useInCart(variantId: string) {
  return useCart().find((line) => line.id === variantId)?.quantity ?? 0;
}

/** The class block of the card or page: the sizes are `<block>__sizes` and `<block>__size`, the row `<block>__buy`, its price `<block>__price`. */
type Block = 'product-card' | 'product-page';

interface BuyRowProps {
  block: Block;
  productName: string;
  variant: Variant;
  left: number | null;
  soldOut: boolean;
  onAdd: () => void;
}

/**
 * The chosen size's price, its stock note and Add; once that size is in the cart, a stepper instead of Add (− at 1
 * takes it out again). When one replaces the other under the customer's finger, the focus moves to its stand-in.
 */
function BuyRow({ block, productName, variant, left, soldOut, onAdd }: BuyRowProps) {
  const { t } = useTranslation();
  const inCart = useInCart(variant.id);
  const row = useRef<HTMLDivElement>(null);
  const swapped = useRef(false);
  const item = `${productName} ${variant.label}`;
  const stepperShown = inCart > 0;
  const weighed = variant.sold_by_weight ? weighedTerms(variant) : null;

  useEffect(() => {
    if (!swapped.current) return;
    swapped.current = false;
    // The stepper's "Add one more" after an Add, Add after the last one was taken away.
    const buttons = row.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)');
    buttons?.[buttons.length - 1]?.focus();
  }, [stepperShown]);

  return (
    <div className={`${block}__buy`} ref={row}>
      <VariantPrice variant={variant} className={`${block}__price`} />
      <StockNote left={left} />
      {weighed && <WeighedNote terms={weighed} className="muted weighed-note weighed-note--line" />}
      {stepperShown ? (
        <QuantityStepper
          value={inCart}
          itemName={item}
          max={left !== null ? Math.max(left, 1) : undefined}
          labels={{ group: t('kit.quantityOf', { item }), decrease: t('catalogue.removeOne', { item }), increase: t('catalogue.addOne', { item }) }}
          onChange={(quantity) => setQuantity(variant.id, quantity)}
          onRemove={() => {
            swapped.current = true;
            removeFromCart(variant.id);
          }}
        />
      ) : (
        <Button
          onClick={() => {
            swapped.current = true;
            onAdd();
          }}
          disabled={soldOut}
          aria-label={t('catalogue.addLabel', { name: productName, variant: variant.label })}
        >
          {t('catalogue.add')}
        </Button>
      )}
    </div>
  );
}

interface SizesAndBuyProps<V extends Variant> {
  block: Block;
  product: Buyable<V>;
  /** The sizes' group as screen readers name it ("Sizes of Kadaknath Chicken"). */
  label: string;
  /** What a size's button says: its label, and on the product page its price per kg too. */
  sizeText: (variant: V) => ReactNode;
}

/** A product's sizes as buttons to pick one, then the picked size's price and Add; "Coming soon" while it has no size. */
export function SizesAndBuy<V extends Variant>({ block, product, label, sizeText }: SizesAndBuyProps<V>) {
  const { t } = useTranslation();
  const { variant, select, left, soldOut, add } = useChosenVariant(product);
  const text = useProductText();
  if (!variant) return <p className="product-card__soon">{t('catalogue.comingSoon')}</p>;
  return (
    <>
      <div className={`${block}__sizes`} role="group" aria-label={label}>
        {product.variants.map((v) => (
          <button key={v.id} type="button" className={`${block}__size`} aria-pressed={v.id === variant.id} onClick={() => select(v.id)}>
            {sizeText(v)}
          </button>
        ))}
      </div>
      <BuyRow block={block} productName={text.name(product)} variant={variant} left={left} soldOut={soldOut} onAdd={add} />
    </>
  );
}
