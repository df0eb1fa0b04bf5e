import type { Static } from 'typebox';
import type { SubscriptionBalanceSchema } from '@farm-store/contracts/subscriptions';
import { toRupees } from '../../domain/money';
import { cutoffOf, DEFAULT_CUTOFF_MINUTES, planDay, shiftDay } from '../../domain/subscriptions/schedule';
import { kolkataDay } from '../../lib/calendar';
import { slicer } from '../../lib/slices';
import { findVariantsForPricing } from '../catalogue/pricing-reads';
import { dueSubscriptionOrders, type DueSubscriptionOrder } from '../orders/subscription-dues';
import { creditBalances } from '../store-credit/service';
import { SubscriptionDayModel, SubscriptionModel, type SubscriptionDayDoc, type SubscriptionDoc } from './model';
import { planOf } from './service';

/**
 * Whether a customer's store credit covers what their subscriptions will take (docs/subscriptions.md "Paying from
 * store credit"): the deliveries already ordered and not yet paid, and the next three delivery days.
 */

/** Subscription orders this many days old and still unpaid still count against the balance. */
export const DUES_LOOKBACK_DAYS = 7;
/** The delivery days ahead the balance should cover. */
const DAYS_AHEAD = 3;
/** How far ahead the next delivery days are looked for. */
const HORIZON_DAYS = 30;

export interface BalanceOutlook {
  balancePaise: number;
  /** Deliveries ordered and unpaid, and the rest of the next three delivery days at today's prices. */
  needPaise: number;
  low: boolean;
}

/** What an outlook is worked out from: subscriptions not cancelled, unpaid deliveries, balances, today's prices. */
export interface OutlookFacts {
  subscriptions: SubscriptionDoc[];
  dues: Array<Pick<DueSubscriptionOrder, 'userId' | 'date' | 'totalPaise'>>;
  balances: Map<string, number>;
  prices: Map<string, number>;
}

/** One customer's outlook, read now (the shop's banner). */
export async function lowBalanceOutlook(userId: string, now: Date, cutoffMinutes = DEFAULT_CUTOFF_MINUTES): Promise<BalanceOutlook> {
  const [subscriptions, dues, balances] = await Promise.all([
    SubscriptionModel.find({ user_id: userId, status: { $ne: 'cancelled' } }).lean<SubscriptionDoc[]>(),
    dueSubscriptionOrders(shiftDay(kolkataDay(now), -DUES_LOOKBACK_DAYS), userId),
    creditBalances([userId]),
  ]);
  const prices = new Map(
    (await findVariantsForPricing(subscriptions.flatMap((s) => s.items.map((i) => i.variant_id)))).map((r) => [r.variant_id, r.price_paise]),
  );
  return (await outlooksFrom([userId], { subscriptions, dues, balances, prices }, now, cutoffMinutes)).get(userId)!;
}

/**
 * The next three delivery days from today: a day whose cut-off passed counts what was ordered for it and is unpaid;
 * an open day what its plan would cost at today's prices. Older unpaid deliveries count on top. Reads nothing: the
 * run at a cut-off works it out for every customer it touched from what it read already.
 */
export async function outlooksFrom(
  userIds: string[],
  facts: OutlookFacts,
  now: Date,
  cutoffMinutes = DEFAULT_CUTOFF_MINUTES,
): Promise<Map<string, BalanceOutlook>> {
  const today = kolkataDay(now);
  const byUser = <T>(rows: T[], userOf: (row: T) => string) => {
    const map = new Map<string, T[]>();
    for (const row of rows) {
      const list = map.get(userOf(row));
      if (list) list.push(row);
      else map.set(userOf(row), [row]);
    }
    return map;
  };
  const subscriptionsOf = byUser(facts.subscriptions, (s) => s.user_id);
  const duesOf = byUser(facts.dues, (d) => d.userId);
  const outlooks = new Map<string, BalanceOutlook>();
  const pause = slicer();
  for (const userId of userIds) {
    await pause();
    const own = subscriptionsOf.get(userId) ?? [];
    const owed = duesOf.get(userId) ?? [];
    let needPaise = owed.filter((d) => d.date < today).reduce((sum, d) => sum + d.totalPaise, 0);
    let counted = 0;
    for (let offset = 0; offset < HORIZON_DAYS && counted < DAYS_AHEAD; offset++) {
      const day = shiftDay(today, offset);
      let dayPaise = owed.filter((d) => d.date === day).reduce((sum, d) => sum + d.totalPaise, 0);
      if (now.getTime() < cutoffOf(day, cutoffMinutes).getTime()) {
        for (const doc of own) {
          const plan = planDay(planOf(doc), day, now, cutoffMinutes);
          dayPaise += plan.items.reduce((sum, i) => sum + (facts.prices.get(i.variantId) ?? 0) * i.quantity, 0);
        }
      }
      if (dayPaise > 0) {
        needPaise += dayPaise;
        counted += 1;
      }
    }
    const balancePaise = facts.balances.get(userId) ?? 0;
    outlooks.set(userId, { balancePaise, needPaise, low: balancePaise < needPaise });
  }
  return outlooks;
}

/** GET /api/subscriptions/balance: the shop's banner. */
export async function subscriptionBalance(
  userId: string,
  now: Date,
  cutoffMinutes = DEFAULT_CUTOFF_MINUTES,
): Promise<Static<typeof SubscriptionBalanceSchema>> {
  const today = kolkataDay(now);
  const [outlook, subscriptions] = await Promise.all([
    lowBalanceOutlook(userId, now, cutoffMinutes),
    SubscriptionModel.find({ user_id: userId }, { _id: 1 }).lean<Array<Pick<SubscriptionDoc, '_id'>>>(),
  ]);
  const keys = subscriptions.flatMap((s) => [today, shiftDay(today, 1)].map((day) => `${s._id.toString()}:${day}`));
  const claims = await Promise.all(keys.map((key) => SubscriptionDayModel.findById(key).lean<SubscriptionDayDoc>()));
  const skipped = claims
    .filter((c): c is SubscriptionDayDoc => c?.state === 'skipped' && c.reason !== null)
    .map((c) => ({ date: c.date, reason: c.reason! }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return { balance: toRupees(outlook.balancePaise), nextThreeDays: toRupees(outlook.needPaise), low: outlook.low, skipped };
}
