/** A period of the store's reports (the Overview's chart, the day's payments): Hyderabad days (YYYY-MM-DD), both inclusive. */
export interface Period {
  from: string;
  to: string;
}

/** The longest period the API charts (a year with its leap day). */
export const MAX_PERIOD_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
// The store's calendar is Hyderabad's, whatever zone the admin's computer is set to.
const kolkataDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The last `days` Hyderabad days, today included. */
export function lastDays(days: number, now: Date): Period {
  const to = kolkataDay.format(now);
  const from = new Date((dayNumber(to) - days + 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** What is wrong with a custom period, in the words shown under it, or null when the report can ask for it. */
export function periodProblem({ from, to }: Period, maxDays = MAX_PERIOD_DAYS): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return 'Choose both a start and an end date.';
  if (from > to) return 'The start date is after the end date.';
  if (dayNumber(to) - dayNumber(from) + 1 > maxDays) return `Choose a period of at most ${maxDays} days.`;
  return null;
}

/** The Hyderabad month before the current one, as YYYY-MM (the month an accountant files). */
export function lastMonth(now: Date): string {
  const [year, month] = lastDays(1, now).to.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The Hyderabad day after today (YYYY-MM-DD): the next delivery day. */
export function storeTomorrow(now: Date): string {
  return new Date((dayNumber(lastDays(1, now).to) + 1) * DAY_MS).toISOString().slice(0, 10);
}
