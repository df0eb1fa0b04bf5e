import { randomInt } from 'node:crypto';
import { clock } from '../../lib/clock';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/password';
import { requireIndianPhone } from '../../lib/phone';
import { KeyedLock } from '../../lib/state-transition';
import { OtpModel, type OtpState } from './otp-model';
import { customerExists, setCustomerPassword } from './service';

export const OTP_RULES = {
  /** Wrong codes allowed before the code is burnt. */
  maxAttempts: 5,
  resendIntervalMs: 60_000,
  maxSendsPerHour: 5,
} as const;
const HOUR_MS = 3_600_000;

export const OTP_SENT_MSG = 'If an account exists for this number, we have sent a 6-digit code to it by SMS.';
export const PASSWORD_RESET_MSG = 'Your password has been reset.';
const CODE_INVALID = 'That code is not valid or has expired. Please request a new code.';

/** Serialises the requests of one code's key inside this process (limits and attempt counts stay exact). */
const codeLocks = new KeyedLock();

/** Delivers a code to a phone that has an account; must not block (the answer may not wait for the SMS). */
export type OtpDelivery = (phone: string, code: string) => void;

/**
 * Sends a new 6-digit code for `key` — the phone itself for password resets, `sign-in:<kind>:<phone>` for the codes
 * a locked sign-in needs — with the sending limits of that key (one a minute, five an hour; else 429). Unknown
 * accounts (`known` false) get the same stored state, limits and timing, but nothing is sent.
 */
export async function issueCode(key: string, phone: string, known: boolean, ttlSeconds: number, deliver: OtpDelivery): Promise<void> {
  return codeLocks.run(key, async () => {
    const now = clock.now();
    const state = await OtpModel.findById(key).lean<OtpState>();
    const recent = (state?.sent_at ?? []).filter((t) => now - t.getTime() < HOUR_MS);
    const last = recent.at(-1);
    if (last && now - last.getTime() < OTP_RULES.resendIntervalMs) {
      const wait = Math.ceil((OTP_RULES.resendIntervalMs - (now - last.getTime())) / 1000);
      throw new TooManyRequestsError(`A code was sent moments ago. Please wait ${wait} seconds before asking for another.`);
    }
    if (recent.length >= OTP_RULES.maxSendsPerHour) {
      throw new TooManyRequestsError('Too many codes were requested for this number. Please try again in an hour.');
    }

    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const codeHash = await hashPassword(code);
    await OtpModel.updateOne(
      { _id: key },
      {
        $set: {
          code_hash: known ? codeHash : null,
          expires_at: new Date(now + ttlSeconds * 1000),
          failed_attempts: 0,
          sent_at: [...recent, new Date(now)],
          last_sent_at: new Date(now),
        },
      },
      { upsert: true },
    );
    // Forget keys nobody asked about for an hour (their codes are long expired, their limits reset).
    await OtpModel.deleteMany({ last_sent_at: { $lt: new Date(now - HOUR_MS) } });
    if (known) deliver(phone, code);
  });
}

/**
 * Checks `code` for `key` and, when it matches, runs `use`; the code is burnt once `use` succeeds (one code, one
 * use). A wrong code — and a `use` that fails, e.g. a wrong password with a right sign-in code — counts against
 * the code: at most 5 tries, then it is burnt. An expired, used or never-sent code, and any code of an unknown
 * account, gets the same "not valid" answer.
 */
export async function redeemCode<T>(key: string, code: string, use: () => Promise<T>): Promise<T> {
  return codeLocks.run(key, async () => {
    const state = await OtpModel.findById(key).lean<OtpState>();
    if (!state || !state.expires_at || state.expires_at.getTime() <= clock.now()) throw new BadRequestError(CODE_INVALID);
    if (state.failed_attempts >= OTP_RULES.maxAttempts) {
      throw new TooManyRequestsError('Too many wrong codes. Please request a new code.');
    }
    const countTry = () => OtpModel.updateOne({ _id: key }, { $inc: { failed_attempts: 1 } });
    // Unknown accounts have no hash; they are checked against one that matches nothing, so the timing is the same.
    if (!(await verifyPassword(code, state.code_hash ?? DUMMY_PASSWORD_HASH))) {
      await countTry();
      const left = OTP_RULES.maxAttempts - state.failed_attempts - 1;
      throw new BadRequestError(
        left > 0
          ? `That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : 'That code is not correct, and no tries are left. Please request a new code.',
      );
    }
    let result: T;
    try {
      result = await use();
    } catch (err) {
      await countTry();
      throw err;
    }
    await OtpModel.updateOne({ _id: key }, { $set: { code_hash: null, expires_at: null } });
    return result;
  });
}

/**
 * Starts a password reset. Answers the same for known and unknown numbers (no account enumeration): both get a
 * stored state, the same limits and the same message; only a number with an account is sent a code.
 */
export async function requestPasswordReset(phoneInput: string, ttlSeconds: number, deliver: OtpDelivery): Promise<string> {
  const phone = requireIndianPhone(phoneInput);
  await issueCode(phone, phone, await customerExists(phone), ttlSeconds, deliver);
  return OTP_SENT_MSG;
}

/** Finishes a password reset with the code (see redeemCode for wrong, expired and used codes). */
export async function resetPasswordWithCode(phoneInput: string, code: string, newPassword: string): Promise<string> {
  const phone = requireIndianPhone(phoneInput);
  await redeemCode(phone, code, async () => {
    if (!(await setCustomerPassword(phone, newPassword))) throw new BadRequestError(CODE_INVALID);
  });
  return PASSWORD_RESET_MSG;
}
