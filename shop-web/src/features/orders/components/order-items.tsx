import { useLocale, useTranslation } from '@/i18n/i18n';
import { Price } from '@farm-store/shared-ui/host/kit';
import { WeighedNote } from '@/components/weighed-note';
import { formatKg } from '@/lib/format';
import type { OrderItem } from '@/types/api';
import '@/i18n/screens'; // this screen's texts

/**
 * The order's lines. A line sold by weight shows its range until it is packed, then the weight packed beside the
 * nominal one and its re-priced amount (or that it was removed and not charged).
 */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation();
  return (
    <section>
      <h3 className="order-card__heading">{t('orders.items')}</h3>
      <ul className="fsui-plain-list order-card__items">
        {items.map((item, i) => (
          <li key={`${item.name}-${item.variantLabel}-${i}`}>
            <span>
              {t('checkout.line', { name: item.name, variant: item.variantLabel, quantity: item.quantity })}
              {item.weighed && <PackedNote weighed={item.weighed} />}
            </span>
            <Price amount={item.weighed?.packed_total ?? item.price * item.quantity} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PackedNote({ weighed }: { weighed: NonNullable<OrderItem['weighed']> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (weighed.packed_grams === null) return <WeighedNote terms={weighed} className="muted weighed-note weighed-note--line" />;
  return (
    <span className="muted weighed-note weighed-note--line">
      {weighed.packed_grams === 0
        ? t('orders.weighedRemoved')
        : t('orders.weighedPacked', { packed: formatKg(weighed.packed_grams, locale), nominal: formatKg(weighed.nominal_grams, locale) })}
    </span>
  );
}
