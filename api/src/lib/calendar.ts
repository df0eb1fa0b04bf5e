/**
 * The store's calendar is Asia/Kolkata (UTC+05:30 all year, no daylight saving), whatever zone the
 * server runs in.
 */
const IST_OFFSET = '+05:30';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of the instant in Hyderabad. */
export function kolkataDay(at: Date): string {
  return dayFormat.format(at);
}

/** The instant a Hyderabad calendar day (YYYY-MM-DD) begins. */
export function startOfKolkataDay(day: string): Date {
  return new Date(`${day}T00:00:00${IST_OFFSET}`);
}

/** The instant the Hyderabad calendar day after `day` begins (exclusive end of `day`). */
export function endOfKolkataDay(day: string): Date {
  return new Date(startOfKolkataDay(day).getTime() + 24 * 60 * 60 * 1000);
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * 24 * 60 * 60 * 1000);
}
