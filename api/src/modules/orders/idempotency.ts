import { Types } from 'mongoose';
import { closeClaim, isAbandonedClaim, openClaim } from '../../lib/claims';
import { ConflictError } from '../../lib/errors';
import { isDatabaseUnavailableError, isDuplicateKeyError } from '../../lib/mongo';
import { KeyedLock } from '../../lib/state-transition';
import { OrderIdempotencyModel, OrderModel } from './model';
import type { StoredOrder } from './views';

/**
 * The Idempotency-Key of POST /api/orders. Reserving a key also fixes the `_id` the order will be stored under
 * (`order_id` of the reservation), so whatever happens to a submission the key can only ever lead to that one
 * order: a retry finds it if it was stored, and otherwise inserts it under the same `_id`, which the database
 * refuses a second time. That is what makes it safe to answer a retry while the first outcome is unknown (the
 * database hung after the insert was sent and the reply never came).
 */

const IN_FLIGHT_WAIT_MS = 5000;
const POLL_MS = 50;
/**
 * A reservation of another API process this old, without its order, belongs to a submission that died half-way
 * (every database call of a live one is time-limited, see plugins/db.ts); it may be taken over.
 */
const STALE_RESERVATION_MS = 30_000;

/** This submission holds the key and is to store the order under `orderId`. */
export interface KeyClaim {
  keyId: string;
  orderId: string;
  token: string;
  /** Taken over from a submission whose insert may have been sent: never released (a retry resolves it). */
  inherited: boolean;
  /** Set just before the order's insert is sent: from then on the order may be stored. */
  insertSent: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** FerretDB does not make a conditional update atomic: take-overs of one key are queued here (see state-transition.ts). */
const takeOverLocks = new KeyedLock();

/**
 * Reserves a key. Answers the claim when this submission is to place the order, or the order an earlier
 * submission with this key stored. While that earlier one is still running (here or in another process) it
 * is waited for briefly, then 409; one that ended without an answer from the database is taken over.
 */
export async function claimKey(keyId: string): Promise<{ claim: KeyClaim } | { order: StoredOrder }> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const token = openClaim();
    const orderId = new Types.ObjectId().toString();
    try {
      await OrderIdempotencyModel.create({ _id: keyId, order_id: orderId, holder: token, created_at: new Date() });
      return { claim: { keyId, orderId, token, inherited: false, insertSent: false } };
    } catch (err) {
      // Also when the database did not answer: the row may have been stored, and is then left over.
      closeClaim(token);
      if (!isDuplicateKeyError(err)) throw err;
    }
    const reservation = await OrderIdempotencyModel.findById(keyId).lean();
    if (!reservation) continue; // the earlier submission failed and released the key: reserve it again
    if (reservation.order_id) {
      const order = await storedOrder(reservation.order_id);
      if (order) return { order };
    }
    const leftOver = isAbandonedClaim(reservation.holder) || Date.now() - reservation.created_at.getTime() > STALE_RESERVATION_MS;
    if (leftOver) {
      const claim = await takeOver(keyId, reservation);
      if (claim) return { claim };
      continue; // another submission took it over first
    }
    if (Date.now() >= deadline) break;
    await sleep(POLL_MS);
  }
  throw new ConflictError('This order is still being placed. Please wait a moment and check your orders.');
}

/** One conditional update: only the submission that still sees the row as it was read gets it. */
async function takeOver(keyId: string, seen: { order_id?: string | null; holder?: string | null; created_at: Date }): Promise<KeyClaim | null> {
  const token = openClaim();
  // A reservation written before order ids were fixed at reservation has none: no order can be found by it.
  const orderId = seen.order_id ?? new Types.ObjectId().toString();
  try {
    const taken = await takeOverLocks.run(keyId, () =>
      OrderIdempotencyModel.updateOne(
        { _id: keyId, order_id: seen.order_id ?? null, holder: seen.holder ?? null, created_at: seen.created_at },
        { $set: { order_id: orderId, holder: token, created_at: new Date() } },
      ).exec(),
    );
    if (taken.modifiedCount === 1) return { keyId, orderId, token, inherited: true, insertSent: false };
  } catch (err) {
    closeClaim(token);
    throw err;
  }
  closeClaim(token);
  return null;
}

/**
 * After the placement under `claim` failed. Answers the order when the failure was the database refusing a
 * second insert under the claimed `_id` (an earlier submission's insert got there after all). Otherwise frees
 * the key only when the order certainly was not stored — its insert was never sent and no earlier submission's
 * may have been — and the database answers; else the row stays, for the next submission with this key to take
 * over at once (in this process) and resolve.
 */
export async function settleFailedClaim(claim: KeyClaim, err: unknown): Promise<StoredOrder | null> {
  closeClaim(claim.token);
  if (claim.insertSent && isDuplicateKeyError(err)) {
    const order = await storedOrder(claim.orderId);
    if (order) return order;
  }
  if (claim.inherited || claim.insertSent || isDatabaseUnavailableError(err)) return null;
  await OrderIdempotencyModel.deleteOne({ _id: claim.keyId, holder: claim.token }).catch(() => undefined);
  return null;
}

/** After the order was stored under the claim. */
export function settleClaim(claim: KeyClaim): void {
  closeClaim(claim.token);
}

function storedOrder(orderId: string): Promise<StoredOrder | null> {
  return OrderModel.findById(orderId).lean<StoredOrder>().exec();
}
