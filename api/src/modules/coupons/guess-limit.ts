import { giveBack, spend, waitInWords, type BudgetRule } from '../../lib/budget';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors';

/** The answer for a code that matches no coupon; the guess budget counts these. */
export class UnknownCouponError extends BadRequestError {
  constructor() {
    super('This coupon code is not valid.', { success: false });
  }
}

/**
 * Unknown coupon codes a customer may try: 5 in 15 minutes, counted in the database per customer (whatever
 * addresses they call from, whichever API process answers), shared by every call that looks a code up (coupon
 * apply, quote, placing an order). Only misses count: a shopper re-quoting with a real code is never held up, and
 * one typo before the right code costs nothing that matters.
 */
export const COUPON_MISS_RULE: BudgetRule = { max: 5, windowMs: 15 * 60_000 };

const keyOf = (customerId: string) => `coupon-miss:${customerId}`;

/**
 * Looks a code up within the customer's budget: the lookup takes a place first (so lookups sent at once cannot all
 * pass while the count is low) and gives it back when the code exists. A used-up budget refuses every lookup,
 * whatever the code, so a real code is not revealed by a different answer.
 */
export async function withinGuessBudget<T>(customerId: string, lookup: () => Promise<T | null>): Promise<T> {
  const spent = await spend(keyOf(customerId), COUPON_MISS_RULE);
  if (!spent.taken) {
    throw new TooManyRequestsError(`Too many coupon codes tried. Please wait ${waitInWords(spent.resetsAt)} and try again.`);
  }
  const found = await lookup();
  if (found === null) throw new UnknownCouponError();
  await giveBack(keyOf(customerId));
  return found;
}
