import { SLOT_HOLD_MINUTES } from '@farm-store/contracts/slots';
import { clock } from '../../lib/clock';
import { ConflictError } from '../../lib/errors';
import { isDatabaseUnavailableError, isDuplicateKeyError } from '../../lib/mongo';
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
import { SlotCountModel, SlotPlaceModel } from './model';

/**
 * Places in slots. A slot's counter (model.ts) is only moved by a conditional `$inc` that keeps it within the
 * template's capacity, so with 10 places left and 50 customers at once exactly 10 get one: the `$inc` is atomic on
 * MongoDB and on devdb across API processes, and queued per slot inside a process for an upstream FerretDB (see
 * lib/state-transition.ts). A place taken is a `slot_places` row; giving it back deletes the row first, and only the
 * caller whose delete removed it moves the counter back, so a retry, a second process or an expired hold swept twice
 * gives nothing back twice. A process that dies between the two writes leaves a place counted that nobody holds: the
 * slot sells one place fewer, never one more.
 */

const locks = new KeyedLock();
const HOLD_MS = SLOT_HOLD_MINUTES * 60_000;
/** Expired holds given back per sweep (the sweep runs again a minute later). */
const SWEEP_BATCH = 200;

function slotFull(zone: string): Promise<ConflictError> {
  return listSlots(zone).then(
    (slots) => new ConflictError(SLOT_FULL, { next_open: slots.find(isChoosable) ?? null }),
    () => new ConflictError(SLOT_FULL, { next_open: null }),
  );
}

/** One more order of `grams` in the slot, if it has room: true when taken. */
async function takeCount(rule: SlotRule, grams: number): Promise<boolean> {
  const room = { _id: rule.id, orders: { $lt: rule.capacity_orders }, grams: { $lte: rule.capacity_grams - grams } };
  const inc = { $inc: { orders: 1, grams } };
  if (await SlotCountModel.findOneAndUpdate(room, inc).lean()) return true;
  if (await SlotCountModel.exists({ _id: rule.id })) return false;
  try {
    await SlotCountModel.create({ _id: rule.id, orders: 0, grams: 0 });
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err; // another request started it at the same moment
  }
  return (await SlotCountModel.findOneAndUpdate(room, inc).lean()) !== null;
}

async function giveBackCount(slotId: string, grams: number): Promise<void> {
  await SlotCountModel.updateOne({ _id: slotId, orders: { $gt: 0 } }, { $inc: { orders: -1, grams: -grams } });
  forgetSlotAnswers();
}

/** Gives back one place, once: only the caller whose delete removed the row moves the counter. */
async function giveBackPlace(filter: Record<string, unknown>): Promise<boolean> {
  const removed = await SlotPlaceModel.findOneAndDelete(filter).lean();
  if (!removed) return false;
  await giveBackCount(removed.slot_id, removed.grams);
  return true;
}

/** Takes a new place in the slot (`kind` hold or order) or answers 409 "just filled" with the next open slot. */
async function takePlace(
  rule: SlotRule,
  place: { user_id: string; grams: number; kind: 'hold' | 'order'; order_id?: string; expires_at?: Date },
): Promise<void> {
  await giveBackExpiredHolds(rule.id);
  const taken = await locks.run(rule.id, () => takeCount(rule, place.grams));
  if (!taken) throw await slotFull(rule.key.zone);
  forgetSlotAnswers();
  try {
    await SlotPlaceModel.create({ slot_id: rule.id, order_id: null, expires_at: null, ...place });
  } catch (err) {
    // Not answered: the row may be stored, so the count stays (one place undersold at worst).
    if (!isDatabaseUnavailableError(err)) await giveBackCount(rule.id, place.grams);
    throw err;
  }
}

