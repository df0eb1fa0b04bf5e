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

export function formatRupees(amount: number, locale = 'en-IN', { whole = false } = {}): string {
  const digits = whole ? 0 : 2;
  return formatter(
    `money ${locale} ${digits}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(amount);
}

/** Kilograms from grams as a number, "1.04" (up to three decimals). */
export function formatKgNumber(grams: number, locale = 'en-IN'): string {
  return formatter(`kg ${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })).format(grams / 1000);
}

/** A weight in kilograms from grams, "1.04 kg". */
export const formatKg = (grams: number, locale = 'en-IN') => `${formatKgNumber(grams, locale)} kg`;

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

/** The Hyderabad calendar day of an instant, YYYY-MM-DD (the day slots and dispatch dates are counted in). */
export function storeDay(value: string | Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return formatter('day key', () => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })).format(
    asDayOrDate(value),
  );
}

/** A day as a slot or a dispatch date names it: "Sat 30 Nov" (a YYYY-MM-DD day, or an instant's Hyderabad day). */
export function formatDay(value: string | Date, locale = 'en-IN'): string {
  const parts = formatter(
    `day ${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: STORE_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' }),
  ).formatToParts(asDayOrDate(value));
  // "Sat, 30 Nov" reads as a list beside the slot's hours: one space instead of the comma.
  return parts
    .map((part) => (part.type === 'literal' ? part.value.replace(/,\s*/, ' ') : part.value))
    .join('')
    .trim();
}

/** Hyderabad keeps UTC+05:30 all year (no daylight saving), so its hours start 330 minutes after UTC's. */
const onTheHour = (date: Date) => (Math.floor(date.getTime() / 60_000) + 330) % 60 === 0;

/** A slot's hours, "7–9 am"; minutes only when a time is not on the hour ("7:30–9:00 am"). */
export function formatTimeRange(start: string | Date, end: string | Date, locale = 'en-IN'): string {
  const from = asDate(start);
  const to = asDate(end);
  const minutes = !onTheHour(from) || !onTheHour(to);
  return formatter(
    `hours ${minutes} ${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: STORE_TIME_ZONE, hour: 'numeric', ...(minutes ? { minute: '2-digit' } : {}) }),
  ).formatRange(from, to);
}

/** A delivery slot, "Sat 30 Nov, 7–9 am", in Hyderabad time whatever the device's zone. */
export function formatSlot(slot: { starts_at: string; ends_at: string }, locale = 'en-IN'): string {
  return `${formatDay(slot.starts_at, locale)}, ${formatTimeRange(slot.starts_at, slot.ends_at, locale)}`;
}

/** A time of day in Hyderabad, "4:35 pm" (when an order awaiting payment is kept until). */
export function formatTime(value: string | Date, locale = 'en-IN'): string {
  return formatter(`time ${locale}`, () => new Intl.DateTimeFormat(locale, { timeZone: STORE_TIME_ZONE, hour: 'numeric', minute: '2-digit' })).format(
    asDate(value),
  );
}

/** A day of the month in Hyderabad, "28 Nov" (when a refund was completed). */
export function formatShortDate(value: string | Date, locale = 'en-IN'): string {
  return formatter(`short date ${locale}`, () => new Intl.DateTimeFormat(locale, { timeZone: STORE_TIME_ZONE, day: 'numeric', month: 'short' })).format(
    asDate(value),
  );
}
