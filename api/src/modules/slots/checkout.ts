import type { Static } from 'typebox';
import type { OrderSlotSchema } from '@farm-store/contracts/slots';
import { clock } from '../../lib/clock';
import { ConflictError } from '../../lib/errors';
import {
  isChoosable,
  listSlots,
  morningSlotRules,
  resolveSlot,
  SLOT_FULL,
  SLOT_UNKNOWN,
  slotView,
  takenIn,
  zoneSlotSettings,
  zoneUsesSlots,
  type SlotRule,
  type SlotView,
} from './availability';
import { parseSlotId, slotInstants, weekdayOf } from './calendar';
import { giveBackOrderPlace, heldSlotId, holdersIn, placeOfOrder, takeEarliestSlot, takePlacesForOrders, takeSlotForOrder } from './places';
import { isDuplicateKeyError } from '../../lib/mongo';

/** What checkout and orders ask of slots: which slot a quote shows, and taking one for an order. */

export type OrderSlot = Static<typeof OrderSlotSchema>;

/** The zones our own riders deliver to, in slots once staff set them up; the others go by courier with a date. */
const RIDER_ZONES = new Set(['hyderabad']);

async function deliversInSlots(zone: string): Promise<boolean> {
  return RIDER_ZONES.has(zone) && (await zoneUsesSlots(zone));
}

const snapshot = (rule: SlotRule): OrderSlot => ({
  id: rule.id,
  starts_at: rule.starts_at.toISOString(),
  ends_at: rule.ends_at.toISOString(),
  cutoff_at: rule.cutoff_at.toISOString(),
});

async function viewOf(rule: SlotRule): Promise<SlotView> {
  return slotView(rule, (await takenIn([rule.id])).get(rule.id), clock.now());
}

/**
 * The slot a quote shows: the one asked for (400/409 when it cannot be chosen, or is full and not held by this
 * customer), else the customer's running hold, else the earliest open one; null for a courier zone, a zone without
 * slots, or when no slot has room (placing the order then says so).
 */
export async function quoteSlot(userId: string, zone: string, slotId?: string | null): Promise<SlotView | null> {
  if (!(await deliversInSlots(zone))) return null;
  const held = await heldSlotId(userId);
  if (slotId) {
    const view = await viewOf(await resolveSlot(slotId, zone));
    if (!isChoosable(view) && held !== slotId) {
      throw new ConflictError(SLOT_FULL, { next_open: (await listSlots(zone)).find(isChoosable) ?? null });
    }
    return view;
  }
  if (held) {
    const rule = await resolveSlot(held, zone).catch(() => null);
    if (rule) return viewOf(rule);
  }
  return (await listSlots(zone)).find(isChoosable) ?? null;
}

/** Takes the order's place: in the slot asked for, else the earliest with room; null when the zone has no slots. */
export async function takeOrderSlot(input: {
  userId: string;
  orderId: string;
  zone: string;
  slotId?: string | null;
  grams: number;
}): Promise<OrderSlot | null> {
  if (!(await deliversInSlots(input.zone))) return null;
  if (!input.slotId) return snapshot(await takeEarliestSlot(input.userId, input.orderId, input.zone, input.grams));
  const rule = await resolveSlot(input.slotId, input.zone);
  await takeSlotForOrder(input.userId, input.orderId, rule, input.grams);
  return snapshot(rule);
}

/**
 * A subscription's delivery slot on `date`: its own template's slot, else the next morning slot of that day with room
 * (`movedFrom` then names its own). Slots that ended before `now` are passed over. Null when the zone has no slots or
 * none has room. `retry`: an earlier try of this order may have taken a place already, which is kept (a place is
 * keyed by order and slot, so it is never counted twice).
 */
