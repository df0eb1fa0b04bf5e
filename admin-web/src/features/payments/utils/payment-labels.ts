import type { MismatchKind, PaidVia, PAYMENT_KINDS } from '@farm-store/contracts/payments';

/** What each kind of mismatch means, in the words staff read. */
export const MISMATCH_LABELS: Record<MismatchKind, string> = {
  captured_without_order: 'Payment captured, no confirmed order',
  order_without_payment: 'Prepaid order without a captured payment',
  amount_differs: 'Amount differs from the order',
  refund_pending_too_long: 'Refund pending for more than 7 days',
  settlement_differs: 'Settlement differs from its payments',
};

/** What a row of the day's money is. */
export const KIND_LABELS: Record<(typeof PAYMENT_KINDS)[number], string> = { payment: 'Payment', refund: 'Refund', top_up: 'Credit top-up' };

/** How a payment reached the store. */
export const VIA_LABELS: Record<PaidVia, string> = { online: 'Checkout', upi_qr: 'UPI QR at the door', cash: 'Cash', store_credit: 'Store credit' };

/** Razorpay's method names as people write them. */
const METHOD_LABELS: Partial<Record<string, string>> = { upi: 'UPI', card: 'Card', netbanking: 'Netbanking', wallet: 'Wallet', emi: 'EMI', cash: 'Cash' };

/** "upi" → "UPI"; a method the store does not know yet is shown as Razorpay names it. */
export const methodLabel = (method: string) => METHOD_LABELS[method] ?? method;

/** A payment's, refund's or settlement's state ("captured", "processed") with a capital: "Captured". */
export const stateLabel = (state: string) => state.charAt(0).toUpperCase() + state.slice(1);
