import { useState } from 'react';
import { store } from '@/config/store';
import { useUser } from '@/lib/session';
import { loadCheckoutScript, type RazorpaySuccess } from '@/lib/razorpay';
import { usePaymentOptions } from './payment-options';

/** What opens Razorpay Checkout: the store's handoff for an order awaiting payment or for a store-credit top-up. */
export interface CheckoutOpening {
  keyId: string;
  amount: number;
  currency: string;
  razorpayOrderId: string;
  /** What the customer pays for, shown in Checkout. */
  description: string;
}

/**
 * Opens Razorpay Checkout (loading its script from the payment options) and hands its success handler's answer on.
 * `open` answers false when Checkout could not be opened; closing it, or a payment it reports failed, ends `opening`
 * and calls `onStop`.
 */
export function useRazorpayCheckout() {
  const user = useUser();
  const options = usePaymentOptions();
  const [opening, setOpening] = useState(false);

  async function open(
    { keyId, amount, currency, razorpayOrderId, description }: CheckoutOpening,
    onSuccess: (response: RazorpaySuccess) => void,
    onStop?: () => void,
  ) {
    setOpening(true);
    const script = options.data?.checkout_script;
    try {
      if (!script) throw new Error('Online payment is not offered.');
      await loadCheckoutScript(script);
    } catch {
      setOpening(false);
      return false;
    }
    const Razorpay = window.Razorpay!;
    const checkout = new Razorpay({
      key: keyId,
      amount,
      currency,
      order_id: razorpayOrderId,
      name: store.name,
      description,
      prefill: { name: user?.name, contact: user?.phone },
      theme: { color: store.brandColor },
      handler: (response) => {
        setOpening(false);
        onSuccess(response);
      },
      modal: {
        ondismiss: () => {
          setOpening(false);
          onStop?.();
        },
      },
    });
    checkout.on('payment.failed', () => {
      setOpening(false);
      onStop?.();
    });
    checkout.open();
    return true;
  }

  return {
    open,
    opening,
    /** Whether online payment is offered (known from the payment options). */
    offered: options.data?.online === true,
    /** Whether the payment options are known (Checkout's script comes from them). */
    ready: options.isSuccess,
  };
}
