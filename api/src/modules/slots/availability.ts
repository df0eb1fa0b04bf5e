import { TtlCache } from '../../lib/ttl-cache';
import type { Static } from 'typebox';
import type { SlotSchema, SlotStatus } from '@farm-store/contracts/slots';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { clock } from '../../lib/clock';
import { offeredDays, parseSlotId, slotIdOf, slotInstants, weekdayOf, type Cutoff, type SlotInstants, type SlotKey } from './calendar';
import { ClosedDayModel, SlotCountModel, SlotTemplateModel } from './model';

/** What a zone's slots are made of: its templates and closed days. */
export interface ZoneSlotSettings {
  templates: { id: string; weekdays: number[]; start: string; end: string; capacity_orders: number; capacity_grams: number; cutoff: Cutoff }[];
  /** Closed day → why. */
  closed: Map<string, string>;
}

/** One slot: a template on a day, with its times. */
export interface SlotRule extends SlotInstants {
  id: string;
  key: SlotKey;
  capacity_orders: number;
  capacity_grams: number;
}

export type SlotView = Static<typeof SlotSchema>;

export const SLOT_UNKNOWN = 'That delivery slot does not exist. Please choose one from the list.';
export const SLOT_OTHER_ZONE = 'That delivery slot is not for this address. Please choose one from the list.';
export const SLOT_CLOSED = 'Orders for that delivery slot have closed. Please choose another.';
export const SLOT_DAY_CLOSED = 'We do not deliver on that day. Please choose another slot.';
export const SLOT_FULL = 'That delivery slot just filled. Please choose another.';
export const NO_SLOT_OPEN = 'No delivery slot is open in the next 3 days. Please try again tomorrow.';

/**
 * Settings change a few times a year and are read on every slot list, so each process keeps them this long. A staff
 * change is seen at once by the process that made it, by the others within this time; a place is still only taken
 * by a conditional write against the capacity read here.
 */
const settingsCache = new TtlCache<ZoneSlotSettings>(5_000);

export function forgetSlotSettings(): void {
  settingsCache.clear();
  answers.clear();
}

async function readSettings(zone: string): Promise<ZoneSlotSettings> {
  const [templates, closed] = await Promise.all([
    SlotTemplateModel.find({ zone }).sort({ start: 1, _id: 1 }).lean(),
    ClosedDayModel.find({ zone, date: { $gte: offeredDays(clock.now())[0] } }).lean(),
  ]);
  return {
    templates: templates.map((t) => ({
      id: t._id.toString(),
      weekdays: t.weekdays,
      start: t.start,
      end: t.end,
      capacity_orders: t.capacity_orders,
      capacity_grams: t.capacity_grams,
      cutoff: t.cutoff as Cutoff,
    })),
    closed: new Map(closed.map((d) => [d.date, d.reason])),
  };
}

export function zoneSlotSettings(zone: string): Promise<ZoneSlotSettings> {
  return settingsCache.get(zone, () => readSettings(zone));
}

function ruleFor(zone: string, date: string, template: ZoneSlotSettings['templates'][number]): SlotRule {
  const key = { zone, date, start: template.start, end: template.end };
  return { id: slotIdOf(key), key, capacity_orders: template.capacity_orders, capacity_grams: template.capacity_grams, ...slotInstants(key, template.cutoff) };
}

/** The slots of the offered days (or one of them) that are not closed, earliest first. */
export function slotRules(zone: string, settings: ZoneSlotSettings, days: string[]): SlotRule[] {
  return days
    .filter((date) => !settings.closed.has(date))
    .flatMap((date) => settings.templates.filter((t) => t.weekdays.includes(weekdayOf(date))).map((t) => ruleFor(zone, date, t)))
    .sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
}

/**
 * The morning slots (starting before 12:00) of a subscription's delivery day in a zone, earliest first, with the one
 * of its own template (null when that template does not run that day or is gone; `askedId` names it when it still
 * exists). No customer cut-off applies: the subscription's own cut-off for the day has passed already. None on a
 * closed day.
 */
export async function morningSlotRules(
  zone: string,
  date: string,
  templateId: string,
): Promise<{ rules: SlotRule[]; asked: SlotRule | null; askedId: string | null }> {
  const settings = await zoneSlotSettings(zone);
  const own = settings.templates.find((t) => t.id === templateId);
  const askedId = own ? slotIdOf({ zone, date, start: own.start, end: own.end }) : null;
  const rules = slotRules(zone, settings, [date]).filter((r) => r.key.start < '12:00');
  return { rules, asked: rules.find((r) => r.id === askedId) ?? null, askedId };
}

