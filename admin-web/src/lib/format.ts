/** The store's clock: staff read every time in Hyderabad time. */
const STORE_ZONE = 'Asia/Kolkata';

/** A date in the store's calendar, e.g. "22 Nov 2026" (or "22 Nov 26" where columns are tight). */
export const formatDate = (iso: string, year: 'numeric' | '2-digit' = 'numeric') =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year, timeZone: STORE_ZONE });

/** A moment in Hyderabad time whatever the device's zone, e.g. "22 Nov 2026, 10:30 am". */
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: STORE_ZONE });

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupees in a sentence, as the kit's Price shows them: "₹1,700.00". */
export const formatRupees = (amount: number) => rupees.format(amount);

/** Rupees typed ("450", "449.50", "1,200") as a number, or null when it is not an amount with at most two decimals. */
export function parseRupees(text: string): number | null {
  const plain = text.replace(/[,\s₹]/g, '');
  return /^\d{1,7}(\.\d{1,2})?$/.test(plain) ? Number(plain) : null;
}

const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/**
 * The avatar letter of a name: its first grapheme cluster, so an emoji, a flag or a Telugu consonant with its
 * vowel sign stays whole (a UTF-16 `charAt(0)` would cut it in half); '?' for a blank name.
 */
export function initials(name: string): string {
  const trimmed = name.trim();
  const first = graphemes ? graphemes.segment(trimmed)[Symbol.iterator]().next().value?.segment : Array.from(trimmed)[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** Delivery slots are Hyderabad times, so they are written in its zone whatever the device's. */
const storeDay = new Intl.DateTimeFormat('en-IN', { timeZone: STORE_ZONE, weekday: 'short', day: 'numeric', month: 'short' });
const storeClock = new Intl.DateTimeFormat('en-IN', { timeZone: STORE_ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });

/** "Sat 30 Nov": a moment's day in Hyderabad (parts joined by hand: en-IN puts a comma after the weekday on some engines). */
function dayOf(date: Date): string {
  const part = (type: string) => storeDay.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** A Hyderabad calendar day (YYYY-MM-DD) written "Sat 30 Nov". */
export const formatStoreDay = (day: string) => dayOf(new Date(`${day}T00:00:00+05:30`));

/** A moment's Hyderabad clock as 12-hour parts: "7" or "7:30", and "am" / "pm". */
function clockOf(date: Date) {
  const parts = storeClock.formatToParts(date);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return { time: minute === '00' ? String(twelve) : `${twelve}:${minute}`, half: hour < 12 ? 'am' : 'pm' };
}

/** A moment's Hyderabad clock: "4:35 pm" (e.g. when an order's payment window closes). */
export function formatStoreTime(iso: string): string {
  const { time, half } = clockOf(new Date(iso));
  return `${time} ${half}`;
}

/** A slot's hours in Hyderabad: "7–9 am", "11 am–1 pm". */
export function formatSlotHours({ starts_at, ends_at }: { starts_at: string; ends_at: string }): string {
  const start = clockOf(new Date(starts_at));
  const end = clockOf(new Date(ends_at));
  return start.half === end.half ? `${start.time}–${end.time} ${end.half}` : `${start.time} ${start.half}–${end.time} ${end.half}`;
}

/** A delivery slot as the customer's SMS words it: "Sat 30 Nov, 7–9 am" (Hyderabad time). */
export const formatSlot = (slot: { starts_at: string; ends_at: string }) => `${dayOf(new Date(slot.starts_at))}, ${formatSlotHours(slot)}`;
