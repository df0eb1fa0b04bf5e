import type { AdminOrder } from '../api/get-orders';

type Payment = AdminOrder['payment'];

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** What may still be refunded (rupees): paid, less what was refunded or is being refunded; counted in paise so it is exact. */
export const refundableOf = ({ paid, refunded, refund_pending }: Payment) => Math.max(0, toPaise(paid) - toPaise(refunded) - toPaise(refund_pending)) / 100;

export const PAYMENT_METHOD_LABELS: Record<Payment['method'], string> = {
  cod: 'Cash on delivery',
  online: 'Online',
  subscription: 'Subscription (store credit)',
};

export const REFUND_STATE_LABELS: Record<Payment['refunds'][number]['state'], string> = {
  pending: 'In progress',
  processed: 'Refunded',
  failed: 'Failed',
};
