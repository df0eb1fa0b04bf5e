import { useTranslation, useLocale } from '@/i18n/i18n';
import { Link, Navigate, useLocation } from 'react-router';
import { OrderNumber } from '@/components/order-number';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime, formatRupees, formatSlot } from '@/lib/format';
import { Confetti, Price } from '@farm-store/shared-ui/host/kit';
import { instrumentText } from '@/lib/payment-text';
import type { PlacedOrder } from './payment-view';
import { TitledSection } from '@/components/titled-section';
import { SummaryRow } from '@/components/summary-row';
import './checkout.css';
import '@/i18n/screens'; // this screen's texts

function isPlacedOrder(state: unknown): state is PlacedOrder {
  return (
    !!state &&
    typeof state === 'object' &&
    typeof (state as PlacedOrder).orderId === 'string' &&
    Array.isArray((state as PlacedOrder).items) &&
    !!(state as PlacedOrder).payment
  );
}

/** Shown after Confirm Order (a cash order) or a payment; reached only with the placed order in the navigation state. */
export function OrderSuccess() {
  const { t } = useTranslation();
  const locale = useLocale();
  const state: unknown = useLocation().state;
  if (!isPlacedOrder(state)) return <Navigate to={paths.account} replace />;
  const count = state.items.reduce((sum, line) => sum + line.quantity, 0);
  const { payment } = state;

  function paymentLine() {
    if (payment.state !== 'paid') return t('payment.cashOnDelivery');
    const amount = formatRupees(payment.paid, locale);
    return payment.instrument
      ? t('payment.paidAmountWith', { amount, instrument: instrumentText(t, payment.instrument) })
      : t('payment.paidAmount', { amount });
  }

  return (
    <div className="page order-success">
      <Confetti pieces={150} />
      <h1 className="page-title">{t('checkout.successTitle')}</h1>
      <p>{t('checkout.successText')}</p>
      <dl className="summary card">
        <SummaryRow label={t('checkout.orderId')}>
          <OrderNumber id={state.orderId} />
        </SummaryRow>
        <SummaryRow label={t('checkout.bookingTime')}>{formatDateTime(state.createdAt, locale)}</SummaryRow>
        <SummaryRow label={t('checkout.itemCount')}>{count}</SummaryRow>
        {state.slot ? (
          <SummaryRow label={t('slots.title')}>{t('slots.arriving', { slot: formatSlot(state.slot, locale) })}</SummaryRow>
        ) : (
          state.expectedDate && <SummaryRow label={t('orders.expected')}>{formatDate(state.expectedDate, locale)}</SummaryRow>
        )}
        <SummaryRow label={t('payment.title')}>
          <span data-testid="success-payment">{paymentLine()}</span>
        </SummaryRow>
        <SummaryRow label={t('checkout.totalAmount')} total>
          <Price amount={state.totalAmount} data-testid="success-total" />
        </SummaryRow>
      </dl>
      <TitledSection title={t('checkout.itemsOrdered')} className="card stack">
        <ul className="fsui-plain-list order-success__items">
          {state.items.map((line) => (
            <li key={line.id}>
              <span>{t('checkout.line', { name: line.name, variant: line.variantLabel, quantity: line.quantity })}</span>
              <Price amount={line.price * line.quantity} />
            </li>
          ))}
        </ul>
      </TitledSection>
      <div className="row" style={{ justifyContent: 'center' }}>
        <Link to={paths.home} className="button-link">
          {t('checkout.continueShopping')}
        </Link>
        <Link to={paths.account} className="button-link button-link--secondary">
          {t('checkout.viewOrders')}
        </Link>
      </div>
    </div>
  );
}
