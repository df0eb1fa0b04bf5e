import type { Static } from 'typebox';
import type {
  CalendarSchema,
  CreateSubscriptionSchema,
  DayChangeSchema,
  PauseBodySchema,
  SubscriptionOptionsSchema,
  SubscriptionSchema,
  UpdateSubscriptionSchema,
} from '@farm-store/contracts/subscriptions';
import { CALENDAR_DAYS_MAX } from '@farm-store/contracts/subscriptions';
import {
  calendar,
  checkPause,
  cutoffOf,
  DEFAULT_CUTOFF_MINUTES,
  daysBetween,
  firstChangeableDay,
  isCalendarDay,
  isChangeable,
  planDay,
  resumePauses,
  type Schedule,
  type SubscriptionPlan,
} from '../../domain/subscriptions/schedule';
import { kolkataDay } from '../../lib/calendar';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { listAddresses } from '../addresses/service';
import { findVariantsForPricing, subscribableVariantIds } from '../catalogue/pricing-reads';
import { slotSettings } from '../slots/service';
import { SubscriptionModel, type SubscriptionDoc } from './model';

/** Customer subscriptions (docs/subscriptions.md): the rules are domain/subscriptions/schedule.ts, this writes them. */

export type SubscriptionView = Static<typeof SubscriptionSchema>;
type CreateBody = Static<typeof CreateSubscriptionSchema>;
type UpdateBody = Static<typeof UpdateSubscriptionSchema>;
type DayChange = Static<typeof DayChangeSchema>;
type StoredOverride = SubscriptionDoc['overrides'][string];

/** When changes for a day close, as minutes after midnight the evening before (22:00 unless the app says otherwise). */
export interface SubscriptionSettings {
  cutoffMinutes: number;
}
export const DEFAULT_SUBSCRIPTION_SETTINGS: SubscriptionSettings = { cutoffMinutes: DEFAULT_CUTOFF_MINUTES };

export const SUBSCRIPTION_NOT_FOUND = 'That subscription was not found.';
export const SUBSCRIPTION_CANCELLED = 'That subscription was cancelled. Please start a new one.';
const SLOT_UNKNOWN = 'That delivery slot does not exist. Please choose one from the list.';
const SLOT_NOT_MORNING = 'Subscriptions come in a morning slot. Please choose one that starts before 12:00.';
const ADDRESS_UNKNOWN = 'That address was not found.';
/** Subscriptions come in slots starting before this time. */
const MORNING_ENDS = '12:00';
/** How many pauses one subscription keeps (past ones included). */
const PAUSES_MAX = 30;
/**
 * Conditional writes retried after losing to another change. Each round one of the racing changes wins, so this many
 * changes made at once (a customer tapping through days, staff pausing) all land.
 */
const WRITE_ATTEMPTS = 12;

const dayName = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', timeZone: 'UTC' });
/** "22:00" of minutes after midnight. */
export const clockTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "Changes for 1 March closed at 22:00 on 28 February." */
function closedMessage(day: string, settings: SubscriptionSettings): string {
  const evening = kolkataDay(cutoffOf(day, settings.cutoffMinutes));
  return `Changes for ${dayName(day)} closed at ${clockTime(settings.cutoffMinutes)} on ${dayName(evening)}.`;
}

function toView(doc: SubscriptionDoc): SubscriptionView {
  return {
    id: doc._id.toString(),
    items: doc.items.map((i) => ({ variantId: i.variant_id, quantity: i.quantity })),
    schedule: doc.schedule.kind === 'weekdays' ? { kind: 'weekdays', weekdays: [...(doc.schedule.weekdays ?? [])] } : { kind: doc.schedule.kind },
    startDate: doc.start_date,
    slotId: doc.slot_template_id,
    addressId: doc.address_id,
    status: doc.status,
    pauses: doc.pauses.map((p) => ({ from: p.from, to: p.to ?? null })),
    cancelledFrom: doc.cancelled_from ?? null,
    createdAt: doc.created_at.toISOString(),
  };
}

