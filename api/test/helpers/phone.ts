let issued = 0;

/**
 * A valid Indian mobile number (10 digits, the first 6–9) that no other call in this run gives: a 6, this process's
 * id (5 digits) and a count of the numbers it gave (4 digits). Test processes running side by side have different
 * ids, and every run starts on a fresh database and SMS stand-in. Used by the API tests and the browser tests.
 */
export function freshPhone(): string {
  issued += 1;
  if (issued > 9999) throw new Error('freshPhone: over 9,999 numbers in one process would repeat one');
  return `6${String(process.pid % 100_000).padStart(5, '0')}${String(issued).padStart(4, '0')}`;
}
