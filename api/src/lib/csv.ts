/** CSV files for the store's books, as spreadsheets open them (the orders and payments exports). */

const istFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-01-10 14:05" in Hyderabad time. */
export function istDateTime(at: Date): string {
  const parts = Object.fromEntries(istFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * One CSV cell. Text a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return
 * before one) gets a leading apostrophe, but for a negative number; cells with a comma, quote or line break are quoted.
 */
export function csvCell(value: string): string {
  // A number ("-25.00", a credit note's amount) is no formula: it stays a number the spreadsheet can add up.
  const text = /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a header line, then the rows (a byte-order mark so Excel reads ₹ and Telugu). */
export function csvFile(header: readonly string[], rows: readonly string[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
