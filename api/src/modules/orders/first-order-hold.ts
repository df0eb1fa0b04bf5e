import { closeClaim, isAbandonedClaim, openClaim } from '../../lib/claims';
import { ConflictError } from '../../lib/errors';
import { isDatabaseReachable, isDuplicateKeyError } from '../../lib/mongo';
import { FirstOrderHoldModel } from './model';

/**
 * The first-order discount goes to one order. A customer with no active order who submits two orders at once
 * (two tabs or two phones, so different Idempotency-Keys) would otherwise have both priced as their first.
 * While one of them is being placed it holds the customer's row in `first_order_holds`; the others wait for it,
 * then price their order as what it now is, a second one (and answer 409 with that quote if the customer agreed
 * to the discounted total). Orders of customers who already have one never take the hold.
 */

const WAIT_MS = 5000;
const POLL_MS = 50;
/** A hold this old belongs to a submission whose process died; it may be taken over. */
const STALE_MS = 60_000;

export interface FirstOrderHold {
  /**
   * Ends the hold. While the database is unreachable its row is not waited for but left over, and the next
   * submission in this process takes it over at once.
   */
  release(): Promise<void>;
}

export async function holdFirstOrder(userId: string): Promise<FirstOrderHold> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const createdAt = new Date();
    const token = openClaim();
    try {
      await FirstOrderHoldModel.create({ _id: userId, holder: token, created_at: createdAt });
      return {
        release: async () => {
          closeClaim(token);
          if (!isDatabaseReachable()) return;
          await FirstOrderHoldModel.deleteOne({ _id: userId, holder: token }).catch(() => undefined);
        },
      };
    } catch (err) {
      closeClaim(token);
      if (!isDuplicateKeyError(err)) throw err;
    }
    const held = await FirstOrderHoldModel.findById(userId).lean();
    if (held && (isAbandonedClaim(held.holder) || Date.now() - held.created_at.getTime() > STALE_MS)) {
      await FirstOrderHoldModel.deleteOne({ _id: userId, created_at: held.created_at });
    } else if (held && Date.now() >= deadline) {
      throw new ConflictError('Another order of yours is being placed. Please wait a moment and check your orders.');
    } else if (held) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
