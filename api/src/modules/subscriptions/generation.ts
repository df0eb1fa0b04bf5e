import { createHash } from 'node:crypto';
import { cutoffOf, DEFAULT_CUTOFF_MINUTES, planDay, shiftDay, type CalendarDay } from '../../domain/subscriptions/schedule';
import { kolkataDay } from '../../lib/calendar';
import { closeClaim, isAbandonedClaim, openClaim } from '../../lib/claims';
import { clock } from '../../lib/clock';
import { ConflictError } from '../../lib/errors';
import { isDatabaseUnavailableError, isDuplicateKeyError } from '../../lib/mongo';
import { customerContacts } from '../accounts/preferences';
import { listAddressesForUsers, placeAddress } from '../addresses/service';
import { findVariantsForPricing, variantNames, type PricingRow } from '../catalogue/pricing-reads';
import { returnStock, takeStock } from '../catalogue/stock';
import { notifyCustomer } from '../notifications/service';
import { leftOutText } from '../notifications/templates';
import { pricedItem, stockLines, type PricedItem } from '../orders/new-order';
import { dueSubscriptionOrders, findStoredOrder } from '../orders/queries';
import { storeSubscriptionOrder } from '../orders/subscription-orders';
import { giveBackOrderPlace, takeSubscriptionSlot } from '../slots/checkout';
import { creditBalances } from '../store-credit/service';
import { lowBalanceOutlook, DUES_LOOKBACK_DAYS } from './balance';
import { SubscriptionDayModel, SubscriptionModel, type SubscriptionDayDoc, type SubscriptionDoc } from './model';
import { planOf } from './service';

/**
 * The orders made at each cut-off (docs/subscriptions.md "Orders at each cut-off"): for every delivery day whose
 * cut-off has passed (tomorrow after 22:00; today too when the run at 22:00 was missed), one order per active
 * subscription that delivers that day, exactly once however many processes run at once.
 *
 * Exactly once rests on a claim row per subscription-day (`subscription_days`, `_id` `<subscription>:<day>`): the
 * one insert of the row takes the day on, with the order's id fixed in it (derived from the key). The run then takes
 * stock and a slot place and stores the order under that id, and marks the row `ordered`, or `skipped` with why. A
 * row left `claimed` by a run that stopped is taken over once stale: an order already stored under its id completes
 * it (never a second order); else the day is made again under the same id, so its slot place (keyed by order and
 * slot) is not counted twice.
 */

/** A claim this old without an outcome belongs to a run that stopped half way: it is taken over. */
export const CLAIM_STALE_MS = 60_000;

export interface RunOptions {
  cutoffMinutes?: number;
  /** Tests: after each subscription-day is finished (a throw stops the run there, as a stopped process would). */
  afterEach?: (key: string) => void | Promise<void>;
  /** Tests: after an order is stored and before its claim says so. */
  afterStored?: (key: string) => void | Promise<void>;
}

export interface RunReport {
  days: string[];
  ordered: number;
  skipped: number;
  /** Days another run is working on now. */
  busy: number;
}

type SkipReason = 'balance' | 'unavailable' | 'no_slot';
type Outcome = { state: 'ordered'; amountPaise: number } | { state: 'skipped'; reason: SkipReason; amountPaise: number };

const dayKey = (subscriptionId: string, date: string) => `${subscriptionId}:${date}`;

/** The order id of a subscription-day: the same for every run, so a retry stores (or finds) the same order. */
export const dayOrderId = (key: string) => createHash('sha256').update(`subscription-order:${key}`).digest('hex').slice(0, 24);

