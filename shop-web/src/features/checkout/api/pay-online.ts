import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-messages';
import type { Order } from '@/types/api';
import type { RazorpaySuccess } from '@/lib/razorpay';
import { type CheckoutHandoff, useCheckoutHandoff, useConfirmPayment } from './order-payment';
import { useRazorpayCheckout } from './razorpay-checkout';
import '@/i18n/screens'; // this hook's texts

/** Why paying did not go through, beyond the customer closing Checkout (the order is then simply still awaiting). */
export type PaymentProblem = 'notOpened' | 'unconfirmed' | 'notAwaiting' | 'failed';

/**
 * Pays an order awaiting payment through Razorpay Checkout: opens it, and passes what its success handler gives
 * to the store to check. `onPaid` gets the paid order. Closing Checkout, or a payment it reports failed, leaves the
 * order awaiting payment (the customer may try again until it expires).
 */
export function useOnlinePayment(onPaid: (order: Order) => void) {
  const { t } = useTranslation();
  const checkout = useRazorpayCheckout();
  const handoff = useCheckoutHandoff();
  const confirm = useConfirmPayment();
  const [problem, setProblem] = useState<{ kind: PaymentProblem; text: string } | null>(null);

  async function confirmWith(orderId: string, response: RazorpaySuccess) {
    try {
      const { order } = await confirm.mutateAsync({
        orderId,
        body: {
          razorpay_order_id: response.razorpay_order_id,
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_signature: response.razorpay_signature,
        },
      });
      onPaid(order);
    } catch {
      // A bad signature (400) or a lost answer: the money, if it left, comes back or is matched by Razorpay's webhook.
      setProblem({ kind: 'unconfirmed', text: t('payment.unconfirmed') });
    }
  }

  /** Opens Checkout for `orderId` with the handoff the store answered (on placing the order, or on `retry`). */
  async function start(orderId: string, { keyId, amount, currency, razorpayOrderId }: CheckoutHandoff) {
    setProblem(null);
    const description = t('orders.order', { id: shortOrderId(orderId) });
    const opened = await checkout.open({ keyId, amount, currency, razorpayOrderId, description }, (response) => void confirmWith(orderId, response));
    if (!opened) setProblem({ kind: 'notOpened', text: t('payment.notOpened') });
  }

  /** "Try again" and "Complete payment": the store answers the handoff again while the order awaits payment. */
  async function retry(orderId: string): Promise<PaymentProblem | null> {
    setProblem(null);
    let again: CheckoutHandoff;
    try {
      again = await handoff.mutateAsync(orderId);
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 409;
      setProblem(refused ? { kind: 'notAwaiting', text: t('payment.notAwaiting') } : { kind: 'failed', text: errorText(t, error, t('payment.retryFailed')) });
      return refused ? 'notAwaiting' : 'failed';
    }
    await start(orderId, again);
    return null;
  }

  return {
    start,
    retry,
    /** Checkout is opening or open, or the store is being asked: the buttons that pay wait. */
    busy: checkout.opening || handoff.isPending || confirm.isPending,
    retrying: handoff.isPending,
    confirming: confirm.isPending,
    /** Whether the payment options are known (Checkout's script comes from them). */
    ready: checkout.ready,
    problem,
  };
}
