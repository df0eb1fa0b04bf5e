import { clock } from '../../lib/clock';
import { closeClaim, openClaim } from '../../lib/claims';
import { isDuplicateKeyError } from '../../lib/mongo';
import { saveExportLine } from './export-lines';
import { BillClaimModel, BillModel, BillMonthModel, BillSeriesModel, type StoredBill } from './model';

/**
 * Numbers without gaps, once per claim, across API processes (docs/bills.md "Numbering").
 *
 * A number is taken by inserting the document under it (`INV-26-27-000124`): the database's unique `_id` lets one
 * insert have it, and a number is used exactly when its document exists. Each numbering starts at the series' last
 * number + 1 (kept with $max after each insert; never above a number taken) and walks up past the ones taken
 * meanwhile, so it always takes the lowest free number: the series stays whole however many run at once.
 *
 * The claim row (`_id` = what is numbered: `order:<id>`, or a credit note's source) makes that once: the one insert
 * of the row numbers it; others find the document through the row. A claim older than STALE_MS without its document
 * belonged to a process that stopped half way: it is taken over, and a document it may have inserted is looked up.
 */

const STALE_MS = 60_000;
const SERIAL_DIGITS = 6;

export interface Numbered {
  /** `_id`: series, year and serial. */
  id: string;
  serial: number;
}

export type BillFields = Omit<StoredBill, '_id' | 'claim' | 'month' | 'number'> & { month: string };

/** `INV-26-27-000123`. */
export const billId = (series: string, year: string, serial: number) => `${series}-${year}-${String(serial).padStart(SERIAL_DIGITS, '0')}`;

/**
 * The document numbered for `claim`, inserting it (with the number `printed` makes) when there is none yet; null when
 * another call is numbering it at this moment (it will exist in a moment).
 */
export async function numberOnce(
  claim: string,
  series: { name: string; year: string; printed: (serial: number) => string },
  fields: () => BillFields,
): Promise<StoredBill | null> {
  const token = openClaim();
  try {
    const held = await holdClaim(claim, token);
    if (held === 'busy') return null;
    if (typeof held === 'object') return held;
    // Taken over from a process that stopped: it may have inserted the document before it could note it.
    const orphan = held === 'taken_over' ? await BillModel.findOne({ claim }).lean<StoredBill>() : null;
    let made: BillFields | undefined;
    if (!orphan) {
      try {
        made = fields();
      } catch (err) {
        // Nothing was numbered (a line without a rate, a total that does not add up): the next call may try again.
        await BillClaimModel.deleteOne({ _id: claim, holder: token, bill_id: null });
        throw err;
      }
    }
    if (orphan) await noteNumbered(orphan, series.name, series.year);
    const bill = orphan ?? (await insertNext(claim, series, made!));
    await BillClaimModel.updateOne({ _id: claim, holder: token }, { $set: { bill_id: bill._id } });
    return bill;
  } finally {
    closeClaim(token);
  }
}

async function holdClaim(claim: string, token: string): Promise<StoredBill | 'held' | 'taken_over' | 'busy'> {
  const now = new Date(clock.now());
  try {
    await BillClaimModel.create({ _id: claim, holder: token, at: now });
    return 'held';
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
  }
  const row = await BillClaimModel.findById(claim).lean();
  if (!row) return 'busy';
  if (row.bill_id) return (await BillModel.findById(row.bill_id).lean<StoredBill>()) ?? 'busy';
  if (now.getTime() - row.at.getTime() < STALE_MS) return 'busy';
  const taken = await BillClaimModel.updateOne({ _id: claim, holder: row.holder, bill_id: null }, { $set: { holder: token, at: now } });
  return taken.modifiedCount === 1 ? 'taken_over' : 'busy';
}

async function insertNext(claim: string, series: { name: string; year: string; printed: (serial: number) => string }, fields: BillFields): Promise<StoredBill> {
  const hint = await BillSeriesModel.findById(`${series.name}-${series.year}`).lean();
  for (let serial = (hint?.last ?? 0) + 1; ; serial++) {
    const doc = { ...fields, _id: billId(series.name, series.year, serial), claim, number: series.printed(serial) };
    let created;
    try {
      created = await BillModel.create(doc);
    } catch (err) {
      if (isDuplicateKeyError(err)) continue;
      throw err;
    }
    const bill = created.toObject() as StoredBill;
    await noteNumbered(bill, series.name, series.year);
    return bill;
  }
}

/** After a number is taken: the series' last number, the month's range and the export line (each repeatable). */
async function noteNumbered(bill: StoredBill, series: string, year: string): Promise<void> {
  const serial = Number(bill._id.slice(-SERIAL_DIGITS));
  await Promise.all([
    upsert(() => BillSeriesModel.updateOne({ _id: `${series}-${year}` }, { $max: { last: serial } }, { upsert: true })),
    upsert(() => BillMonthModel.updateOne({ _id: `${series}-${bill.month}` }, { $min: { min: serial }, $max: { max: serial } }, { upsert: true })),
    saveExportLine(bill),
  ]);
}

/** Two first upserts of one row race: one inserts, the other's insert clashes and is applied again as an update. */
async function upsert(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    await write();
  }
}
