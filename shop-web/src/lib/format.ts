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
