import { randomBytes } from 'node:crypto';

/**
 * Claim tokens for rows that reserve something while one request works on it (an order's Idempotency-Key, a
 * customer's first-order hold). A request removes its row when it is done; when the database hung at that moment
 * it cannot, and the row stays. The token names this process and the process remembers which of its tokens are
 * still in use, so another request here can tell at once that such a row is left over (and take it over) instead
 * of waiting for it to grow stale. Rows of other processes still go by age.
 */
const PROCESS = randomBytes(6).toString('hex');
const open = new Set<string>();

/** A new token, in use until closeClaim(). */
export function openClaim(): string {
  const token = `${PROCESS}:${randomBytes(8).toString('hex')}`;
  open.add(token);
  return token;
}

/** The request holding the token has finished, whether or not it could remove its row. */
export function closeClaim(token: string): void {
  open.delete(token);
}

/** True for a token of this process whose request has finished: nobody is working on its row any more. */
export function isAbandonedClaim(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.startsWith(`${PROCESS}:`) && !open.has(token);
}
