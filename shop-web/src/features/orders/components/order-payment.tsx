import { useTranslation, useLocale } from '@/i18n/i18n';
import { Button } from '@farm-store/shared-ui/host/kit';
import { useOnlinePayment } from '@/features/checkout/api/pay-online';
import { finishCheckout, readCheckoutDetails } from '@/lib/checkout-details';
import type { Order } from '@/types/api';
import { ErrorAlert } from '@/components/error-alert';
import { paymentStatusText, refundText } from '@/lib/payment-text';
import '@/i18n/screens'; // this screen's texts

/** The order's payment: how it is (or was) paid, its refunds, and "Complete payment" while it awaits payment. */
export function OrderPayment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { payment } = order;
  return (
    <section>
      <h3 className="order-card__heading">{t('payment.title')}</h3>
      <p data-testid="order-payment">{paymentStatusText(t, payment, locale)}</p>
      {payment.refunds.length > 0 && (
        <ul className="fsui-plain-list order-card__refunds">
          {payment.refunds.map((refund) => (
            <li key={refund.id}>{refundText(t, refund, locale)}</li>
          ))}
        </ul>
      )}
      {payment.state === 'awaiting' && <CompletePayment orderId={order.id} />}
    </section>
  );
}

function CompletePayment({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  // Paid from here while its checkout is still on this device: the cart it was placed from goes, as after checkout.
  const pay = useOnlinePayment(() => {
    if (readCheckoutDetails()?.awaitingPayment?.orderId === orderId) finishCheckout();
  });
  return (
    <div className="stack order-card__pay">
      {pay.confirming && <p role="status">{t('payment.confirming')}</p>}
      {pay.problem && <ErrorAlert>{pay.problem.text}</ErrorAlert>}
      <Button busy={pay.retrying || pay.confirming} disabled={pay.busy || !pay.ready} onClick={() => void pay.retry(orderId)}>
        {t('payment.complete')}
      </Button>
    </div>
  );
}