export function planOf(doc: Pick<SubscriptionDoc, 'schedule' | 'start_date' | 'items' | 'pauses' | 'overrides' | 'cancelled_from'>): SubscriptionPlan {
  return {
    schedule: { kind: doc.schedule.kind, weekdays: doc.schedule.weekdays ?? undefined },
    startDate: doc.start_date,
    items: doc.items.map((i) => ({ variantId: i.variant_id, quantity: i.quantity })),
    pauses: doc.pauses.map((p) => ({ from: p.from, to: p.to ?? null })),
    overrides: doc.overrides ?? {},
    cancelledFrom: doc.cancelled_from,
  };
}

// --- Checks of what a customer sends -------------------------------------------------------------------------------

function cleanSchedule(schedule: CreateBody['schedule']): Schedule & { weekdays?: number[] } {
  if (schedule.kind !== 'weekdays') {
    if (schedule.weekdays !== undefined) throw new BadRequestError('Days of the week go only with a weekdays schedule.');
    return { kind: schedule.kind };
  }
  if (!schedule.weekdays?.length) throw new BadRequestError('Please choose the days of the week, 0 (Sunday) to 6 (Saturday), each once.');
  return { kind: 'weekdays', weekdays: [...schedule.weekdays].sort((a, b) => a - b) };
}

async function cleanItems(items: CreateBody['items']): Promise<Array<{ variant_id: string; quantity: number }>> {
  const ids = items.map((i) => i.variantId.toLowerCase());
  if (new Set(ids).size !== ids.length) throw new BadRequestError('Each item may be listed once. Please change its quantity instead.');
  const allowed = await subscribableVariantIds(ids);
  if (ids.some((id) => !allowed.has(id))) throw new BadRequestError('That product cannot be had by subscription. Please choose another.');
  return items.map((i) => ({ variant_id: i.variantId.toLowerCase(), quantity: i.quantity }));
}

/** A day's extras as stored (units by variant id): variants shown in the shop, each once. */
async function cleanExtras(extras: NonNullable<DayChange['extras']>): Promise<Record<string, number>> {
  const ids = extras.map((e) => e.variantId.toLowerCase());
  if (new Set(ids).size !== ids.length) throw new BadRequestError('Each product may be added once. Please change its quantity instead.');
  const shown = new Set((await findVariantsForPricing(ids)).map((row) => row.variant_id));
  if (ids.some((id) => !shown.has(id))) throw new BadRequestError('That product is no longer sold. Please choose another.');
  return Object.fromEntries(extras.map((e) => [e.variantId.toLowerCase(), e.quantity]));
}

async function checkSlot(slotId: string): Promise<string> {
  const template = (await slotSettings()).templates.find((t) => t.id === slotId.toLowerCase());
  if (!template) throw new BadRequestError(SLOT_UNKNOWN);
  if (template.start >= MORNING_ENDS) throw new BadRequestError(SLOT_NOT_MORNING);
  return template.id;
}

async function checkAddress(userId: string, addressId: string): Promise<string> {
  const address = (await listAddresses(userId)).find((a) => a.id === addressId.toLowerCase());
  if (!address) throw new BadRequestError(ADDRESS_UNKNOWN);
  return address.id;
}

function checkDay(day: string): void {
  if (!isCalendarDay(day)) throw new BadRequestError('Please give a day written YYYY-MM-DD, e.g. 2026-03-01.');
}

/** A day at most CALENDAR_DAYS_MAX days after today. */
function checkWithinReach(day: string, now: Date): void {
  if (daysBetween(kolkataDay(now), day) > CALENDAR_DAYS_MAX) throw new BadRequestError(`Please choose a day within the next ${CALENDAR_DAYS_MAX} days.`);
}

// --- Reads ---------------------------------------------------------------------------------------------------------

