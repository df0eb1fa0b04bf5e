import { useLocale, useTranslation } from '@/i18n/i18n';
import { formatKg, formatKgNumber, formatRupees } from '@/lib/format';
import { weighedTerms, type WeighedTerms } from '@/lib/weighed';
import type { CartLine } from '@/types/api';

/** "≈ 1 kg (0.9–1.1 kg) · ₹450.00–₹550.00 · billed on packed weight": a line sold by weight, before it is packed. */
export function WeighedNote({ terms, className = 'muted weighed-note' }: { terms: WeighedTerms; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <span className={className}>
      {t('catalogue.weighed', {
        nominal: formatKg(terms.nominal_grams, locale),
        min: formatKgNumber(terms.min_grams, locale),
        max: formatKgNumber(terms.max_grams, locale),
        low: formatRupees(terms.low, locale),
        high: formatRupees(terms.high, locale),
      })}
    </span>
  );
}

/** A cart line's range when it is sold by weight (its quantity's nominal weight), on a line of its own. */
export function LineWeighed({ line }: { line: CartLine }) {
  const terms = line.weighed ? weighedTerms(line.weighed, line.quantity) : null;
  return terms && <WeighedNote terms={terms} className="muted weighed-note weighed-note--line" />;
}
