import type { Static } from 'typebox';
import {
  ADMIN_SUBSCRIPTIONS_PER_PAGE,
  CALENDAR_DAYS_MAX,
  type AdminSubscriptionPageSchema,
  type AdminSubscriptionSchema,
  type SubscriptionLoadSchema,
  type SubscriptionStatus,
} from '@farm-store/contracts/subscriptions';
import { daysBetween, isCalendarDay, planDay, shiftDay } from '../../domain/subscriptions/schedule';
import { kolkataDay } from '../../lib/calendar';
import { BadRequestError } from '../../lib/errors';
import { customerContacts, customersMatching } from '../accounts/service';
import { listAddressesForUsers } from '../addresses/service';
import { variantNames } from '../catalogue/pricing-reads';
import { slotSettings } from '../slots/service';
import { SubscriptionModel, type SubscriptionDoc } from './model';
import { planOf } from './service';

/** What staff read about subscriptions (docs/subscriptions.md "For staff"): the list and what a day brings. */

type AdminSubscription = Static<typeof AdminSubscriptionSchema>;
type LoadLine = Static<typeof SubscriptionLoadSchema>['items'][number];

/** An address as one short line in a list row. */
const ADDRESS_LINE_MAX = 60;
const shortLine = (text: string) => (text.length > ADDRESS_LINE_MAX ? `${text.slice(0, ADDRESS_LINE_MAX - 1).trimEnd()}…` : text);

/** Product names and variant labels by variant id (a variant deleted since is said to be so). */
async function namesOf(variantIds: string[]) {
  const names = await variantNames(variantIds);
  return (variantId: string) => ({
    variantId,
    name: names.get(variantId)?.name ?? 'Item no longer in the catalogue',
    variantLabel: names.get(variantId)?.label ?? '',
  });
}

/** The pause running on `today` or the next one after it. */
function pauseFrom(pauses: SubscriptionDoc['pauses'], today: string) {
  const pause = pauses.find((p) => p.to === null || p.to === undefined || p.to >= today);
  return pause ? { from: pause.from, to: pause.to ?? null } : null;
}

/**
 * One page of subscriptions, newest first, with the customer, what comes, the slot's times and the address; `q`
 * searches the customer's name or phone among the customers who subscribe (so it is exact however many customers
 * match), `status` narrows. The counts by status are of the whole store.
 */
export async function listAllSubscriptions(
  opts: { q?: string; status?: SubscriptionStatus; page?: number },
  now: Date,
): Promise<Static<typeof AdminSubscriptionPageSchema>> {
  const byStatus = opts.status ? { status: opts.status } : {};
  const typed = opts.q?.trim() ?? '';
  const filter = typed ? { ...byStatus, user_id: { $in: await customersMatching(await SubscriptionModel.distinct('user_id', byStatus), typed) } } : byStatus;
  const page = opts.page ?? 1;
  const [active, paused, cancelled, total, docs] = await Promise.all([
    SubscriptionModel.countDocuments({ status: 'active' }),
    SubscriptionModel.countDocuments({ status: 'paused' }),
    SubscriptionModel.countDocuments({ status: 'cancelled' }),
    SubscriptionModel.countDocuments(filter),
    SubscriptionModel.find(filter, { overrides: 0 })
      .sort({ created_at: -1, _id: -1 })
      .skip((page - 1) * ADMIN_SUBSCRIPTIONS_PER_PAGE)
      .limit(ADMIN_SUBSCRIPTIONS_PER_PAGE)
      .lean<SubscriptionDoc[]>(),
  ]);
  const userIds = docs.map((d) => d.user_id);
  const [contacts, addresses, named, slots] = await Promise.all([
    customerContacts(userIds),
    listAddressesForUsers([...new Set(userIds)]),
    namesOf(docs.flatMap((d) => d.items.map((i) => i.variant_id))),
    slotSettings(),
  ]);
  const today = kolkataDay(now);
  const items: AdminSubscription[] = docs.map((doc) => {
    const template = slots.templates.find((t) => t.id === doc.slot_template_id);
    const address = addresses.get(doc.user_id)?.find((a) => a.id === doc.address_id);
    const customer = contacts.get(doc.user_id);
    return {
      id: doc._id.toString(),
      customer: { id: doc.user_id, name: customer?.name ?? 'Account deleted', phone: customer?.phone ?? '' },
      items: doc.items.map((i) => ({ ...named(i.variant_id), quantity: i.quantity })),
      schedule: doc.schedule.kind === 'weekdays' ? { kind: 'weekdays', weekdays: [...(doc.schedule.weekdays ?? [])] } : { kind: doc.schedule.kind },
      startDate: doc.start_date,
      slot: template ? `${template.start}–${template.end}` : 'Slot removed',
      address: address ? { label: address.label, text: shortLine(address.value), zone: address.zone } : { label: 'Address removed', text: '', zone: null },
      status: doc.status,
      pause: doc.status === 'cancelled' ? null : pauseFrom(doc.pauses, today),
      createdAt: doc.created_at.toISOString(),
    };
  });
  return { counts: { active, paused, cancelled }, items, total };
}

