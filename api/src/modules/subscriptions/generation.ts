import { createHash } from 'node:crypto';
import { cutoffOf, DEFAULT_CUTOFF_MINUTES, planDay, shiftDay, type CalendarDay } from '../../domain/subscriptions/schedule';
import { kolkataDay } from '../../lib/calendar';
import { closeClaim, isAbandonedClaim, openClaim } from '../../lib/claims';
import { clock } from '../../lib/clock';
import { ConflictError } from '../../lib/errors';
import { mapInSlices, slicer } from '../../lib/slices';
import { insertNew, isDatabaseUnavailableError, isDuplicateKeyError, READ_BATCH } from '../../lib/mongo';
import { customerContacts } from '../accounts/preferences';
import { listAddressesForUsers, placeAddress } from '../addresses/service';
import type { SignedInCustomer } from '../../plugins/auth';
import { findVariantsForPricing, variantNames, type PricingRow } from '../catalogue/pricing-reads';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { returnStock, takeStock } from '../catalogue/stock';
import { notifyCustomer } from '../notifications/service';
import { leftOutText } from '../notifications/templates';
import { pricedItem, stockLines, type PricedItem } from '../orders/new-order';
import { findStoredOrder } from '../orders/queries';
import { dueSubscriptionOrders, recordSubscriptionDues } from '../orders/subscription-dues';
import { storeSubscriptionOrders, type SubscriptionOrderInput } from '../orders/subscription-orders';
import type { StoredOrder } from '../orders/views';
import { giveBackOrderPlace, takeSubscriptionSlot, takeSubscriptionSlots, type OrderSlot } from '../slots/checkout';
import { creditBalances } from '../store-credit/service';
import { outlooksFrom, DUES_LOOKBACK_DAYS } from './balance';
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
  const days = report.days.filter((date) => !finished.has(date));
  if (days.length === 0) return report;
  const cutoffMinutes = options.cutoffMinutes ?? DEFAULT_CUTOFF_MINUTES;
  // One read of the subscriptions for all the due days, and one of what making their orders needs (the embedded
  // database reads a whole collection for any filter but `_id`).
  const subscriptions = await SubscriptionModel.find({ $or: [{ cancelled_from: null }, { cancelled_from: { $gt: days[0] } }] })
    .sort({ _id: 1 })
    .batchSize(READ_BATCH)
    .lean<SubscriptionDoc[]>();
  const plannedDays: Array<{ date: string; planned: Planned[] }> = [];
  for (const date of days) {
    const plans = await mapInSlices(subscriptions, (doc) =>
      doc.start_date <= date && (!doc.cancelled_from || doc.cancelled_from > date) ? { doc, plan: planDay(planOf(doc), date, now, cutoffMinutes) } : null,
    );
    plannedDays.push({ date, planned: plans.filter((p): p is Planned => p !== null && p.plan.reason === null) });
  }
  let shared: Shared | undefined;
  const readOnce = async () =>
    (shared ??= await readShared(
      subscriptions,
      plannedDays.flatMap((d) => d.planned),
      now,
    ));
  const touched = new Set<string>();
  try {
    for (const { date, planned } of plannedDays) {
      const day = await runDay(date, planned, readOnce, now, options, touched);
      report.ordered += day.ordered;
      report.skipped += day.skipped;
      report.busy += day.busy;
      if (day.busy === 0) finished.add(date);
    }
  } finally {
    // The shop's cached catalogue shows the stock the run took from here on (once, not after every chunk).
    if (shared) await bumpCatalogueVersion().catch(() => undefined);
  }
  if (shared) await warnLowBalances([...touched], subscriptions, shared, now, cutoffMinutes);
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

type Planned = { doc: SubscriptionDoc; plan: CalendarDay };

/** What a run reads once for every subscription it makes. */
interface Shared {
  prices: Map<string, PricingRow>;
  names: Map<string, { name: string; label: string }>;
  contacts: Awaited<ReturnType<typeof customerContacts>>;
  addresses: Awaited<ReturnType<typeof listAddressesForUsers>>;
  balances: Map<string, number>;
  /** The customers' subscription orders not yet delivered (grows as this run makes more). */
  unpaid: Array<{ userId: string; date: string; totalPaise: number }>;
  /** Each customer's unpaid total, and what this run has counted for days it is making. */
  dues: Map<string, number>;
}

