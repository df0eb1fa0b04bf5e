/**
 * The time the one-time-code rules read (limits and expiry, modules/accounts/one-time-codes.ts). Defaults to the
 * real clock; tests move it (`jest.spyOn(clock, 'now')`) to let minutes pass without waiting for them.
 */
export const clock = { now: (): number => Date.now() };
