import { useTranslation } from '@/i18n/i18n';
import type { ProductDetails } from '@/lib/product-details';
import { SummaryRow } from './summary-row';

interface ProductDetailsSectionsProps {
  details: ProductDetails;
  className: string;
  headingClassName?: string;
}

/** A product's nutrition facts, health benefits and cooking tips, each under its own heading. */
export function ProductDetailsSections({ details, className, headingClassName }: ProductDetailsSectionsProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <section>
        <h3 className={headingClassName}>{t('cart.nutrition')}</h3>
        <dl className="summary">
          {details.nutrition.map((fact) => (
            <SummaryRow key={fact.label} label={fact.label}>
              {fact.value}
            </SummaryRow>
          ))}
        </dl>
      </section>
      <section>
        <h3 className={headingClassName}>{t('cart.benefits')}</h3>
        <ul>
          {details.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className={headingClassName}>{t('cart.tips')}</h3>
        <p>{details.cooking_tips}</p>
      </section>
    </div>
  );
}
