import { BadRequestError } from '../../lib/errors';
import { isDuplicateKeyError } from '../../lib/mongo';
import { KeyedLock } from '../../lib/state-transition';
import { CouponModel, CouponUseModel } from './model';

/**
 * Coupon uses: `uses` on the coupon (against `usage_limit`) and one `coupon_uses` row per customer (against
 * `per_customer_limit`). Placing an order takes a use with conditional `$inc`s (`uses < usage_limit`), so with N
 * uses left and more orders at once exactly N get the discount: the `$inc`s alone are atomic across API processes on
 * MongoDB and on devdb (api/test/coupons/limits-across-processes.test.ts), and are queued per coupon inside a
 * process for an upstream FerretDB (lib/state-transition.ts). No turn: this runs on every order with a coupon, and a
 * turn would add three writes to it. Cancelling an order gives its use back, once: only the cancel whose
 * conditional update moved the order calls giveBackCouponUse.
 */

const locks = new KeyedLock();
/** A limit an admin changes while an order takes a use makes the take retry with the new limit. */
const ATTEMPTS = 3;

export const USED_UP = 'This coupon has been fully used.';

export function perCustomerUsedUp(limit: number): string {
  return limit === 1 ? 'You have already used this coupon.' : `You have already used this coupon ${limit} times, the most allowed for one customer.`;
}

const refuse = (msg: string) => new BadRequestError(msg, { success: false });
const useId = (code: string, userId: string) => `${code}:${userId}`;

interface Limits {
  usage_limit?: number | null;
  per_customer_limit?: number | null;
  uses?: number | null;
}

/** The refusal for a coupon whose limits are reached for this customer, else null (a read, for quotes). */
export async function usageRefusal(code: string, coupon: Limits, userId: string | null): Promise<string | null> {
  if (coupon.usage_limit != null && (coupon.uses ?? 0) >= coupon.usage_limit) return USED_UP;
  if (coupon.per_customer_limit != null && userId) {
    const row = await CouponUseModel.findById(useId(code, userId)).lean<{ n: number }>();
    if ((row?.n ?? 0) >= coupon.per_customer_limit) return perCustomerUsedUp(coupon.per_customer_limit);
  }
  return null;
}

async function takeCustomerUse(id: string, limit: number | null): Promise<boolean> {
  try {
    await CouponUseModel.create({ _id: id, n: 0 });
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err; // the row exists already
  }
  const filter = limit == null ? { _id: id } : { _id: id, n: { $lt: limit } };
  return (await CouponUseModel.findOneAndUpdate(filter, { $inc: { n: 1 } }).lean()) !== null;
}

async function takeTotalUse(code: string): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const coupon = await CouponModel.findOne({ code }, { usage_limit: 1, uses: 1 }).lean<Limits & { _id: unknown }>();
    if (!coupon) return false;
    const limit = coupon.usage_limit ?? null;
    if (limit !== null && (coupon.uses ?? 0) >= limit) return false;
    // The limit read is part of the condition: a limit changed meanwhile matches nothing and is read again.
    const filter = limit === null ? { _id: coupon._id, usage_limit: null } : { _id: coupon._id, usage_limit: limit, uses: { $lt: limit } };
    if (await CouponModel.findOneAndUpdate(filter, { $inc: { uses: 1 } }).lean()) return true;
  }
  return false;
}

/**
 * Takes one use of the coupon for the customer's order about to be stored; refuses (400 naming which limit)
 * when its total or per-customer limit is reached. The caller gives it back if the order is not stored.
 */
export async function takeCouponUse(code: string, userId: string): Promise<void> {
  await locks.run(code, async () => {
    const coupon = await CouponModel.findOne({ code }, { per_customer_limit: 1 }).lean<Limits>();
    if (!coupon) throw refuse('This coupon code is not valid.');
    const perCustomer = coupon.per_customer_limit ?? null;
    if (!(await takeCustomerUse(useId(code, userId), perCustomer))) throw refuse(perCustomerUsedUp(perCustomer ?? 0));
    if (await takeTotalUse(code)) return;
    await CouponUseModel.updateOne({ _id: useId(code, userId), n: { $gt: 0 } }, { $inc: { n: -1 } });
    throw refuse(USED_UP);
  });
}

/** Gives back the use an order took (the order was cancelled, or its insert failed). */
export async function giveBackCouponUse(code: string, userId: string): Promise<void> {
  await locks.run(code, async () => {
    await CouponModel.updateOne({ code, uses: { $gt: 0 } }, { $inc: { uses: -1 } });
    await CouponUseModel.updateOne({ _id: useId(code, userId), n: { $gt: 0 } }, { $inc: { n: -1 } });
  });
}
