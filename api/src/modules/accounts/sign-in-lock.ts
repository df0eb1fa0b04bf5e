import { forget, spend, waitInWords, type BudgetRule } from '../../lib/budget';
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { redeemCode, sendCode, type OtpDelivery } from './one-time-codes';
import { OtpModel } from './otp-model';

/**
 * Failed sign-ins counted per account, in the database, whatever address they come from: 5 wrong passwords lock an
 * account until 15 minutes pass without another one. Each try takes its place before the password is checked, so
 * thirty addresses guessing at once get five checks between them, not thirty. Unknown phones and usernames are
 * counted the same way, so the answers never tell which accounts exist. A successful sign-in clears the count.
 */
export const SIGN_IN_RULE: BudgetRule = { max: 5, windowMs: 15 * 60_000, slide: true };

export const SIGN_IN_CODE_NEEDED = 'For your safety, signing in with this number now needs the 6-digit code we send to it by SMS. Enter it with your password.';

/** Where a phone's failed sign-ins and its sign-in code are kept (the budget and the code store share the key). */
export const signInCodeKey = (kind: 'customer' | 'partner', phone: string) => `sign-in:${kind}:${phone}`;

export interface PhoneSignIn<T> {
  kind: 'customer' | 'partner';
  /** Normalised (+91…). */
  phone: string;
  /** The 6-digit code from the SMS, once the account asked for one. */
  code?: string;
  /** Checks the password (hashing for unknown phones too) and answers the session's account; throws 401 when wrong. */
  verify: () => Promise<T>;
  /** Whether an account has this phone: only then is a code really sent. */
  exists: () => Promise<boolean>;
  ttlSeconds: number;
  deliver: OtpDelivery;
}

/**
 * Customers and delivery partners. While their phone is locked, a password alone is not checked at all — right or
 * wrong it answers 401 `{codeRequired: true}` and a code is sent (within the code limits: one a minute, five an
 * hour) — so a guesser learns nothing more; the same call with the code and the password signs in. With a code,
 * the code's own five tries bound the guesses: a wrong code or a wrong password uses one up.
 */
export async function signInByPhone<T>(s: PhoneSignIn<T>): Promise<T> {
  const key = signInCodeKey(s.kind, s.phone);
  if (s.code !== undefined) {
    const account = await redeemCode(OtpModel, key, s.code, s.verify);
    await forget(key);
    return account;
  }
  if (!(await spend(key, SIGN_IN_RULE)).taken) {
    let msg = SIGN_IN_CODE_NEEDED;
    try {
      await sendCode(key, s.phone, await s.exists(), s.ttlSeconds, s.deliver);
    } catch (err) {
      // A code sent moments ago is still on its way, or the hour's codes are used up: say which.
      if (!(err instanceof TooManyRequestsError)) throw err;
      msg = err.message;
    }
    throw new UnauthorizedError(msg, { success: false, codeRequired: true });
  }
  const account = await s.verify();
  await forget(key);
  return account;
}

/**
 * Staff have no phone on file: a locked username waits (429 saying how long) and the owners are told through
 * `alert`, once, by the failure that locks it.
 */
export async function signInByUsername<T>(username: string, verify: () => Promise<T>, alert: (until: Date) => Promise<void>): Promise<T> {
  const key = `sign-in:staff:${username}`;
  const spent = await spend(key, SIGN_IN_RULE);
  if (!spent.taken) {
    throw new TooManyRequestsError(`Too many wrong passwords for this account. For its safety, please wait ${waitInWords(spent.resetsAt)} and try again.`, {
      success: false,
    });
  }
  try {
    const account = await verify();
    await forget(key);
    return account;
  } catch (err) {
    if (spent.n === SIGN_IN_RULE.max) await alert(new Date(spent.resetsAt));
    throw err;
  }
}
