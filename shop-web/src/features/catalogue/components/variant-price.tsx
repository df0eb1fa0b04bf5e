import { useLocale, useTranslation } from '@/i18n/i18n';
import { formatRupees } from '@/lib/format';
import { Price } from '@farm-store/shared-ui/host/kit';
import type { Variant } from '@/types/api';
import './variant-price.css';

/**
 * A size's price, and when it has an MRP above it the MRP struck through and the saving ("₹520 ₹480 Save ₹40").
 * Screen readers hear it as one sentence ("MRP ₹520, now ₹480, you save ₹40") rather than three loose amounts.
 */
export function VariantPrice({ variant, className }: { variant: Pick<Variant, 'price' | 'mrp'>; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { price, mrp } = variant;
  if (mrp === null || mrp <= price) return <Price amount={price} className={className} />;
  const money = (rupees: number) => formatRupees(rupees, locale);
  const saving = money(Math.round((mrp - price) * 100) / 100);
  return (
    <span className="variant-price">
      <span className="fsui-visually-hidden">{t('catalogue.mrpSaving', { mrp: money(mrp), price: money(price), saving })}</span>
      <span className="variant-price__shown" aria-hidden="true">
        <s className="variant-price__mrp">{money(mrp)}</s>
        <Price amount={price} className={className} />
        <span className="variant-price__save">{t('catalogue.save', { saving })}</span>
      </span>
    </span>
  );
}
