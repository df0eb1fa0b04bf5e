import { BadRequestError } from '../../lib/errors';

/** The longest period the orders-per-day chart covers: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * Checks a chart period (YYYY-MM-DD days, both inclusive) and answers every day in it, oldest first.
 * Both ends or neither: one alone is refused rather than guessed.
 */
export function daysOfRange(from: string | undefined, to: string | undefined): string[] | null {
  if (from === undefined && to === undefined) return null;
  if (from === undefined || to === undefined) throw new BadRequestError('Give both a start date (from) and an end date (to).');
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (first > last) throw new BadRequestError('The start date is after the end date.');
  if (last - first + 1 > MAX_RANGE_DAYS) throw new BadRequestError(`Choose a period of at most ${MAX_RANGE_DAYS} days.`);
  return Array.from({ length: last - first + 1 }, (_, i) => new Date((first + i) * DAY_MS).toISOString().slice(0, 10));
}

/** The day counts of a period, a day without orders as zeros (so the chart shows quiet days). */
export function fillDays<T extends { date: string }>(days: string[], counted: T[], empty: (date: string) => T): T[] {
  const byDate = new Map(counted.map((entry) => [entry.date, entry]));
  return days.map((date) => byDate.get(date) ?? empty(date));
}