/** The delivery days due at `now`: from today (India time) every day whose cut-off has passed. */
export function dueDays(now: Date, cutoffMinutes = DEFAULT_CUTOFF_MINUTES): string[] {
  const days: string[] = [];
  for (let day = kolkataDay(now); cutoffOf(day, cutoffMinutes).getTime() <= now.getTime(); day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** Days this process finished for good: closed days never change, so later runs skip them. */
const finished = new Set<string>();

export async function runDueDays(now: Date, options: RunOptions = {}): Promise<RunReport> {
  const report: RunReport = { days: dueDays(now, options.cutoffMinutes), ordered: 0, skipped: 0, busy: 0 };
  const touched = new Set<string>();
  for (const date of report.days) {
    if (finished.has(date)) continue;
    const day = await runDay(date, now, options, touched);
    report.ordered += day.ordered;
    report.skipped += day.skipped;
    report.busy += day.busy;
    if (day.busy === 0) finished.add(date);
  }
  await warnLowBalances([...touched], now, options.cutoffMinutes);
  return report;
}

/** Forgets which days are finished (tests that start the days again on a fresh database). */
export function forgetFinishedDays(): void {
  finished.clear();
}

interface Work {
  doc: SubscriptionDoc;
  plan: CalendarDay;
  claim: SubscriptionDayDoc;
  /** Taken over from a run that stopped: its order may be stored, its place taken. */
  retry: boolean;
}

/** What a day's run reads once for every subscription it makes. */
interface Shared {
  prices: Map<string, PricingRow>;
  names: Map<string, { name: string; label: string }>;
  contacts: Awaited<ReturnType<typeof customerContacts>>;
  addresses: Awaited<ReturnType<typeof listAddressesForUsers>>;
  balances: Map<string, number>;
  /** Each customer's subscription orders not yet delivered, paise (grows as this run makes more). */
  dues: Map<string, number>;
}

async function runDay(date: string, now: Date, options: RunOptions, touched: Set<string>) {
  const cutoffMinutes = options.cutoffMinutes ?? DEFAULT_CUTOFF_MINUTES;
  const subscriptions = await SubscriptionModel.find({
    start_date: { $lte: date },
    $or: [{ cancelled_from: null }, { cancelled_from: { $gt: date } }],
  })
    .sort({ _id: 1 })
    .lean<SubscriptionDoc[]>();
  const planned = subscriptions.map((doc) => ({ doc, plan: planDay(planOf(doc), date, now, cutoffMinutes) })).filter((p) => p.plan.reason === null);
  const claims = new Map((await SubscriptionDayModel.find({ date }).lean<SubscriptionDayDoc[]>()).map((c) => [c._id, c]));
  const result = { ordered: 0, skipped: 0, busy: 0 };
  const token = openClaim();
  try {
    const work: Work[] = [];
    for (const { doc, plan } of planned) {
      const key = dayKey(doc._id.toString(), date);
      const claim = await takeClaim(key, claims.get(key), doc, date, token);
      if (claim === 'busy') result.busy += 1;
      else if (claim) work.push({ doc, plan, ...claim });
    }
    if (work.length === 0) return result;
    const shared = await readShared(work, date);
    for (const item of work) {
      const key = item.claim._id;
      const outcome = await makeDay(item, shared, now, options);
      await SubscriptionDayModel.updateOne(
        { _id: key, holder: token, state: 'claimed' },
        { $set: { state: outcome.state, reason: outcome.state === 'skipped' ? outcome.reason : null, amount_paise: outcome.amountPaise } },
      );
      touched.add(item.doc.user_id);
      if (outcome.state === 'ordered') result.ordered += 1;
      else result.skipped += 1;
      await options.afterEach?.(key);
    }
    return result;
  } finally {
    closeClaim(token);
  }
}

/**
 * Takes the subscription-day on: a new claim row, or one a stopped run left (stale, or of a finished call of this
 * process). Null when it is done already; 'busy' when another run is on it now.
 */
async function takeClaim(
  key: string,
  known: SubscriptionDayDoc | undefined,
  doc: SubscriptionDoc,
  date: string,
  token: string,
): Promise<{ claim: SubscriptionDayDoc; retry: boolean } | null | 'busy'> {
  let row = known;
  if (!row) {
    const fresh: SubscriptionDayDoc = {
      _id: key,
      subscription_id: doc._id.toString(),
      user_id: doc.user_id,
      date,
      order_id: dayOrderId(key),
      state: 'claimed',
      reason: null,
      amount_paise: 0,
      holder: token,
      at: new Date(clock.now()),
    };
    try {
      await SubscriptionDayModel.create(fresh);
      return { claim: fresh, retry: false };
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    row = (await SubscriptionDayModel.findById(key).lean<SubscriptionDayDoc>()) ?? undefined;
    if (!row) return 'busy';
  }
  if (row.state !== 'claimed') return null;
  // Claims are stamped with the API's clock (not the subscriptions' own, which a test stack may move ahead).
  const stale = clock.now() - row.at.getTime() >= CLAIM_STALE_MS;
  if (!stale && !isAbandonedClaim(row.holder)) return 'busy';
  const taken = await SubscriptionDayModel.updateOne(
    { _id: key, state: 'claimed', holder: row.holder },
    { $set: { holder: token, at: new Date(clock.now()) } },
  );
  return taken.modifiedCount === 1 ? { claim: { ...row, holder: token }, retry: true } : 'busy';
}

async function readShared(work: Work[], date: string): Promise<Shared> {
  const userIds = [...new Set(work.map((w) => w.doc.user_id))];
  const variantIds = [...new Set(work.flatMap((w) => w.plan.items.map((i) => i.variantId)))];
  const [rows, names, contacts, addresses, balances, dues] = await Promise.all([
    findVariantsForPricing(variantIds),
    variantNames(variantIds),
    customerContacts(userIds),
    listAddressesForUsers(userIds),
    creditBalances(userIds),
    dueSubscriptionOrders(shiftDay(date, -DUES_LOOKBACK_DAYS)),
  ]);
  const duesByUser = new Map<string, number>();
  for (const due of dues) duesByUser.set(due.userId, (duesByUser.get(due.userId) ?? 0) + due.totalPaise);
  return { prices: new Map(rows.map((r) => [r.variant_id, r])), names, contacts, addresses, balances, dues: duesByUser };
}

/** How the customer knows a variant: "Country Eggs (6 pcs)". */
const nameOf = (variant: { name: string; label: string } | undefined) => (variant?.name ? `${variant.name} (${variant.label})` : 'An item');

const skipped = (reason: SkipReason, amountPaise = 0): Outcome => ({ state: 'skipped', reason, amountPaise });

/** One subscription-day: its order, or why there is none. */
async function makeDay(item: Work, shared: Shared, now: Date, options: RunOptions): Promise<Outcome> {
  const { doc, plan, claim, retry } = item;
  const userId = doc.user_id;
  if (retry) {
    const stored = await findStoredOrder(claim.order_id);
    if (stored) return { state: 'ordered', amountPaise: stored.total_paise };
  }
  const customer = shared.contacts.get(userId);
  const address = shared.addresses.get(userId)?.find((a) => a.id === doc.address_id);
  const zone = address ? placedZone(address) : null;
  if (!customer || !address || !zone) return skipped('no_slot');
  const today = plan.date === kolkataDay(now);

  // What the day can have: hidden products and lines short of stock (as read) are left out.
  const leftOut: Array<{ name: string; quantity: number }> = [];
  let items: PricedItem[] = [];
  for (const line of plan.items) {
    const row = shared.prices.get(line.variantId);
    if (!row || (row.stock !== null && row.stock < line.quantity)) leftOut.push({ name: nameOf(shared.names.get(line.variantId)), quantity: line.quantity });
    else items.push(pricedItem(row, line.quantity));
  }
  if (items.length === 0) return skipped('unavailable');

  // The balance must cover this day and every delivery of theirs not paid yet (the debit comes at delivery).
  const totalOf = (list: PricedItem[]) => list.reduce((sum, i) => sum + i.line_total_paise, 0);
  const balance = shared.balances.get(userId) ?? 0;
  const dues = shared.dues.get(userId) ?? 0;
  if (balance < dues + totalOf(items)) {
    await notifyCustomer({
      id: `subscription-skipped:${claim._id}`,
      refId: claim.order_id,
      userId,
      to: customer.phone,
      event: { kind: 'subscription_skipped', today, balancePaise: Math.max(0, balance - dues), duePaise: totalOf(items) },
      preferences: customer.preferences,
    }).catch(() => undefined);
    return skipped('balance', totalOf(items));
  }

  // The stock of counted lines, one line at a time: a line another order emptied meanwhile is left out.
  const counted = new Set<string>();
  for (const item of items.filter((i) => shared.prices.get(i.variant_id)!.stock !== null)) {
    try {
      await takeStock(stockLines([item]));
      counted.add(item.variant_id);
    } catch (err) {
      if (!(err instanceof ConflictError)) {
        await returnStock(stockLines(items.filter((i) => counted.has(i.variant_id)))).catch(() => undefined);
        throw err;
      }
      leftOut.push({ name: `${item.name} (${item.variantLabel})`, quantity: item.quantity });
    }
  }
  items = items.filter((i) => counted.has(i.variant_id) || shared.prices.get(i.variant_id)!.stock === null);
  const giveBackStock = () => returnStock(stockLines(items.filter((i) => counted.has(i.variant_id)))).catch(() => undefined);
  if (items.length === 0) return skipped('unavailable');

  const grams = items.reduce((sum, i) => sum + i.weight_grams * i.quantity, 0);
  const taken = await takeSubscriptionSlot({
    userId,
    orderId: claim.order_id,
    zone,
    templateId: doc.slot_template_id,
    date: plan.date,
    grams,
    now: now.getTime(),
    retry,
  }).catch(async (err: unknown) => {
    await giveBackStock();
    throw err;
  });
  if (!taken) {
    await giveBackStock();
    return skipped('no_slot');
  }
  const { order } = await storeSubscriptionOrder({
    orderId: claim.order_id,
    userId,
    customer,
    subscriptionId: doc._id.toString(),
    date: plan.date,
    items,
    counted,
    address,
    slot: taken.slot,
    movedFromSlot: taken.movedFrom,
    leftOut,
  }).catch(async (err: unknown) => {
    // Not answered: the order may be stored, so what it took stays taken (a retry finds it).
    if (!isDatabaseUnavailableError(err)) await Promise.all([giveBackStock(), giveBackOrderPlace(claim.order_id, taken.slot.id).catch(() => undefined)]);
    throw err;
  });
  shared.dues.set(userId, dues + order.total_paise);
  await options.afterStored?.(claim._id);
  if (leftOut.length > 0) {
    await notifyCustomer({
      id: `subscription-left-out:${claim._id}`,
      refId: claim.order_id,
      userId,
      to: customer.phone,
      event: { kind: 'subscription_left_out', today, items: leftOutText(leftOut) },
      preferences: customer.preferences,
    }).catch(() => undefined);
  }
  return { state: 'ordered', amountPaise: order.total_paise };
}

/** The delivery zone of a saved address; null for one the store cannot place. */
function placedZone(address: { value: string; pincode?: string | null }): string | null {
  try {
    return placeAddress(address).zone;
  } catch {
    return null;
  }
}

/** After a run: each customer it made or skipped days for whose balance does not cover their next 3 days is told, once a day. */
async function warnLowBalances(userIds: string[], now: Date, cutoffMinutes?: number): Promise<void> {
  const today = kolkataDay(now);
  for (const userId of userIds) {
    const outlook = await lowBalanceOutlook(userId, now, cutoffMinutes);
    if (!outlook.low) continue;
    const contact = (await customerContacts([userId])).get(userId);
    if (!contact) continue;
    await notifyCustomer({
      id: `low-balance:${userId}:${today}`,
      refId: userId,
      userId,
      to: contact.phone,
      event: { kind: 'low_balance', balancePaise: outlook.balancePaise, needPaise: outlook.needPaise },
      preferences: contact.preferences,
    }).catch(() => undefined);
  }
}
