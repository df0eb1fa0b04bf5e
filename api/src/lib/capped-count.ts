import { Schema, model } from 'mongoose';
import { isDuplicateKeyError } from './mongo';
import { oneAtATime } from './turns';

/**
 * "At most N of these per owner" (20 addresses per customer, 20 variants per product) that holds when requests
 * arrive in parallel. Counting the documents before inserting does not: forty parallel requests all see room.
 * Instead each owner has a counter document, and a new item first takes a place in it with one conditional
 * update (`n < cap` → `n + 1`), inside the owner's turn (lib/turns.ts): the conditional update alone is atomic on
 * MongoDB and on devdb, but an upstream FerretDB applies it as read, change, write, so two API processes could both
 * take the last place there (21 of 20 addresses). Removing an item gives its place back. A counter starts from the owner's
 * existing items, so data from before it existed is counted.
 */
const cappedCountSchema = new Schema(
  {
    _id: { type: String },
    n: { type: Number, required: true },
    updated_at: { type: Date, required: true },
  },
  { versionKey: false },
);
const CappedCountModel = model('CappedCount', cappedCountSchema, 'capped_counts');

/**
 * A counter that has not moved for this long has no insert in flight, so a recount is exact. It mends the count
 * when a process died between taking a place and inserting the item.
 */
const QUIET_MS = 60_000;

export interface CappedCount {
  /** Takes a place for one more item; false when the owner already has `cap`. */
  reserve(owner: string): Promise<boolean>;
  /** Gives a place back (the item was removed, or its insert failed). */
  release(owner: string): Promise<void>;
}

/** `countItems(owner)` counts the owner's stored items (used to start or mend the counter). */
export function cappedCount(kind: string, cap: number, countItems: (owner: string) => Promise<number>): CappedCount {
  const key = (owner: string) => `${kind}:${owner}`;

  async function take(id: string): Promise<boolean> {
    const taken = await CappedCountModel.findOneAndUpdate({ _id: id, n: { $lt: cap } }, { $inc: { n: 1 }, $set: { updated_at: new Date() } }).lean();
    return taken !== null;
  }

  return {
    reserve: (owner) =>
      oneAtATime(key(owner), async () => {
        const id = key(owner);
        if (await take(id)) return true;
        const counter = await CappedCountModel.findById(id).lean();
        if (!counter) {
          try {
            await CappedCountModel.create({ _id: id, n: await countItems(owner), updated_at: new Date() });
          } catch (err) {
            // Another process started it at the same moment: use theirs.
            if (!isDuplicateKeyError(err)) throw err;
          }
          return take(id);
        }
        if (Date.now() - counter.updated_at.getTime() < QUIET_MS) return false;
        const n = await countItems(owner);
        if (n >= counter.n) return false;
        await CappedCountModel.updateOne({ _id: id, n: counter.n, updated_at: counter.updated_at }, { $set: { n, updated_at: new Date() } });
        return take(id);
      }),
    release: (owner) =>
      oneAtATime(key(owner), async () => {
        await CappedCountModel.updateOne({ _id: key(owner), n: { $gt: 0 } }, { $inc: { n: -1 }, $set: { updated_at: new Date() } });
      }),
  };
}
