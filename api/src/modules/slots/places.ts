import { SLOT_HOLD_MINUTES } from '@farm-store/contracts/slots';
import { clock } from '../../lib/clock';
import { ConflictError } from '../../lib/errors';
import { insertNew, isDatabaseUnavailableError, isDuplicateKeyError } from '../../lib/mongo';
import { KeyedLock } from '../../lib/state-transition';
import {
  forgetSlotAnswers,
  isChoosable,
  listSlots,
  NO_SLOT_OPEN,
  SLOT_FULL,
  slotRules,
  slotView,
  takenIn,
  zoneSlotSettings,
  type SlotRule,
  type SlotView,
} from './availability';
import { offeredDays, parseSlotId } from './calendar';
import { SlotCountModel, SlotHoldModel, SlotOrderPlaceModel } from './model';

/**
 * Places in slots. A slot's counter (model.ts) is only moved by a conditional `$inc` that keeps it within the
 * template's capacity, so with 10 places left and 50 customers at once exactly 10 get one: the `$inc` is atomic on
 * MongoDB and on devdb across API processes, and queued per slot inside a process for an upstream FerretDB (see
 * lib/state-transition.ts). A place taken is a row: a customer's hold (`slot_holds`, keyed by the customer) or an
 * order's (`slot_order_places`, keyed by order and slot). Giving a place back deletes its row first, and only the
 * caller whose delete removed it moves the counter back, so a retry, a second process or a lapsed hold swept twice
 * gives nothing back twice. A process that dies between the two writes leaves a place counted that nobody holds:
 * the slot sells one place fewer, never one more. Every read and write on the way of an order is by `_id` (the
 * embedded database looks those up in its index and scans for anything else).
 */

const locks = new KeyedLock();
const HOLD_MS = SLOT_HOLD_MINUTES * 60_000;
/** Lapsed holds given back per sweep (the sweep runs again a minute later). */
const SWEEP_BATCH = 200;

const orderPlaceId = (orderId: string, slotId: string) => `${orderId}:${slotId}`;

function slotFull(zone: string): Promise<ConflictError> {
  return listSlots(zone).then(
    (slots) => new ConflictError(SLOT_FULL, { next_open: slots.find(isChoosable) ?? null }),
    () => new ConflictError(SLOT_FULL, { next_open: null }),
  );
}

/** `orders` more orders weighing `grams` in all in the slot, if it has room for all of them: true when taken. */
async function takeCount(rule: SlotRule, grams: number, orders = 1): Promise<boolean> {
  const room = { _id: rule.id, orders: { $lte: rule.capacity_orders - orders }, grams: { $lte: rule.capacity_grams - grams } };
  const inc = { $inc: { orders, grams } };
  if (await SlotCountModel.findOneAndUpdate(room, inc).lean()) return true;
  if (await SlotCountModel.exists({ _id: rule.id })) return false;
  try {
    await SlotCountModel.create({ _id: rule.id, orders: 0, grams: 0 });
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err; // another request started it at the same moment
  }
  return (await SlotCountModel.findOneAndUpdate(room, inc).lean()) !== null;
}

async function giveBackCount(slotId: string, grams: number, orders = 1): Promise<void> {
  await SlotCountModel.updateOne({ _id: slotId, orders: { $gte: orders } }, { $inc: { orders: -orders, grams: -grams } });
  forgetSlotAnswers();
}

/** Gives back a hold, once: only the caller whose delete removed the row moves the counter. */
async function giveBackHold(filter: { _id: string } & Record<string, unknown>): Promise<boolean> {
  const removed = await SlotHoldModel.findOneAndDelete(filter).lean();
  if (!removed) return false;
  await giveBackCount(removed.slot_id, removed.grams);
  return true;
}

/**
 * Counts one more order of `grams` in the slot (a lapsed hold in it is given back first when it has no room), then
 * stores the place's row with `store`; 409 "just filled" with the next open slot when there is no room.
 */
async function takePlace(rule: SlotRule, grams: number, store: () => Promise<unknown>): Promise<void> {
  let taken = await locks.run(rule.id, () => takeCount(rule, grams));
  if (!taken && (await giveBackLapsedHolds(rule.id)) > 0) taken = await locks.run(rule.id, () => takeCount(rule, grams));
  if (!taken) throw await slotFull(rule.key.zone);
  forgetSlotAnswers();
  try {
    await store();
  } catch (err) {
    // Not answered: the row may be stored, so the count stays (one place undersold at worst).
    if (!isDatabaseUnavailableError(err)) await giveBackCount(rule.id, grams);
    throw err;
  }
}

/** Gives back the places of holds that lapsed (of one slot, or all), each once. */
export async function giveBackLapsedHolds(slotId?: string): Promise<number> {
  const now = new Date(clock.now());
  const lapsed = await SlotHoldModel.find({ expires_at: { $lte: now }, ...(slotId && { slot_id: slotId }) }, { _id: 1 })
    .limit(SWEEP_BATCH)
    .lean();
  let given = 0;
  for (const hold of lapsed) if (await giveBackHold({ _id: hold._id, expires_at: { $lte: now } })) given += 1;
  return given;
}

/**
 * Keeps a place in the slot for the customer for SLOT_HOLD_MINUTES while they pay. A customer holds one slot at a
 * time: holding another gives the first back; holding the same one again keeps the place for another ten minutes.
 */
