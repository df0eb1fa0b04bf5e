import { useState } from 'react';
import { useTranslation, type TFunction } from '@/i18n/i18n';
import { cartSubtotal, removeFromCart, setQuantity, useCart } from '@/lib/cart';
import { Button, Modal, Price, QuantityStepper } from '@farm-store/shared-ui/host/kit';
import type { CartLine } from '@/types/api';
import { detailsKeyFor, type ProductDetails } from '@/lib/product-details';
import { useProductText } from '@/lib/product-text';
import { TitledSection } from '@/components/titled-section';
import { StartShopping } from '@/components/start-shopping';
import { SummaryRow } from '@/components/summary-row';
import { ProductDetailsSections } from '@/components/product-details-sections';
import { LineWeighed } from '@/components/weighed-note';
import './cart-view.css';
import '@/i18n/screens'; // this screen's texts

export function CartView({ onProceed }: { onProceed: (items: CartLine[], totalAmount: number) => void }) {
  const { t } = useTranslation();
  const lines = useCart();
  const { name } = useProductText();
  const [detailsOf, setDetailsOf] = useState<CartLine | null>(null);
  const subtotal = cartSubtotal(lines);

  if (lines.length === 0) {
    return <StartShopping title={t('cart.emptyTitle')} text={t('cart.emptyText')} linkText={t('cart.startShopping')} />;
  }

  return (
    <div className="page">
      <h1 className="page-title">{t('cart.title')}</h1>
      <div className="summary-layout cart-layout">
        <ul className="fsui-plain-list cart-lines" aria-label={t('cart.lines')}>
          {lines.map((line) => (
            <li key={line.id} className="cart-line card">
              {line.image_url ? (
                <img className="cart-line__image" src={line.image_url} alt="" width="80" height="80" />
              ) : (
                <div className="cart-line__image cart-line__image--placeholder" aria-hidden="true">
                  {name(line).charAt(0)}
                </div>
              )}
              <div className="cart-line__info">
                <h2 className="cart-line__name">{name(line)}</h2>
                <p className="muted cart-line__variant">{line.variantLabel}</p>
                <p className="cart-line__unit">
                  <Price amount={line.price} /> {t('cart.each')}
                </p>
                <LineWeighed line={line} />
                <button type="button" className="fsui-link-button fsui-link-button--touch" onClick={() => setDetailsOf(line)}>
                  {t('cart.viewDetails')}
                </button>
              </div>
              <div className="cart-line__actions">
                <QuantityStepper
                  value={line.quantity}
                  itemName={`${name(line)} ${line.variantLabel}`}
                  labels={stepperLabels(t, `${name(line)} ${line.variantLabel}`)}
                  onChange={(q) => setQuantity(line.id, q)}
                />
                <Price
                  amount={line.price * line.quantity}
                  className="cart-line__total"
                  aria-label={t('cart.lineTotal', { name: name(line), variant: line.variantLabel })}
                />
                <Button
                  variant="ghost"
                  onClick={() => removeFromCart(line.id)}
                  aria-label={t('cart.removeLabel', { name: name(line), variant: line.variantLabel })}
                >
                  {t('cart.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>

        <TitledSection title={t('cart.summary')} className="card stack summary-layout__aside">
          <dl className="summary">
            <SummaryRow label={t('cart.subtotal')}>
              <Price amount={subtotal} />
            </SummaryRow>
            <SummaryRow label={t('cart.total')} total>
              <Price amount={subtotal} />
            </SummaryRow>
          </dl>
          <p className="muted">{t('cart.note')}</p>
          <Button fullWidth onClick={() => onProceed(lines, subtotal)}>
            {t('cart.proceed')}
          </Button>
        </TitledSection>
      </div>

      <ProductDetailsModal line={detailsOf} onClose={() => setDetailsOf(null)} />
    </div>
  );
}

function ProductDetailsModal({ line, onClose }: { line: CartLine | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { name } = useProductText();
  const key = line ? detailsKeyFor(line.name) : null;
  const details = key ? (t(`productDetails.${key}`, { returnObjects: true }) as ProductDetails) : null;
  return (
    <Modal open={line !== null} onClose={onClose} title={line ? name(line) : ''} subtitle={line?.variantLabel} closeLabel={t('kit.close')}>
      {details ? <ProductDetailsSections details={details} className="stack" headingClassName="section-title" /> : <p>{t('cart.noDetails')}</p>}
    </Modal>
  );
}

/** The quantity buttons' accessible names in the chosen language. */
function stepperLabels(t: TFunction, item: string) {
  return { group: t('kit.quantityOf', { item }), decrease: t('kit.decrease', { item }), increase: t('kit.increase', { item }) };
}