/** Stock taken by the run leaves the shop's cached catalogue as it is until the run ends: every cached page would be dropped after each chunk. */
const QUIET_STOCK = { refreshShop: false };

/** Subscription-days taken on and made together: one claim insert, one slot count per slot, one order insert. */
const CHUNK = 500;

async function runDay(date: string, planned: Planned[], readOnce: () => Promise<Shared>, now: Date, options: RunOptions, touched: Set<string>) {
  const result = { ordered: 0, skipped: 0, busy: 0 };
  if (planned.length === 0) return result;
  const claims = new Map((await SubscriptionDayModel.find({ date }).batchSize(READ_BATCH).lean<SubscriptionDayDoc[]>()).map((c) => [c._id, c]));
  const token = openClaim();
  try {
    for (let start = 0; start < planned.length; start += CHUNK) {
      const { work, busy } = await takeClaims(planned.slice(start, start + CHUNK), claims, date, token);
      result.busy += busy;
      if (work.length === 0) continue;
      // Read on the first work: a run that finds the days done reads nothing more.
      const shared = await readOnce();
      const outcomes = await makeDays(work, shared, now, options);
      await SubscriptionDayModel.bulkWrite(
        work.map(({ claim }) => {
          const outcome = outcomes.get(claim._id)!;
          const reason = outcome.state === 'skipped' ? outcome.reason : null;
          return {
            updateOne: {
              filter: { _id: claim._id, holder: token, state: 'claimed' },
              update: { $set: { state: outcome.state, reason, amount_paise: outcome.amountPaise } },
            },
          };
        }),
        { ordered: false },
      );
      for (const { doc, claim } of work) {
        touched.add(doc.user_id);
        if (outcomes.get(claim._id)!.state === 'ordered') result.ordered += 1;
        else result.skipped += 1;
        await options.afterEach?.(claim._id);
      }
    }
    return result;
  } finally {
    closeClaim(token);
  }
}

/**
 * Takes on a chunk of subscription-days: the new ones with one insert of their claim rows; those whose row exists
 * (another run's, a stopped run's, or a row inserted meanwhile) one by one with `takeClaim`.
 */
async function takeClaims(
  chunk: Array<{ doc: SubscriptionDoc; plan: CalendarDay }>,
  claims: Map<string, SubscriptionDayDoc>,
  date: string,
  token: string,
): Promise<{ work: Work[]; busy: number }> {
  const keyed = chunk.map((p) => ({ ...p, key: dayKey(p.doc._id.toString(), date) }));
  const fresh = keyed.filter((p) => !claims.has(p.key));
  const at = new Date(clock.now());
  const rows = fresh.map(({ doc, key }) => newClaim(key, doc, date, token, at));
  const taken = await insertNew(SubscriptionDayModel, rows);
  const inserted = new Map(rows.filter((_, i) => !taken.has(i)).map((row) => [row._id, row]));
  const work: Work[] = [];
  let busy = 0;
  for (const { doc, plan, key } of keyed) {
    const row = inserted.get(key);
    const claim = row ? { claim: row, retry: false } : await takeClaim(key, claims.get(key), doc, date, token);
    if (claim === 'busy') busy += 1;
    else if (claim) work.push({ doc, plan, ...claim });
  }
  return { work, busy };
}

const newClaim = (key: string, doc: SubscriptionDoc, date: string, token: string, at: Date): SubscriptionDayDoc => ({
  _id: key,
  subscription_id: doc._id.toString(),
  user_id: doc.user_id,
  date,
  order_id: dayOrderId(key),
  state: 'claimed',
  reason: null,
  amount_paise: 0,
  holder: token,
  at,
});

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
    const fresh = newClaim(key, doc, date, token, new Date(clock.now()));
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

