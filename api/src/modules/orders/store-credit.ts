import { ConflictError } from '../../lib/errors';
import { creditMovedBy, moveCredit } from '../store-credit/service';

/**
 * An order's store credit (docs/store-credit.md): spent once when it is placed (`spend:<order id>`) and returned once
 * when it is cancelled, or when placing it failed after the spend (`return:<order id>`).
 */

export const SPENT_REASON = 'Used on an order';
export const RETURNED_REASON = 'Order cancelled: credit returned';

/**
 * Takes the credit an order uses (409 when the balance no longer covers it). A retry of a placement under the same
 * order id finds the spend already made and goes on, unless that attempt gave the credit back.
 */
export async function spendCredit(userId: string, orderId: string, amountPaise: number): Promise<void> {
  const outcome = await moveCredit({ userId, key: `spend:${orderId}`, amountPaise: -amountPaise, reason: SPENT_REASON, orderId });
  if (!outcome.applied && (await creditMovedBy(userId, `return:${orderId}`)) !== 0) {
    throw new ConflictError('Your store credit changed while this order was being placed. Please review your order and confirm again.');
  }
}

/** Gives back what an order spent, once however often it is called. */
export async function returnCredit(userId: string, orderId: string, amountPaise: number): Promise<void> {
  await moveCredit({ userId, key: `return:${orderId}`, amountPaise, reason: RETURNED_REASON, orderId });
}
