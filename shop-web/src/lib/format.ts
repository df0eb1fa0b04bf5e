// Money and dates as the store shows them: Indian rupees with two decimals, times in the store's zone,
// in the customer's language ('en-IN' or 'te-IN').
export const STORE_TIME_ZONE = 'Asia/Kolkata';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) cache.set(key, (found = make()));
  return found;
}

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

export function formatRupees(amount: number, locale = 'en-IN'): string {
  return formatter(
    `money ${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(amount);
}

export function formatDateTime(value: string | Date, locale = 'en-IN'): string {
  return formatter(`datetime ${locale}`, () => new Intl.DateTimeFormat(locale, { timeZone: STORE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' })).format(
    asDate(value),
  );
}

export function formatDate(value: string | Date, locale = 'en-IN'): string {
  return formatter(`date ${locale}`, () => new Intl.DateTimeFormat(locale, { timeZone: STORE_TIME_ZONE, dateStyle: 'medium' })).format(asDate(value));
}

/** A Hyderabad calendar day (YYYY-MM-DD, as the API sends delivery dates) is read as noon there; instants as they are. */
const asDayOrDate = (value: string | Date) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : asDate(value);

/** The Hyderabad calendar day of an instant, YYYY-MM-DD (to tell today and tomorrow from later days). */
export function storeDay(value: string | Date): string {
  return formatter('day key', () => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })).format(
    asDayOrDate(value),
  );
}

/** "Mon, 30 Nov": a delivery day, short. */
export function formatShortDay(value: string | Date, locale = 'en-IN'): string {
  return formatter(
    `short day ${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: STORE_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' }),
  ).format(asDayOrDate(value));
}

/** "7–9 am", "5:30–7:30 pm": a delivery slot's hours in Hyderabad, minutes only when they are not :00. */
export function formatHours(start: string | Date, end: string | Date, locale = 'en-IN'): string {
  const [from, to] = [asDate(start), asDate(end)];
  // India keeps one offset all year (UTC+5:30), so whole Hyderabad hours are instants 30 minutes past a UTC hour.
  const onTheHour = [from, to].every((date) => (date.getTime() / 60_000 + 330) % 60 === 0);
  const key = `hours ${locale} ${onTheHour}`;
  return formatter(
    key,
    () => new Intl.DateTimeFormat(locale, { timeZone: STORE_TIME_ZONE, hour: 'numeric', ...(onTheHour ? {} : { minute: '2-digit' }), hour12: true }),
  ).formatRange(from, to);
}