async function readShared(subscriptions: SubscriptionDoc[], planned: Planned[], now: Date): Promise<Shared> {
  const userIds = [...new Set(planned.map((p) => p.doc.user_id))];
  // Every subscription's items for the low-balance outlooks, and the days' extras.
  const variantIds = [
    ...new Set([...subscriptions.flatMap((s) => s.items.map((i) => i.variant_id)), ...planned.flatMap((p) => p.plan.items.map((i) => i.variantId))]),
  ];
  const [rows, names, contacts, addresses, balances, unpaid] = await Promise.all([
    findVariantsForPricing(variantIds),
    variantNames(variantIds),
    customerContacts(userIds),
    listAddressesForUsers(userIds),
    creditBalances(userIds),
    dueSubscriptionOrders(shiftDay(kolkataDay(now), -DUES_LOOKBACK_DAYS)),
  ]);
  const dues = new Map<string, number>();
  for (const due of unpaid) dues.set(due.userId, (dues.get(due.userId) ?? 0) + due.totalPaise);
  return { prices: new Map(rows.map((r) => [r.variant_id, r])), names, contacts, addresses, balances, unpaid, dues };
}

/** How the customer knows a variant: "Country Eggs (6 pcs)". */
const nameOf = (variant: { name: string; label: string } | undefined) => (variant?.name ? `${variant.name} (${variant.label})` : 'An item');

const skipped = (reason: SkipReason, amountPaise = 0): Outcome => ({ state: 'skipped', reason, amountPaise });

type SavedAddress = NonNullable<ReturnType<Shared['addresses']['get']>>[number];

/** A subscription-day that can be made: what it delivers, where, and what it leaves out. */
interface Ready {
  item: Work;
  customer: SignedInCustomer;
  address: SavedAddress;
  zone: string;
  today: boolean;
  items: PricedItem[];
  leftOut: Array<{ name: string; quantity: number }>;
  /** What the balance check counted for it (in `shared.dues` until the day is made or skipped). */
  reservedPaise: number;
}

/**
 * A chunk of subscription-days, each its order or why there is none. Days taken over from a stopped run are made one
 * by one (their order or place may exist); the others together: the stock of each counted variant with one
 * conditional write, each slot's places with one count, the orders with one insert. Whatever cannot go together (a
 * variant short of stock, a slot without room for all, a customer holding a place) is made one by one after.
 */
async function makeDays(work: Work[], shared: Shared, now: Date, options: RunOptions): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  const ready: Ready[] = [];
  const pause = slicer();
  for (const item of work) {
    await pause();
    const day = item.retry ? await makeDay(item, shared, now, options) : await prepareDay(item, shared, now);
    if ('state' in day) outcomes.set(item.claim._id, day);
    else ready.push(day);
  }

  const counted = (day: Ready) => day.items.filter((i) => shared.prices.get(i.variant_id)!.stock !== null);
  const { taken, short } = await takeStockTogether(ready.flatMap(counted));
  const alone = ready.filter((day) => counted(day).some((i) => short.has(i.variant_id)));
  const together = ready.filter((day) => !alone.includes(day));
  // Those made alone take their stock again one line at a time.
  const stockOf = (days: Ready[]) => stockLines(days.flatMap(counted).filter((i) => taken.has(i.variant_id)));
  await returnStock(stockOf(alone));

  let storing = false;
  const placedAlone: Ready[] = [];
  try {
    const groups = new Map<string, Ready[]>();
    for (const day of together) {
      const group = `${day.zone}|${day.item.doc.slot_template_id}`;
      groups.set(group, [...(groups.get(group) ?? []), day]);
    }
    const toStore: Array<{ day: Ready; slot: OrderSlot }> = [];
    for (const days of groups.values()) {
      const first = days[0];
      const places = await takeSubscriptionSlots({
        zone: first.zone,
        templateId: first.item.doc.slot_template_id,
        date: first.item.plan.date,
        now: now.getTime(),
        orders: days.map((d) => ({ userId: d.item.doc.user_id, orderId: d.item.claim.order_id, grams: gramsOf(d.items) })),
      });
      for (const day of days) {
        if (places?.placed.has(day.item.claim.order_id)) toStore.push({ day, slot: places.slot });
        else placedAlone.push(day);
      }
    }
    storing = true;
    const stored = await storeSubscriptionOrders(
      toStore.map(({ day, slot }) => orderInput(day, new Set(counted(day).map((i) => i.variant_id)), { slot, movedFrom: null })),
    );
    for (const [i, { day }] of toStore.entries()) outcomes.set(day.item.claim._id, await afterStoredDay(day, stored[i], shared, options));
  } catch (err) {
    // Before any order is stored its days are made again from their claims, so the stock taken for them goes back.
    if (!storing && !isDatabaseUnavailableError(err)) await returnStock(stockOf(together)).catch(() => undefined);
    throw err;
  }
  for (const day of placedAlone) outcomes.set(day.item.claim._id, await finishDay(day, shared, now, options, counted(day)));
  for (const day of alone) outcomes.set(day.item.claim._id, await finishDay(day, shared, now, options));
  return outcomes;
}

