// Money and dates as the store shows them: Indian rupees with two decimals, times in the store's zone.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const STORE_TIME_ZONE = 'Asia/Kolkata';

export function formatRupees(amount: number): string {
  return inr.format(amount);
}

const dateTime = new Intl.DateTimeFormat('en-IN', { timeZone: STORE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { timeZone: STORE_TIME_ZONE, dateStyle: 'medium' });

export function formatDateTime(value: string | Date): string {
  return dateTime.format(typeof value === 'string' ? new Date(value) : value);
}

export function formatDate(value: string | Date): string {
  return dateOnly.format(typeof value === 'string' ? new Date(value) : value);
}
