import { CASH_NOTE_MAX } from '@farm-store/contracts/delivery';
import { BadRequestError } from '../../lib/errors';

/** What the partner says they collected at the door: `collectedPaise` absent means exactly the amount due. */
export interface CashReport {
  collectedPaise?: number;
  note?: string;
}

/** How far above the amount due a report may go before it is taken for a typing slip (an extra zero or two). */
const MAX_TIMES_DUE = 10;
export const CASH_NOTE_MIN = 3;

/**
 * The cash to store on a delivered order, checked against the amount due (integer paise): whole paise,
 * 0 to 10× the amount due, and a note of 3–300 characters whenever it differs from the amount due.
 * A report without an amount is an older app's "collected exactly the amount due" (docs/business-rules.md "Orders: states and who moves them").
 */
export function checkCashCollected(duePaise: number, report: CashReport = {}) {
  const collected = report.collectedPaise ?? duePaise;
  if (!Number.isInteger(collected) || collected < 0) {
    throw new BadRequestError('The cash collected must be a whole number of paise, 0 or more.');
  }
  if (duePaise === 0 && collected > 0) throw new BadRequestError('This order is already paid: there is no cash to collect.');
  if (collected > duePaise * MAX_TIMES_DUE) {
    throw new BadRequestError(`The cash collected cannot be more than ${MAX_TIMES_DUE} times the amount due. Please check the amount.`);
  }
  const note = report.note?.trim() || null;
  if (note !== null && (note.length < CASH_NOTE_MIN || note.length > CASH_NOTE_MAX)) {
    throw new BadRequestError(`The note must be ${CASH_NOTE_MIN} to ${CASH_NOTE_MAX} characters long.`);
  }
  if (collected !== duePaise && note === null) {
    throw new BadRequestError('The cash collected differs from the amount due: please add a note saying why.');
  }
  return { cash_collected_paise: collected, cash_note: note };
}