/** The stock of each counted variant for all these lines at once: the variants taken, and those short of it. */
async function takeStockTogether(lines: PricedItem[]): Promise<{ taken: Set<string>; short: Set<string> }> {
  const taken = new Set<string>();
  const short = new Set<string>();
  for (const variant of new Set(lines.map((l) => l.variant_id))) {
    try {
      await takeStock(stockLines(lines.filter((l) => l.variant_id === variant)), QUIET_STOCK);
      taken.add(variant);
    } catch (err) {
      if (!(err instanceof ConflictError)) {
        await returnStock(stockLines(lines.filter((l) => taken.has(l.variant_id)))).catch(() => undefined);
        throw err;
      }
      short.add(variant);
    }
  }
  return { taken, short };
}

const gramsOf = (items: PricedItem[]) => items.reduce((sum, i) => sum + i.weight_grams * i.quantity, 0);
const totalOf = (items: PricedItem[]) => items.reduce((sum, i) => sum + i.line_total_paise, 0);

/** One subscription-day alone (taken over from a stopped run): its order, or why there is none. */
async function makeDay(item: Work, shared: Shared, now: Date, options: RunOptions): Promise<Outcome> {
  if (item.retry) {
    const stored = await findStoredOrder(item.claim.order_id);
    if (stored) {
      await recordSubscriptionDues([stored]);
      return { state: 'ordered', amountPaise: stored.total_paise };
    }
  }
  const day = await prepareDay(item, shared, now);
  return 'state' in day ? day : finishDay(day, shared, now, options);
}

/**
 * What the day can have, as read: hidden products and lines short of stock are left out; the balance must cover this
 * day and every delivery of theirs not paid yet (the debit comes at delivery), else the day is skipped and the
 * customer told. A day that can be made counts against the balance of the customer's next days at once.
 */
async function prepareDay(item: Work, shared: Shared, now: Date): Promise<Ready | Outcome> {
  const { doc, plan, claim } = item;
  const userId = doc.user_id;
  const customer = shared.contacts.get(userId);
  const address = shared.addresses.get(userId)?.find((a) => a.id === doc.address_id);
  const zone = address ? placedZone(address) : null;
  if (!customer || !address || !zone) return skipped('no_slot');
  const today = plan.date === kolkataDay(now);

  const leftOut: Array<{ name: string; quantity: number }> = [];
  const items: PricedItem[] = [];
  for (const line of plan.items) {
    const row = shared.prices.get(line.variantId);
    if (!row || (row.stock !== null && row.stock < line.quantity)) leftOut.push({ name: nameOf(shared.names.get(line.variantId)), quantity: line.quantity });
    else items.push(pricedItem(row, line.quantity));
  }
  if (items.length === 0) return skipped('unavailable');

  const balance = shared.balances.get(userId) ?? 0;
  const dues = shared.dues.get(userId) ?? 0;
  const total = totalOf(items);
  if (balance < dues + total) {
    await notifyCustomer({
      id: `subscription-skipped:${claim._id}`,
      refId: claim.order_id,
      userId,
      to: customer.phone,
      event: { kind: 'subscription_skipped', today, balancePaise: Math.max(0, balance - dues), duePaise: total },
      preferences: customer.preferences,
    }).catch(() => undefined);
    return skipped('balance', total);
  }
  shared.dues.set(userId, dues + total);
  return { item, customer, address, zone, today, items, leftOut, reservedPaise: total };
}

/** The day's counted lines are taken back out of `shared.dues` as what it finally comes to: `paise`. */
function settleDues(day: Ready, shared: Shared, paise: number): void {
  const userId = day.item.doc.user_id;
  shared.dues.set(userId, (shared.dues.get(userId) ?? 0) - day.reservedPaise + paise);
}

/**
 * A day made alone: the stock of its counted lines one at a time (a line another order emptied meanwhile is left
 * out) unless `stockTaken` already holds them, a slot place (its own slot, else another morning slot), its order.
 */
