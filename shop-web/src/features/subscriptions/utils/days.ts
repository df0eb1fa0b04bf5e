import type { Subscription } from '../api/get-subscriptions';

// Store calendar days, 'YYYY-MM-DD' as the API writes them, counted without the device's time zone.

const DAY_MS = 24 * 60 * 60 * 1000;
const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The day `n` days after `day`. */
export const addDays = (day: string, n: number) => new Date(toMs(day) + n * DAY_MS).toISOString().slice(0, 10);

/** 0 (Sunday) to 6 (Saturday). */
export const weekdayOf = (day: string) => new Date(toMs(day)).getUTCDay();

/** "Pause next week": the first Monday on or after the first open day, to the Sunday after it. */
export function nextWeek(firstOpen: string): { from: string; to: string } {
  const from = addDays(firstOpen, (8 - weekdayOf(firstOpen)) % 7);
  return { from, to: addDays(from, 6) };
}

/** Monday first, as a week is read in India. */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** A day of the week's short name in the shopper's language ("Mon", "సోమ"). */
export const weekdayName = (weekday: number, locale: string) =>
  // 4 January 1970 was a Sunday.
  new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date((3 + weekday) * DAY_MS));

/** The schedule in words: "Daily", "Alternate days", "Mon, Wed, Fri". */
export function scheduleText(schedule: Subscription['schedule'], locale: string, t: (key: string) => string): string {
  if (schedule.kind === 'daily') return t('subscriptions.schedule.daily');
  if (schedule.kind === 'alternate') return t('subscriptions.schedule.alternate');
  const days = schedule.weekdays ?? [];
  return WEEK.filter((d) => days.includes(d))
    .map((d) => weekdayName(d, locale))
    .join(', ');
}
