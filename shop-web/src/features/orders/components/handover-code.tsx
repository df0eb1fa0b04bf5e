import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import '@/i18n/screens'; // this screen's texts

/** The code the customer shows the rider at the door: each digit in a box of its own, read out one by one. */
export function HandoverCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const digits = [...code];
  return (
    <section className="handover-code" aria-labelledby={titleId}>
      <h3 id={titleId} className="handover-code__title">
        {t('orders.handoverTitle')}
      </h3>
      <p className="handover-code__digits" role="img" aria-label={t('orders.handoverDigits', { digits: digits.join(' ') })}>
        {digits.map((digit, i) => (
          <span key={i} className="handover-code__digit" aria-hidden="true">
            {digit}
          </span>
        ))}
      </p>
      <p className="handover-code__hint">{t('orders.handoverHint')}</p>
    </section>
  );
}
