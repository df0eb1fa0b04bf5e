/**
 * Money is integer paise inside the server and rupees (at most two decimals) on the wire.
 * These two functions are the only crossing points.
 */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError('amount must be a finite number');
  return Math.round(rupees * 100);
}

export function toRupees(paise: number): number {
  return paise / 100;
}

/** True when a rupee amount has at most two decimals (12.5 and 12.50 yes, 12.505 no). */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}