export async function holdSlot(userId: string, rule: SlotRule, grams: number): Promise<Date> {
  const now = clock.now();
  const expiresAt = new Date(now + HOLD_MS);
  const current = await SlotHoldModel.findById(userId).lean();
  if (current && current.slot_id === rule.id && current.expires_at.getTime() > now && grams <= current.grams) {
    const kept = await SlotHoldModel.updateOne({ _id: userId, slot_id: rule.id }, { $set: { expires_at: expiresAt } });
    if (kept.modifiedCount === 1) return expiresAt;
  }
  // Another slot, a lapsed hold or a heavier cart: the old place goes back and a new one is taken.
  if (current) await giveBackHold({ _id: userId, slot_id: current.slot_id });
  await takePlace(rule, grams, () => SlotHoldModel.create({ _id: userId, slot_id: rule.id, grams, expires_at: expiresAt }));
  return expiresAt;
}

/**
 * The slot an order is placed in: the customer's running hold on it becomes the order's place (taken again when the
 * cart got heavier), else a new place is taken; 409 when it has no room.
 */
export async function takeSlotForOrder(userId: string, orderId: string, rule: SlotRule, grams: number): Promise<void> {
  const _id = orderPlaceId(orderId, rule.id);
  const place = { _id, slot_id: rule.id, order_id: orderId };
  const held = await SlotHoldModel.findOneAndDelete({ _id: userId, slot_id: rule.id, expires_at: { $gt: new Date(clock.now()) } }).lean();
  if (held && grams <= held.grams) {
    // The hold's counted place passes to the order.
    try {
      await SlotOrderPlaceModel.create({ ...place, grams: held.grams });
    } catch (err) {
      if (!isDatabaseUnavailableError(err)) await giveBackCount(rule.id, held.grams);
      throw err;
    }
    return;
  }
  if (held) await giveBackCount(rule.id, held.grams);
  await takePlace(rule, grams, () => SlotOrderPlaceModel.create({ ...place, grams }));
}

/**
 * Places for many new orders in one slot at once (the run at a subscription cut-off): one conditional `$inc` counts
 * them all, then their rows are inserted together. False, with nothing taken, when the slot has no room for all of
 * them (the caller then places them one by one). A row already there (an earlier try of that order) keeps its count,
 * so the new one is given back. Customers' holds are the caller's to rule out: none is passed on here.
 */
export async function takePlacesForOrders(rule: SlotRule, orders: Array<{ orderId: string; grams: number }>): Promise<boolean> {
  const grams = orders.reduce((sum, o) => sum + o.grams, 0);
  if (!(await locks.run(rule.id, () => takeCount(rule, grams, orders.length)))) return false;
  forgetSlotAnswers();
  const rows = orders.map((o) => ({ _id: orderPlaceId(o.orderId, rule.id), slot_id: rule.id, order_id: o.orderId, grams: o.grams }));
  // Not answered or failed half way: rows may be stored, so the count stays (places undersold at worst).
  const taken = await insertNew(SlotOrderPlaceModel, rows);
  if (taken.size > 0) {
    const back = [...taken].reduce((sum, i) => sum + orders[i].grams, 0);
    await giveBackCount(rule.id, back, taken.size);
  }
  return true;
}

/** Of these customers, those holding a place in the slot now (a checkout under way). */
export async function holdersIn(slotId: string, userIds: string[]): Promise<Set<string>> {
  const holds = await SlotHoldModel.find({ _id: { $in: userIds }, slot_id: slotId, expires_at: { $gt: new Date(clock.now()) } }, { _id: 1 }).lean();
  return new Set(holds.map((h) => String(h._id)));
}

/**
 * The earliest slot with room for an order that names none (the original client): the customer's hold when they
 * have one in the zone, else each open slot in turn until one takes it; 409 when none of the offered days has room.
 */
export async function takeEarliestSlot(userId: string, orderId: string, zone: string, grams: number): Promise<SlotRule> {
  const now = clock.now();
  const settings = await zoneSlotSettings(zone);
  const rules = slotRules(zone, settings, offeredDays(now));
  const hold = await SlotHoldModel.findById(userId).lean();
  const held = hold && hold.expires_at.getTime() > now ? rules.find((r) => r.id === hold.slot_id && now < r.cutoff_at.getTime()) : undefined;
  const taken = await takenIn(rules.map((r) => r.id));
  const candidates = [...(held ? [held] : []), ...rules.filter((r) => r !== held && isChoosable(slotView(r, taken.get(r.id), now)))];
  for (const rule of candidates) {
    try {
      await takeSlotForOrder(userId, orderId, rule, grams);
      return rule;
    } catch (err) {
      if (!(err instanceof ConflictError && err.message === SLOT_FULL)) throw err;
    }
  }
  throw new ConflictError(NO_SLOT_OPEN);
}

/** Gives back an order's place in a slot (the order was cancelled, or moved out of it), once. */
export async function giveBackOrderPlace(orderId: string, slotId: string): Promise<boolean> {
  const removed = await SlotOrderPlaceModel.findOneAndDelete({ _id: orderPlaceId(orderId, slotId) }).lean();
  if (!removed) return false;
  await giveBackCount(removed.slot_id, removed.grams);
  return true;
}

/** Of these slots, the one where the order already has a place (an earlier try of it took one), else null. */
export async function placeOfOrder(orderId: string, slotIds: string[]): Promise<string | null> {
  const found = await Promise.all(slotIds.map((id) => SlotOrderPlaceModel.exists({ _id: orderPlaceId(orderId, id) })));
  return slotIds.find((_, i) => found[i]) ?? null;
}

/** The slot the customer holds, when the hold is still running: for the quote. */
export async function heldSlotId(userId: string): Promise<string | null> {
  const hold = await SlotHoldModel.findById(userId).lean();
  return hold && hold.expires_at.getTime() > clock.now() && parseSlotId(hold.slot_id) ? hold.slot_id : null;
}

export type { SlotView };
