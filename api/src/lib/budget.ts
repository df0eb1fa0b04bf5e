import { createHmac } from 'node:crypto';
import { Schema, model } from 'mongoose';
import { clock } from './clock';
import { isDuplicateKeyError } from './mongo';
import { KeyedLock } from './state-transition';

/**
 * Budgets of attempts per key — an account's failed sign-ins, a client address's calls to a route, a customer's
 * unknown coupon codes — kept in the database, so every API process spends from the same one: two or twenty
 * processes enforce one limit. Each attempt takes its place with one conditional update (`n < max` → `n + 1`,
 * atomic across processes on MongoDB and on devdb) before the work it guards runs, so parallel attempts cannot all
 * slip through while the count is still low; inside a process they are also queued per key, which keeps the count
 * exact on an upstream FerretDB too (its conditional updates are read, change, write; state-transition.ts).
 *
 * A window opens with the first attempt. `slide` windows move on with every attempt taken: the budget comes back
 * only after `windowMs` without one. Expiry is checked on every read (a stale document is reused by the key's next
 * attempt); expired documents are removed by a TTL index on MongoDB, and by `sweepExpiredBudgets` where the database
 * has no TTL indexes (the embedded one).
 */
const budgetSchema = new Schema(
  {
    _id: { type: String },
    n: { type: Number, required: true },
    expires_at: { type: Date, required: true },
  },
  // The TTL index is made by ensureBudgetExpiry: the embedded database refuses it, which must not stop the start.
  { versionKey: false, autoIndex: false },
);
const BudgetModel = model('Budget', budgetSchema, 'budgets');

const locks = new KeyedLock();

let secret: string | null = null;
/**
 * The secret budget keys are hashed with (the same in every process: the API's JWT secret), so the collection
 * holds no phone, username or address — an account deleted minutes ago is not kept in it by a failed sign-in.
 */
export function useBudgetSecret(value: string): void {
  secret = value;
}
function idOf(key: string): string {
  if (secret === null) throw new Error('Budgets need their secret first (useBudgetSecret, in the security plugin)');
  return createHmac('sha256', secret).update(key).digest('base64url');
}

export interface BudgetRule {
  max: number;
  windowMs: number;
  /** The window restarts at every attempt taken (a lock that lifts after a quiet period). */
  slide?: boolean;
}

export interface Spent {
  /** False when the budget was already used up: the attempt must not go ahead. */
  taken: boolean;
  /** Attempts counted in the window, this one included when taken. */
  n: number;
  /** When the window ends (ms since the epoch, by `clock`). */
  resetsAt: number;
}

/** Takes one attempt from `key`'s budget, or answers that it is used up. */
export function spend(key: string, rule: BudgetRule): Promise<Spent> {
  const id = idOf(key);
  return locks.run(id, async () => {
    for (;;) {
      const now = clock.now();
      const until = new Date(now + rule.windowMs);
      const taken = await BudgetModel.findOneAndUpdate(
        { _id: id, expires_at: { $gt: new Date(now) }, n: { $lt: rule.max } },
        { $inc: { n: 1 }, ...(rule.slide ? { $set: { expires_at: until } } : {}) },
        { returnDocument: 'after' },
      ).lean();
      if (taken) return { taken: true, n: taken.n, resetsAt: taken.expires_at.getTime() };

      const current = await BudgetModel.findById(id).lean();
      if (current && current.expires_at.getTime() > now) return { taken: false, n: current.n, resetsAt: current.expires_at.getTime() };
      try {
        // A new window: over the expired one (only if nobody restarted it meanwhile), or a first document.
        const fresh = current
          ? await BudgetModel.findOneAndUpdate(
              { _id: id, expires_at: current.expires_at },
              { $set: { n: 1, expires_at: until } },
              { returnDocument: 'after' },
            ).lean()
          : await BudgetModel.create({ _id: id, n: 1, expires_at: until });
        if (fresh) return { taken: true, n: 1, resetsAt: until.getTime() };
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
      // Another process opened the window between our reads: spend from theirs.
    }
  });
}

/** Gives back an attempt taken by `spend` that turned out not to count (a coupon code that exists). */
export async function giveBack(key: string): Promise<void> {
  const id = idOf(key);
  await locks.run(id, () => BudgetModel.updateOne({ _id: id, expires_at: { $gt: new Date(clock.now()) }, n: { $gt: 0 } }, { $inc: { n: -1 } }));
}

/** Forgets `key`'s attempts (a successful sign-in clears its failures). */
export async function forget(key: string): Promise<void> {
  const id = idOf(key);
  await locks.run(id, () => BudgetModel.deleteOne({ _id: id }));
}

/** Minutes or seconds until `resetsAt`, in words: "14 minutes", "40 seconds". */
export function waitInWords(resetsAt: number): string {
  const seconds = Math.max(1, Math.ceil((resetsAt - clock.now()) / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * Asks the database to delete expired budgets itself (a TTL index). False when it cannot (the embedded database
 * answers "not implemented"): then the caller sweeps now and then.
 */
export async function ensureBudgetExpiry(): Promise<boolean> {
  try {
    await BudgetModel.collection.createIndex({ expires_at: 1 }, { expireAfterSeconds: 0 });
    return true;
  } catch (err) {
    if (err instanceof Error && /not implemented/i.test(err.message)) return false;
    throw err;
  }
}

/** Deletes the budgets whose window has ended. */
export async function sweepExpiredBudgets(): Promise<void> {
  await BudgetModel.deleteMany({ expires_at: { $lte: new Date(clock.now()) } });
}
