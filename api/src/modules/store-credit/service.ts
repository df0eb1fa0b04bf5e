import { clock } from '../../lib/clock';
import { ConflictError } from '../../lib/errors';
import { keyMark } from '../../lib/key-marks';
import { isDuplicateKeyError, READ_BATCH } from '../../lib/mongo';
import { StoreCreditModel } from './model';

/**
 * Store credit: money the store owes a customer, spent at checkout. Each movement is one entry keyed by its source,
 * written together with the balance in one conditional update of the customer's document (model.ts):
 * - a credit (`amountPaise` > 0) is added once per key;
 * - a spend (`amountPaise` < 0) is taken once per key and only while the balance covers it.
 * Rules in words: docs/store-credit.md.
 */

export interface CreditEntry {
  key: string;
  amountPaise: number;
  reason: string;
  orderId: string | null;
  by: string;
  at: Date;
}

export interface CreditMove {
  userId: string;
  /** The source, unique across the store: the same key never moves credit twice. */
  key: string;
  amountPaise: number;
  reason: string;
  orderId?: string | null;
  by?: string;
}

interface StoredCredit {
  balance_paise: number;
  entries: Array<{ key: string; amount_paise: number; reason: string; order_id: string | null; by: string; at: Date }>;
}

/** The outcome of a move: `applied` false when that key had already moved credit (the balance is unchanged). */
export interface CreditOutcome {
  applied: boolean;
  balancePaise: number;
}

/**
 * Adds or takes credit once per key. A spend the balance does not cover is refused (409) and changes nothing; a key
 * already in the ledger changes nothing and answers `applied: false`.
 */
export async function moveCredit(move: CreditMove): Promise<CreditOutcome> {
  if (!Number.isInteger(move.amountPaise) || move.amountPaise === 0) throw new RangeError('a credit move is a non-zero number of paise');
  const entry = {
    key: move.key,
    amount_paise: move.amountPaise,
    reason: move.reason,
    order_id: move.orderId ?? null,
    by: move.by ?? 'system',
    at: new Date(clock.now()),
  };
  const applied = keyMark('applied', move.key);
  const filter = {
    _id: move.userId,
    [applied]: { $exists: false },
    ...(move.amountPaise < 0 && { balance_paise: { $gte: -move.amountPaise } }),
  };
  const update = { $inc: { balance_paise: move.amountPaise }, $push: { entries: entry }, $set: { [applied]: true } };
  try {
    const doc = await StoreCreditModel.findOneAndUpdate(filter, update, { returnDocument: 'after', upsert: move.amountPaise > 0 }).lean<StoredCredit>();
    if (doc) return { applied: true, balancePaise: doc.balance_paise };
  } catch (err) {
    // A credit's upsert clashes with the customer's document when the key is already in it.
    if (!isDuplicateKeyError(err)) throw err;
  }
  const current = await StoreCreditModel.findById(move.userId).lean<StoredCredit>();
  if (current?.entries.some((e) => e.key === move.key)) return { applied: false, balancePaise: current.balance_paise };
  throw new ConflictError('Your store credit does not cover that amount any more. Please check your balance and try again.');
}

export async function creditBalance(userId: string): Promise<number> {
  const doc = await StoreCreditModel.findById(userId, { balance_paise: 1 }).lean<{ balance_paise: number }>();
  return doc?.balance_paise ?? 0;
}

/** The balance and every entry, newest first. */
export async function creditStatement(userId: string): Promise<{ balancePaise: number; entries: CreditEntry[] }> {
  const doc = await StoreCreditModel.findById(userId).lean<StoredCredit>();
  const entries = (doc?.entries ?? [])
    .map((e) => ({ key: e.key, amountPaise: e.amount_paise, reason: e.reason, orderId: e.order_id, by: e.by, at: e.at }))
    .reverse();
  return { balancePaise: doc?.balance_paise ?? 0, entries };
}

/** The amount a key moved (0 when it never did): what a cancelled order's spend gives back. */
export async function creditMovedBy(userId: string, key: string): Promise<number> {
  const doc = await StoreCreditModel.findById(userId).lean<StoredCredit>();
  return doc?.entries.find((e) => e.key === key)?.amount_paise ?? 0;
}

/** Several customers' balances at once (the admin's customer list); a customer without credit has 0. */
export async function creditBalances(userIds: string[]): Promise<Map<string, number>> {
  const byUser = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return byUser;
  const docs = await StoreCreditModel.find({ _id: { $in: userIds } }, { balance_paise: 1 })
    .batchSize(READ_BATCH)
    .lean<Array<{ _id: string; balance_paise: number }>>();
  for (const doc of docs) byUser.set(String(doc._id), doc.balance_paise);
  return byUser;
}