/** A place or two left is worth saying: 3 or fewer, or a fifth of the slot. */
const fewLeft = (remaining: number, capacity: number) => remaining <= Math.max(3, Math.floor(capacity / 5));

export function slotView(rule: SlotRule, taken: { orders: number; grams: number } | undefined, now: number): SlotView {
  const remaining = Math.max(0, rule.capacity_orders - (taken?.orders ?? 0));
  const gramsLeft = rule.capacity_grams - (taken?.grams ?? 0);
  let status: SlotStatus = 'open';
  if (now >= rule.cutoff_at.getTime()) status = 'closed';
  else if (remaining === 0 || gramsLeft <= 0) status = 'full';
  else if (fewLeft(remaining, rule.capacity_orders)) status = 'few_left';
  return {
    id: rule.id,
    starts_at: rule.starts_at.toISOString(),
    ends_at: rule.ends_at.toISOString(),
    cutoff_at: rule.cutoff_at.toISOString(),
    remaining: status === 'full' ? 0 : remaining,
    status,
  };
}

export const isChoosable = (slot: SlotView) => slot.status === 'open' || slot.status === 'few_left';

/** What each slot has taken, by slot id. */
export async function takenIn(ids: string[]): Promise<Map<string, { orders: number; grams: number }>> {
  if (ids.length === 0) return new Map();
  const counts = await SlotCountModel.find({ _id: { $in: ids } }).lean();
  return new Map(counts.map((c) => [c._id, { orders: c.orders, grams: c.grams }]));
}

/**
 * Slot lists are asked for on every screen of the shop (the "Deliver to" bar), by many customers at once: each
 * process answers a zone's list from a copy at most this old. Taking and giving back a place in this process
 * forgets the copy; a place is only ever taken by a conditional write, so a copy a second old can show a place
 * that has just gone (the customer is then told the slot just filled), never sell one twice.
 */
const answers = new TtlCache<SlotView[]>(1_000, 10_000, () => clock.now());

export function forgetSlotAnswers(): void {
  answers.clear();
}

/** The slots of the offered days (or one of them) in a zone, earliest first, closed and full ones included. */
export function listSlots(zone: string, date?: string): Promise<SlotView[]> {
  return answers.get(`${zone}:${date ?? ''}`, async () => {
    const now = clock.now();
    const days = offeredDays(now).filter((d) => date === undefined || d === date);
    const rules = slotRules(zone, await zoneSlotSettings(zone), days);
    const taken = await takenIn(rules.map((r) => r.id));
    return rules.map((r) => slotView(r, taken.get(r.id), now));
  });
}

/** Whether the zone delivers in slots: staff have set up at least one. */
export async function zoneUsesSlots(zone: string): Promise<boolean> {
  return (await zoneSlotSettings(zone)).templates.length > 0;
}

/**
 * The slot a customer asks for, checked against the zone of their address: 400 for an id that is not one of the
 * zone's offered slots, 409 for a closed day or a slot past its cut-off. (Room is checked when a place is taken.)
 */
export async function resolveSlot(slotId: string, zone: string): Promise<SlotRule> {
  const key = parseSlotId(slotId);
  if (!key) throw new BadRequestError(SLOT_UNKNOWN);
  if (key.zone !== zone) throw new BadRequestError(SLOT_OTHER_ZONE);
  const settings = await zoneSlotSettings(zone);
  const days = offeredDays(clock.now());
  if (!days.includes(key.date)) {
    // A day already past has closed; one beyond the offered days is not on sale yet.
    if (key.date < days[0]) throw new ConflictError(SLOT_CLOSED);
    throw new BadRequestError(SLOT_UNKNOWN);
  }
  const template = settings.templates.find((t) => t.start === key.start && t.end === key.end && t.weekdays.includes(weekdayOf(key.date)));
  if (!template) throw new BadRequestError(SLOT_UNKNOWN);
  if (settings.closed.has(key.date)) throw new ConflictError(SLOT_DAY_CLOSED);
  const rule = ruleFor(zone, key.date, template);
  if (clock.now() >= rule.cutoff_at.getTime()) throw new ConflictError(SLOT_CLOSED);
  return rule;
}