/**
 * Who acts on a subscription: the customer's id (then only their own: someone else's is not found, like one that does
 * not exist), or null for staff, who act on any customer's.
 */
export type SubscriptionOwner = string | null;

async function findOwn(owner: SubscriptionOwner, id: string): Promise<SubscriptionDoc> {
  const doc = await SubscriptionModel.findOne({ _id: id, ...(owner !== null && { user_id: owner }) }).lean<SubscriptionDoc>();
  if (!doc) throw new NotFoundError(SUBSCRIPTION_NOT_FOUND);
  return doc;
}

/** Whose subscription it is (staff acting on a customer's behalf tell that customer). */
export async function subscriptionOwner(id: string): Promise<string> {
  return (await findOwn(null, id)).user_id;
}

export async function listSubscriptions(userId: string): Promise<SubscriptionView[]> {
  const docs = await SubscriptionModel.find({ user_id: userId }).sort({ created_at: -1, _id: -1 }).limit(100).lean<SubscriptionDoc[]>();
  return docs.map(toView);
}

export async function getSubscription(userId: string, id: string): Promise<SubscriptionView> {
  return toView(await findOwn(userId, id));
}

/** What a new subscription may choose: the store's morning slot templates, the cut-off and the first day it can start. */
export async function subscriptionOptions(now: Date, settings = DEFAULT_SUBSCRIPTION_SETTINGS): Promise<Static<typeof SubscriptionOptionsSchema>> {
  const { templates } = await slotSettings();
  return {
    slots: templates.filter((t) => t.start < MORNING_ENDS).map((t) => ({ id: t.id, label: `${t.start}–${t.end}` })),
    cutoff: clockTime(settings.cutoffMinutes),
    firstDay: firstChangeableDay(now, settings.cutoffMinutes),
  };
}

/** The `days` days from today (India time at `now`), each with what comes or why nothing does. */
export async function subscriptionCalendar(
  userId: string,
  id: string,
  days: number,
  now: Date,
  settings = DEFAULT_SUBSCRIPTION_SETTINGS,
): Promise<Static<typeof CalendarSchema>> {
  const doc = await findOwn(userId, id);
  const planned = calendar(planOf(doc), kolkataDay(now), days, now, settings.cutoffMinutes);
  const variantIds = [...doc.items.map((i) => i.variant_id), ...planned.flatMap((d) => d.items.map((i) => i.variantId))];
  const rows = await findVariantsForPricing(variantIds);
  return {
    subscription: toView(doc),
    days: planned.map((d) => ({
      date: d.date,
      items: d.items,
      reason: d.reason,
      changed: d.changed,
      changeable: d.changeable,
      cutoffAt: d.cutoff.toISOString(),
    })),
    variants: rows.map((r) => ({
      id: r.variant_id,
      productId: r.product_id,
      name: r.product_name,
      nameTe: r.name_te,
      label: r.label,
      price: r.price_paise / 100,
    })),
  };
}

// --- Writes --------------------------------------------------------------------------------------------------------

/**
 * One change as one conditional write: `decide` reads the subscription as stored and says what to `$set`/`$unset`
 * (or throws); the write applies only if nobody changed the subscription since it was read (`version`), else it reads
 * again and decides again.
 */
async function change(
  owner: SubscriptionOwner,
  id: string,
  decide: (doc: SubscriptionDoc) => { $set?: Record<string, unknown>; $unset?: Record<string, ''> } | null,
): Promise<SubscriptionView> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const doc = await findOwn(owner, id);
    const update = decide(doc);
    if (!update) return toView(doc);
    const written = await SubscriptionModel.findOneAndUpdate(
      { _id: doc._id, user_id: doc.user_id, version: doc.version },
      { ...update, $set: { ...update.$set, updated_at: new Date() }, $inc: { version: 1 } },
      { returnDocument: 'after' },
    ).lean<SubscriptionDoc>();
    if (written) return toView(written);
  }
  throw new ConflictError('The subscription was changed at the same time. Please try again.');
}

