import type { PaymentOptions } from '../api/payment-options';

/** Why an order may not be paid in cash: over the cash limit, or sent by courier when the store wants those prepaid. */
export type CashRefusal = 'limit' | 'courier';

/** While online payment is not offered, cash on delivery is always allowed (it is the only way to pay). */
export function cashRefusal(options: PaymentOptions | undefined, order: { total: number; courier: boolean }): CashRefusal | null {
  if (!options?.online) return null;
  if (options.cash_limit !== null && order.total > options.cash_limit) return 'limit';
  if (order.courier && !options.courier_cash) return 'courier';
  return null;
}
