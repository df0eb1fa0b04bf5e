import { useTranslation } from '@/i18n/i18n';
import { Price } from '@farm-store/shared-ui/host/kit';
import { SummaryRow } from '@/components/summary-row';
import { StoreCreditRows } from '@/components/store-credit-rows';
import type { Order } from '@/types/api';
import '@/i18n/screens'; // this screen's texts

/**
 * What the order cost, as the checkout's summary showed it: subtotal, first-order discount, coupon, shipping (FREE at
 * 0), total, store credit and what was left to pay. An order with lines sold by weight shows its final total once packed, after the total as ordered.
 */
export function OrderBill({ order }: { order: Order }) {
  const { t } = useTranslation();
  const headingId = `order-${order.id}-bill`;
  // Packed: the total as ordered (at the nominal weights) beside the final one.
  const packed = order.nominal_total !== null && !order.awaiting_weights;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="order-card__heading">
        {t('orders.bill')}
      </h3>
      <dl className="summary" data-testid="order-bill">
        <SummaryRow label={t('checkout.subtotal')}>
          <Price amount={order.subtotal} />
        </SummaryRow>
        {order.first_order_discount > 0 && (
          <SummaryRow label={t('checkout.firstOrder')}>
            −<Price amount={order.first_order_discount} />
          </SummaryRow>
        )}
        {order.coupon_discount > 0 && (
          <SummaryRow label={order.coupon_code ? t('checkout.couponWithCode', { code: order.coupon_code }) : t('checkout.coupon')}>
            −<Price amount={order.coupon_discount} />
          </SummaryRow>
        )}
        <SummaryRow
          label={
            <>
              {t('checkout.shipping')}
              {order.is_outstation && t('checkout.outstation')}
            </>
          }
        >
          {order.shipping === 0 ? <span className="summary__free">{t('checkout.free')}</span> : <Price amount={order.shipping} />}
        </SummaryRow>
        {packed && (
          <SummaryRow label={t('orders.nominalTotal')}>
            <Price amount={order.nominal_total!} />
          </SummaryRow>
        )}
        <SummaryRow label={packed ? t('orders.finalTotal') : t('checkout.total')} total>
          <Price amount={order.total_amount} />
        </SummaryRow>
        <StoreCreditRows credit={order.store_credit} toPay={order.to_pay} />
      </dl>
      {order.awaiting_weights && <p className="muted">{t('orders.weighedPending')}</p>}
    </section>
  );
}
