/** The part of Razorpay Checkout's browser API the shop uses (its script defines `window.Razorpay`). */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; contact?: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayFailure {
  error: { code: string; description: string; reason: string; metadata: { order_id: string; payment_id: string } };
}

export interface RazorpayCheckout {
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
  open(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

let loading: { src: string; promise: Promise<void> } | null = null;

/**
 * Loads Razorpay Checkout's script once per page (a second call waits for the first); rejects when it does not
 * load, and a later call then tries again.
 */
export function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  if (loading?.src === src) return loading.promise;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  const promise = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => (window.Razorpay ? resolve() : reject(new Error('Razorpay Checkout did not start.'))));
    script.addEventListener('error', () => reject(new Error('Razorpay Checkout could not be loaded.')));
  }).catch((error: unknown) => {
    script.remove();
    loading = null;
    throw error;
  });
  loading = { src, promise };
  document.head.appendChild(script);
  return promise;
}
