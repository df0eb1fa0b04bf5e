import { clock } from '../../lib/clock';

/**
 * The time the subscriptions module decides by (cut-offs, the run at each cut-off): the API's clock plus an offset
 * that only the end-to-end stack's test route moves (routes.ts, SUBSCRIPTION_TEST_CLOCK), so a journey can pass a
 * cut-off without moving the clock of every other journey sharing the API process. 0 everywhere else.
 */
let offsetMs = 0;

export function subscriptionNow(): Date {
  return new Date(clock.now() + offsetMs);
}

export function setSubscriptionClockOffset(ms: number): void {
  offsetMs = ms;
}