function notCancelled(doc: SubscriptionDoc): void {
  if (doc.status === 'cancelled') throw new ConflictError(SUBSCRIPTION_CANCELLED);
}

export async function createSubscription(userId: string, body: CreateBody, now: Date, settings = DEFAULT_SUBSCRIPTION_SETTINGS): Promise<SubscriptionView> {
  checkDay(body.startDate);
  if (!isChangeable(body.startDate, now, settings.cutoffMinutes)) {
    const first = firstChangeableDay(now, settings.cutoffMinutes);
    throw new BadRequestError(`The first day a new subscription can start is ${dayName(first)}.`);
  }
  checkWithinReach(body.startDate, now);
  const schedule = cleanSchedule(body.schedule);
  const [items, slot, address] = await Promise.all([cleanItems(body.items), checkSlot(body.slotId), checkAddress(userId, body.addressId)]);
  const doc = await SubscriptionModel.create({
    user_id: userId,
    items,
    schedule,
    start_date: body.startDate,
    slot_template_id: slot,
    address_id: address,
    status: 'active',
    pauses: [],
    overrides: {},
    cancelled_from: null,
    version: 0,
  });
  return toView(doc.toObject() as unknown as SubscriptionDoc);
}

/** Items, schedule, slot or address from now on; `status` pauses until resumed or resumes. */
export async function updateSubscription(
  userId: string,
  id: string,
  body: UpdateBody,
  now: Date,
  settings = DEFAULT_SUBSCRIPTION_SETTINGS,
): Promise<SubscriptionView> {
  const schedule = body.schedule === undefined ? undefined : cleanSchedule(body.schedule);
  const [items, slot, address] = await Promise.all([
    body.items === undefined ? undefined : cleanItems(body.items),
    body.slotId === undefined ? undefined : checkSlot(body.slotId),
    body.addressId === undefined ? undefined : checkAddress(userId, body.addressId),
  ]);
  return change(userId, id, (doc) => {
    notCancelled(doc);
    const $set: Record<string, unknown> = {
      ...(items && { items }),
      ...(schedule && { schedule }),
      ...(slot && { slot_template_id: slot }),
      ...(address && { address_id: address }),
    };
    if (body.status === 'paused' && doc.status !== 'paused') {
      const pauses = resumePauses(doc.pauses, now, settings.cutoffMinutes);
      $set.pauses = [...pauses, { from: firstChangeableDay(now, settings.cutoffMinutes), to: null }];
      $set.status = 'paused';
    } else if (body.status === 'active' && doc.status === 'paused') {
      $set.pauses = resumePauses(doc.pauses, now, settings.cutoffMinutes);
      $set.status = 'active';
    }
    return Object.keys($set).length > 0 ? { $set } : null;
  });
}

/** No deliveries from the first day still open; the closed days still come. Cancelling again changes nothing. */
export async function cancelSubscription(userId: string, id: string, now: Date, settings = DEFAULT_SUBSCRIPTION_SETTINGS): Promise<SubscriptionView> {
  return change(userId, id, (doc) => {
    if (doc.status === 'cancelled') return null;
    const first = firstChangeableDay(now, settings.cutoffMinutes);
    return {
      $set: {
        status: 'cancelled',
        cancelled_from: first < doc.start_date ? doc.start_date : first,
        pauses: resumePauses(doc.pauses, now, settings.cutoffMinutes),
      },
    };
  });
}

/**
 * Skips a day or brings it back, sets one item's quantity that day, or sets the products added to that day (extras),
 * until the day's cut-off.
 */