export async function takeSubscriptionSlot(input: {
  userId: string;
  orderId: string;
  zone: string;
  templateId: string;
  date: string;
  grams: number;
  now: number;
  retry: boolean;
}): Promise<{ slot: OrderSlot; movedFrom: string | null } | null> {
  if (!(await deliversInSlots(input.zone))) return null;
  const { rules, asked, askedId } = await morningSlotRules(input.zone, input.date, input.templateId);
  const open = rules.filter((r) => r.ends_at.getTime() > input.now);
  const candidates = asked && open.includes(asked) ? [asked, ...open.filter((r) => r !== asked)] : open;
  const answer = (rule: SlotRule) => ({ slot: snapshot(rule), movedFrom: rule.id === askedId ? null : askedId });
  if (input.retry) {
    const kept = await placeOfOrder(
      input.orderId,
      rules.map((r) => r.id),
    );
    const rule = rules.find((r) => r.id === kept);
    if (rule) return answer(rule);
  }
  for (const rule of candidates) {
    try {
      await takeSlotForOrder(input.userId, input.orderId, rule, input.grams);
      return answer(rule);
    } catch (err) {
      // Its place is there already (another process took it for this very order a moment ago): not counted twice.
      if (isDuplicateKeyError(err)) return answer(rule);
      if (!(err instanceof ConflictError && err.message === SLOT_FULL)) throw err;
    }
  }
  return null;
}

/**
 * Many subscriptions' deliveries on `date` in their own template's slot at once (the run at a cut-off): the slot when
 * it is open and has room for all of them, with a place each; null, with nothing taken, when it does not (or the zone
 * has no slots), so the caller places them one by one with `takeSubscriptionSlot` (which also moves them to another
 * slot). Customers holding a place in that slot (a checkout under way) are left out of `placed`: one by one, their
 * hold passes to the order.
 */
export async function takeSubscriptionSlots(input: {
  zone: string;
  templateId: string;
  date: string;
  now: number;
  orders: Array<{ userId: string; orderId: string; grams: number }>;
}): Promise<{ slot: OrderSlot; placed: Set<string> } | null> {
  if (!(await deliversInSlots(input.zone))) return null;
  const { asked } = await morningSlotRules(input.zone, input.date, input.templateId);
  if (!asked || asked.ends_at.getTime() <= input.now) return null;
  const holders = await holdersIn(
    asked.id,
    input.orders.map((o) => o.userId),
  );
  const orders = input.orders.filter((o) => !holders.has(o.userId));
  if (orders.length === 0 || !(await takePlacesForOrders(asked, orders))) return null;
  return { slot: snapshot(asked), placed: new Set(orders.map((o) => o.orderId)) };
}

/**
 * Moves an order's place to another slot of its zone: the new place is taken first (409 when full or closed), then
 * `commit` records the move on the order; when it does not (the order changed meanwhile) the new place is given back,
 * else the old one. Staff moves keep to cut-offs too: after one, the slot's riders and packing are planned.
 */
export async function moveOrderSlot(input: {
  userId: string;
  orderId: string;
  zone: string;
  from: string | null;
  to: string;
  grams: number;
  commit: (slot: OrderSlot) => Promise<boolean>;
}): Promise<OrderSlot> {
  const rule = await resolveSlot(input.to, input.zone);
  if (input.from === rule.id) throw new ConflictError('The order is already in that slot.');
  await takeSlotForOrder(input.userId, input.orderId, rule, input.grams);
  const slot = snapshot(rule);
  if (!(await input.commit(slot))) {
    await giveBackOrderPlace(input.orderId, rule.id);
    throw new ConflictError('This order changed meanwhile. Please reload it and try again.');
  }
  if (input.from && input.from !== rule.id) await giveBackOrderPlace(input.orderId, input.from);
  return slot;
}

/**
 * A slot's times from its id (any day, past ones too): the cut-off from the template that makes it, or its start when
 * no template does any more. Null for an id that is not a slot id.
 */
export async function describeSlot(slotId: string): Promise<OrderSlot | null> {
  const key = parseSlotId(slotId);
  if (!key) return null;
  const settings = await zoneSlotSettings(key.zone);
  const template = settings.templates.find((t) => t.start === key.start && t.end === key.end && t.weekdays.includes(weekdayOf(key.date)));
  const times = slotInstants(key, template?.cutoff ?? { kind: 'hours_before', hours: 0 });
  return { id: slotId, starts_at: times.starts_at.toISOString(), ends_at: times.ends_at.toISOString(), cutoff_at: times.cutoff_at.toISOString() };
}

export { giveBackOrderPlace, SLOT_UNKNOWN };