/** Gives back the places of holds that expired (of one slot, or all), each once. */
export async function giveBackExpiredHolds(slotId?: string): Promise<number> {
  const now = new Date(clock.now());
  const expired = await SlotPlaceModel.find({ kind: 'hold', expires_at: { $lte: now }, ...(slotId && { slot_id: slotId }) }, { _id: 1 })
    .limit(SWEEP_BATCH)
    .lean();
  let given = 0;
  for (const hold of expired) if (await giveBackPlace({ _id: hold._id, kind: 'hold', expires_at: { $lte: now } })) given += 1;
  return given;
}

/**
 * Keeps a place in the slot for the customer for SLOT_HOLD_MINUTES while they pay. A customer holds one slot at a
 * time: holding another gives the first back; holding the same one again keeps the place for another ten minutes.
 */
export async function holdSlot(userId: string, rule: SlotRule, grams: number): Promise<Date> {
  const now = clock.now();
  const expiresAt = new Date(now + HOLD_MS);
  const holds = await SlotPlaceModel.find({ user_id: userId, kind: 'hold' }).lean();
  const same = holds.find((h) => h.slot_id === rule.id && h.expires_at != null && h.expires_at.getTime() > now);
  for (const hold of holds) if (hold !== same) await giveBackPlace({ _id: hold._id, kind: 'hold' });
  if (same && grams <= same.grams) {
    const kept = await SlotPlaceModel.updateOne({ _id: same._id, kind: 'hold' }, { $set: { expires_at: expiresAt } });
    if (kept.modifiedCount === 1) return expiresAt;
  } else if (same) {
    // A heavier cart: the hold is taken again for its new weight.
    await giveBackPlace({ _id: same._id, kind: 'hold' });
  }
  await takePlace(rule, { user_id: userId, grams, kind: 'hold', expires_at: expiresAt });
  return expiresAt;
}

/**
 * The slot an order is placed in: the customer's hold on it becomes the order's place (re-weighed when the cart got
 * heavier), else a new place is taken; 409 when it has no room.
 */
export async function takeSlotForOrder(userId: string, orderId: string, rule: SlotRule, grams: number): Promise<void> {
  const now = new Date(clock.now());
  const held = await SlotPlaceModel.findOneAndUpdate(
    { user_id: userId, slot_id: rule.id, kind: 'hold', expires_at: { $gt: now } },
    { $set: { kind: 'order', order_id: orderId, expires_at: null } },
  ).lean();
  if (held) {
    if (grams <= held.grams) return;
    await giveBackPlace({ _id: held._id });
  }
  await takePlace(rule, { user_id: userId, grams, kind: 'order', order_id: orderId });
}

/**
 * The earliest slot with room for an order that names none (the original client): the customer's hold when they
 * have one in the zone, else each open slot in turn until one takes it; 409 when none of the offered days has room.
 */
export async function takeEarliestSlot(userId: string, orderId: string, zone: string, grams: number): Promise<SlotRule> {
  const now = clock.now();
  const settings = await zoneSlotSettings(zone);
  const rules = slotRules(zone, settings, offeredDays(now));
  const hold = await SlotPlaceModel.findOne({ user_id: userId, kind: 'hold', expires_at: { $gt: new Date(now) } }).lean();
  const held = hold && rules.find((r) => r.id === hold.slot_id && now < r.cutoff_at.getTime());
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

/** Gives back an order's place (it was cancelled, or moved out of `slotId`), once. */
export async function giveBackOrderPlace(orderId: string, slotId?: string): Promise<boolean> {
  return giveBackPlace({ order_id: orderId, kind: 'order', ...(slotId && { slot_id: slotId }) });
}

/** The slot the customer holds, when the hold is still running: for the quote. */
export async function heldSlotId(userId: string): Promise<string | null> {
  const hold = await SlotPlaceModel.findOne({ user_id: userId, kind: 'hold', expires_at: { $gt: new Date(clock.now()) } }).lean();
  return hold && parseSlotId(hold.slot_id) ? hold.slot_id : null;
}

export type { SlotView };