export async function changeDay(
  userId: string,
  id: string,
  day: string,
  body: DayChange,
  now: Date,
  settings = DEFAULT_SUBSCRIPTION_SETTINGS,
): Promise<SubscriptionView> {
  checkDay(day);
  checkWithinReach(day, now);
  const kinds = [body.skip, body.quantity, body.extras].filter((v) => v !== undefined).length;
  if (kinds !== 1) throw new BadRequestError('Please either skip the day, give a quantity for it or list the products to add.');
  if (body.variantId !== undefined && body.quantity === undefined) throw new BadRequestError('An item goes only with its quantity.');
  // The catalogue is read once, before the conditional write (a retry after losing to another change reuses it).
  const extras = body.extras && (await cleanExtras(body.extras));
  return change(userId, id, (doc) => {
    notCancelled(doc);
    const plan = planOf(doc);
    const planned = planDay({ ...plan, pauses: [], overrides: {} }, day, now, settings.cutoffMinutes);
    if (planned.reason !== null) throw new ConflictError(`Nothing comes on ${dayName(day)}: it is not a day of this subscription.`);
    if (!planned.changeable) throw new ConflictError(closedMessage(day, settings));

    const stored = doc.overrides?.[day] ?? {};
    const next: StoredOverride = { ...stored, quantities: { ...stored.quantities } };
    if (body.skip !== undefined) {
      if (body.skip) next.skip = true;
      else delete next.skip;
    } else if (extras) {
      // One line per variant a day: an item's units that day are its quantity change.
      if (Object.keys(extras).some((v) => doc.items.some((i) => i.variant_id === v))) {
        throw new BadRequestError('That product is already in this subscription. Please change its quantity instead.');
      }
      next.extras = extras;
    } else {
      const variantId = body.variantId?.toLowerCase() ?? (doc.items.length === 1 ? doc.items[0].variant_id : undefined);
      if (!variantId) throw new BadRequestError('This subscription has several items: please say which one.');
      const item = doc.items.find((i) => i.variant_id === variantId);
      if (!item) throw new BadRequestError('That item is not in this subscription.');
      if (body.quantity === item.quantity) delete next.quantities![variantId];
      else next.quantities![variantId] = body.quantity!;
    }
    if (Object.keys(next.quantities ?? {}).length === 0) delete next.quantities;
    if (Object.keys(next.extras ?? {}).length === 0) delete next.extras;
    const key = `overrides.${day}`;
    return Object.keys(next).length === 0 ? { $unset: { [key]: '' } } : { $set: { [key]: next } };
  });
}

/** No deliveries from `from` to `to` (inclusive); `from` must still be open. */
export async function pauseSubscription(
  owner: SubscriptionOwner,
  id: string,
  body: Static<typeof PauseBodySchema>,
  now: Date,
  settings = DEFAULT_SUBSCRIPTION_SETTINGS,
): Promise<SubscriptionView> {
  checkDay(body.from);
  checkDay(body.to);
  checkWithinReach(body.to, now);
  const check = checkPause(body.from, body.to, now, settings.cutoffMinutes);
  if (!check.ok && check.reason === 'order') throw new BadRequestError('The last day of a pause cannot be before its first.');
  if (!check.ok) throw new ConflictError(`${closedMessage(body.from, settings)} The first day you can pause is ${dayName(check.firstOpen)}.`);
  return change(owner, id, (doc) => {
    notCancelled(doc);
    if (doc.pauses.length >= PAUSES_MAX) throw new ConflictError('This subscription has too many pauses. Please resume it and pause again.');
    const pauses = [...doc.pauses.map((p) => ({ from: p.from, to: p.to ?? null })), { from: body.from, to: body.to }].sort((a, b) =>
      a.from.localeCompare(b.from),
    );
    return { $set: { pauses } };
  });
}

/** Deliveries again from the first day still open: every pause of the open days ends. */
export async function resumeSubscription(owner: SubscriptionOwner, id: string, now: Date, settings = DEFAULT_SUBSCRIPTION_SETTINGS): Promise<SubscriptionView> {
  return change(owner, id, (doc) => {
    notCancelled(doc);
    return { $set: { pauses: resumePauses(doc.pauses, now, settings.cutoffMinutes), status: 'active' } };
  });
}