async function finishDay(day: Ready, shared: Shared, now: Date, options: RunOptions, stockTaken?: PricedItem[]): Promise<Outcome> {
  const { item, leftOut } = day;
  const { doc, plan, claim, retry } = item;
  const counted = new Set<string>(stockTaken?.map((i) => i.variant_id));
  if (!stockTaken) {
    for (const line of day.items.filter((i) => shared.prices.get(i.variant_id)!.stock !== null)) {
      try {
        await takeStock(stockLines([line]), QUIET_STOCK);
        counted.add(line.variant_id);
      } catch (err) {
        if (!(err instanceof ConflictError)) {
          await returnStock(stockLines(day.items.filter((i) => counted.has(i.variant_id)))).catch(() => undefined);
          throw err;
        }
        leftOut.push({ name: `${line.name} (${line.variantLabel})`, quantity: line.quantity });
      }
    }
  }
  const items = day.items.filter((i) => counted.has(i.variant_id) || shared.prices.get(i.variant_id)!.stock === null);
  const giveBackStock = () => returnStock(stockLines(items.filter((i) => counted.has(i.variant_id)))).catch(() => undefined);
  if (items.length === 0) {
    settleDues(day, shared, 0);
    return skipped('unavailable');
  }

  const taken = await takeSubscriptionSlot({
    userId: doc.user_id,
    orderId: claim.order_id,
    zone: day.zone,
    templateId: doc.slot_template_id,
    date: plan.date,
    grams: gramsOf(items),
    now: now.getTime(),
    retry,
  }).catch(async (err: unknown) => {
    await giveBackStock();
    throw err;
  });
  if (!taken) {
    await giveBackStock();
    settleDues(day, shared, 0);
    return skipped('no_slot');
  }
  const [order] = await storeSubscriptionOrders([orderInput({ ...day, items }, counted, taken)]).catch(async (err: unknown) => {
    // Not answered: the order may be stored, so what it took stays taken (a retry finds it).
    if (!isDatabaseUnavailableError(err)) await Promise.all([giveBackStock(), giveBackOrderPlace(claim.order_id, taken.slot.id).catch(() => undefined)]);
    throw err;
  });
  return afterStoredDay(day, order, shared, options);
}

function orderInput(day: Ready, counted: Set<string>, taken: { slot: OrderSlot; movedFrom: string | null }): SubscriptionOrderInput {
  return {
    orderId: day.item.claim.order_id,
    userId: day.item.doc.user_id,
    customer: day.customer,
    subscriptionId: day.item.doc._id.toString(),
    date: day.item.plan.date,
    items: day.items,
    counted,
    address: day.address,
    slot: taken.slot,
    movedFromSlot: taken.movedFrom,
    leftOut: day.leftOut,
  };
}

/** Once the day's order is stored: the dues, and the customer told what was left out. */
async function afterStoredDay(day: Ready, order: StoredOrder, shared: Shared, options: RunOptions): Promise<Outcome> {
  const { claim, doc } = day.item;
  settleDues(day, shared, order.total_paise);
  shared.unpaid.push({ userId: doc.user_id, date: day.item.plan.date, totalPaise: order.total_paise });
  await options.afterStored?.(claim._id);
  if (day.leftOut.length > 0) {
    await notifyCustomer({
      id: `subscription-left-out:${claim._id}`,
      refId: claim.order_id,
      userId: doc.user_id,
      to: day.customer.phone,
      event: { kind: 'subscription_left_out', today: day.today, items: leftOutText(day.leftOut) },
      preferences: day.customer.preferences,
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

/**
 * After a run: each customer it made or skipped days for whose balance does not cover their next 3 days is told, once
 * a day. Worked out from what the run read and made, without reading again.
 */
async function warnLowBalances(userIds: string[], subscriptions: SubscriptionDoc[], shared: Shared, now: Date, cutoffMinutes: number): Promise<void> {
  const today = kolkataDay(now);
  const facts = {
    subscriptions: subscriptions.filter((s) => s.status !== 'cancelled'),
    dues: shared.unpaid,
    balances: shared.balances,
    prices: new Map([...shared.prices].map(([id, row]) => [id, row.price_paise])),
  };
  for (const [userId, outlook] of await outlooksFrom(userIds, facts, now, cutoffMinutes)) {
    const contact = shared.contacts.get(userId);
    if (!outlook.low || !contact) continue;
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