/** Adds `units` of a variant to a tally kept in the order first met. */
function tally(lines: Map<string, number>, variantId: string, units: number): void {
  lines.set(variantId, (lines.get(variantId) ?? 0) + units);
}

/**
 * What every subscription brings on `date` (India time; tomorrow when left out), from the plans as they are now —
 * pauses, skips and per-day quantities applied: units per variant, and per zone of the delivery address. One read of
 * the subscriptions that may deliver that day (projected to that day's changes), one of their customers' addresses
 * and one of the variants' names, whatever their number.
 */
export async function subscriptionLoad(date: string | undefined, now: Date): Promise<Static<typeof SubscriptionLoadSchema>> {
  const today = kolkataDay(now);
  const day = date ?? shiftDay(today, 1);
  if (!isCalendarDay(day)) throw new BadRequestError('Please give a day written YYYY-MM-DD, e.g. 2026-03-01.');
  if (daysBetween(today, day) < 0) throw new BadRequestError('Please choose today or a day ahead.');
  if (daysBetween(today, day) > CALENDAR_DAYS_MAX) throw new BadRequestError(`Please choose a day within the next ${CALENDAR_DAYS_MAX} days.`);

  // Cancelled ones still bring the days before `cancelled_from` (days already closed when they were cancelled).
  const docs = await SubscriptionModel.find(
    { start_date: { $lte: day }, $or: [{ status: { $in: ['active', 'paused'] } }, { cancelled_from: { $gt: day } }] },
    { user_id: 1, items: 1, schedule: 1, start_date: 1, pauses: 1, cancelled_from: 1, address_id: 1, [`overrides.${day}`]: 1 },
  ).lean<SubscriptionDoc[]>();

  const delivering = docs.flatMap((doc) => {
    const planned = planDay(planOf(doc), day, now);
    return planned.reason === null ? [{ doc, items: planned.items }] : [];
  });
  const users = [...new Set(delivering.map((d) => d.doc.user_id))];
  const [addresses, named] = await Promise.all([listAddressesForUsers(users), namesOf(delivering.flatMap((d) => d.items.map((i) => i.variantId)))]);

  const totals = new Map<string, number>();
  const zones = new Map<string | null, { deliveries: number; lines: Map<string, number> }>();
  for (const { doc, items } of delivering) {
    const zone = addresses.get(doc.user_id)?.find((a) => a.id === doc.address_id)?.zone ?? null;
    const inZone = zones.get(zone) ?? { deliveries: 0, lines: new Map<string, number>() };
    zones.set(zone, inZone);
    inZone.deliveries += 1;
    for (const item of items) {
      tally(totals, item.variantId, item.quantity);
      tally(inZone.lines, item.variantId, item.quantity);
    }
  }
  const lines = (units: Map<string, number>): LoadLine[] =>
    [...units]
      .map(([variantId, n]) => ({ ...named(variantId), units: n }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.variantLabel.localeCompare(b.variantLabel));
  return {
    date: day,
    deliveries: delivering.length,
    items: lines(totals),
    zones: [...zones]
      .map(([zone, z]) => ({ zone, deliveries: z.deliveries, items: lines(z.lines) }))
      .sort((a, b) => b.deliveries - a.deliveries || String(a.zone).localeCompare(String(b.zone))),
  };
}
