import { model } from 'mongoose';
import { ConflictError } from './errors';
import { isDuplicateKeyError, keyedSchema } from './mongo';
import { KeyedLock } from './state-transition';

/**
 * Turns: `${name}:${n}`, numbered from 1. Taking turn n+1 is inserting its document, and the database's unique `_id`
 * lets exactly one writer do that, across API processes, on MongoDB and on any FerretDB (whose conditional updates
 * are atomic only in devdb's patched copy; see state-transition.ts). A turn ends when its holder marks it done.
 */
const turnSchema = keyedSchema(
  {
    name: { type: String, required: true },
    n: { type: Number, required: true },
    taken_at: { type: Date, required: true },
    done: { type: Boolean, required: true, default: false },
  },
  'turns',
);
turnSchema.index({ name: 1, n: -1 });
const TurnModel = model('Turn', turnSchema);

/**
 * A turn not done after this long was left by a process that died (or lost the database) holding it; the next caller
 * takes the following one. Longer than the work of a turn can take: each of its database calls gives up after the
 * connection's 20 s socket timeout (plugins/db.ts), and a turn's work is a read and a write or two.
 */
const LEASE_MS = 90_000;
/** How long a caller waits for the turn before asking the person to try again. */
const WAIT_MS = 5_000;
const POLL_MS = 25;
/**
 * Turns are numbered from the latest one read, so a number must never come back: a caller whose read is old would
 * otherwise insert a removed number while someone else holds a later turn. Removing only turns older than this
 * (far beyond any request's life) keeps that so and each name at an hour's turns.
 */
const KEEP_MS = 60 * 60_000;

const local = new KeyedLock();

async function take(name: string): Promise<number> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const latest = await TurnModel.findOne({ name }).sort({ n: -1 }).lean();
    const busy = latest !== null && !latest.done && Date.now() - latest.taken_at.getTime() < LEASE_MS;
    if (!busy) {
      const n = (latest?.n ?? 0) + 1;
      try {
        await TurnModel.create({ _id: `${name}:${n}`, name, n, taken_at: new Date() });
        return n;
      } catch (err) {
        // Another process took turn n first: look again.
        if (!isDuplicateKeyError(err)) throw err;
        continue;
      }
    }
    if (Date.now() > deadline) throw new ConflictError('Another change of this kind is being saved. Please try again in a moment.');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function end(name: string, n: number): Promise<void> {
  await TurnModel.updateOne({ _id: `${name}:${n}` }, { $set: { done: true } });
  await TurnModel.deleteMany({ name, n: { $lt: n }, taken_at: { $lt: new Date(Date.now() - KEEP_MS) } });
}

/**
 * Runs `work` while no other call with the same name runs, in this process or any other on the same database: for
 * a rule that must read before it writes ("is another owner left?") and cannot be one conditional write. Queued
 * in this process first, so only one caller per process polls the database.
 */
export function oneAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  return local.run(name, async () => {
    const n = await take(name);
    try {
      return await work();
    } finally {
      // The work's answer stands either way; a turn left not done is taken over once its lease runs out.
      await end(name, n).catch((err: unknown) => process.emitWarning(`turn ${name}:${n} not marked done: ${String(err)}`, 'Turns'));
    }
  });
}
