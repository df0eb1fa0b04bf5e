import { ConflictError } from '../../lib/errors';
import { bumpCatalogueVersion } from './catalogue-version';
import { VariantModel, transitionVariant } from './model';

/**
 * Stock per variant, taken when an order is placed and given back when it is cancelled. Without transactions, each
 * variant's count moves by one conditional update (`$inc` only while enough is left), serialised per variant in this
 * process (upstream FerretDB) and atomic across processes on MongoDB and devdb. An order's lines are taken one by one in a fixed order
 * (by variant id, so two orders never wait on each other crosswise) and what was taken is given back when a later
 * line is short: all lines or none. Variants with `stock: null` are not counted.
 */

export interface StockLine {
  variant_id: string;
  quantity: number;
  /** How the customer knows the item, for the message (e.g. "Sonali Chicken (1kg)"). */
  name: string;
}

/** One line the store cannot fill: how many were asked for and how many are left. */
export interface StockShortage {
  variant_id: string;
  name: string;
  requested: number;
  left: number;
}

/** The same variant twice in a cart counts once, with the quantities added; sorted by variant id. */
function merged(lines: StockLine[]): StockLine[] {
  const byId = new Map<string, StockLine>();
  for (const line of lines) {
    const seen = byId.get(line.variant_id);
    byId.set(line.variant_id, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...byId.values()].sort((a, b) => (a.variant_id < b.variant_id ? -1 : a.variant_id > b.variant_id ? 1 : 0));
}

/** The message of a 409 for lines the store cannot fill. */
export function shortageMessage(short: StockShortage[]): string {
  const parts = short.map((s) => (s.left === 0 ? `"${s.name}" is sold out` : `only ${s.left} of "${s.name}" ${s.left === 1 ? 'is' : 'are'} left`));
  const text = parts.join('; ');
  return `Sorry, ${text}. Please change your cart and try again.`;
}

export function shortageError(short: StockShortage[], extra: Record<string, unknown> = {}): ConflictError {
  return new ConflictError(shortageMessage(short), { ...extra, stock: short });
}

/** Lines asking for more than their variant's stock (untracked variants never are short). */
export function findShortages(lines: StockLine[], stockOf: (variantId: string) => number | null): StockShortage[] {
  return merged(lines).flatMap((line) => {
    const left = stockOf(line.variant_id);
    return left !== null && left < line.quantity ? [{ variant_id: line.variant_id, name: line.name, requested: line.quantity, left }] : [];
  });
}

type Move = 'taken' | 'untracked' | { left: number } | 'gone';

async function takeOne(line: StockLine): Promise<Move> {
  const taken = await transitionVariant(line.variant_id, { stock: { $gte: line.quantity } }, { $inc: { stock: -line.quantity } });
  if (taken) return 'taken';
  const now = await VariantModel.findById(line.variant_id, { stock: 1 }).lean<{ stock?: number | null }>();
  if (!now) return 'gone';
  if (now.stock === null || now.stock === undefined) return 'untracked';
  return { left: Math.max(0, now.stock) };
}

async function giveBack(line: Pick<StockLine, 'variant_id' | 'quantity'>): Promise<boolean> {
  // Only while still counted: a variant an admin switched to "not tracked" meanwhile stays so.
  const back = await transitionVariant(line.variant_id, { stock: { $ne: null } }, { $inc: { stock: line.quantity } });
  return back !== null;
}

/**
 * Takes the stock of every line, or none: a line asking for more than is left answers 409 `{msg, stock}` naming it
 * and how many are left (`stock`: StockShortage[]), after giving back what the earlier lines took. A variant that
 * no longer exists is left to the caller's pricing (it answers "no longer available"). `refreshShop: false` for a
 * job that takes stock many times over and refreshes the shop's copy once at its end (bumpCatalogueVersion).
 */
export async function takeStock(lines: StockLine[], options: { refreshShop: boolean } = { refreshShop: true }): Promise<void> {
  const taken: StockLine[] = [];
  try {
    for (const line of merged(lines)) {
      const move = await takeOne(line);
      if (move === 'taken') {
        taken.push(line);
      } else if (typeof move === 'object') {
        await Promise.all(taken.map(giveBack));
        taken.length = 0;
        throw shortageError([{ variant_id: line.variant_id, name: line.name, requested: line.quantity, left: move.left }]);
      }
    }
  } catch (err) {
    // A database failure halfway: give back what was taken (best effort; a failed give-back under-sells, never over-sells).
    if (taken.length > 0) await Promise.all(taken.map((line) => giveBack(line).catch(() => false)));
    throw err;
  } finally {
    // The shop shows what is left: its cached catalogue follows the new counts.
    if (taken.length > 0 && options.refreshShop) await bumpCatalogueVersion().catch(() => undefined);
  }
}

/**
 * Puts the lines' stock back (an order cancelled, or one that could not be stored). The caller guarantees once per
 * order. Untracked and deleted variants are skipped.
 */
export async function returnStock(lines: Array<Pick<StockLine, 'variant_id' | 'quantity'> & { name?: string }>): Promise<void> {
  const results = await Promise.all(merged(lines.map((line) => ({ name: '', ...line }))).map(giveBack));
  if (results.some(Boolean)) await bumpCatalogueVersion();
}
