import { randomInt } from 'node:crypto';
import type { Model } from 'mongoose';
import { clock } from '../../lib/clock';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/password';
import { KeyedLock } from '../../lib/state-transition';
import { OtpModel, type OtpState } from './otp-model';

/** The rules of every code sent by SMS (sign-up, password reset, a locked sign-in). */
export const OTP_RULES = {
  /** Wrong codes allowed before the code is burnt. */
  maxAttempts: 5,
  resendIntervalMs: 60_000,
  maxSendsPerHour: 5,
} as const;
const HOUR_MS = 3_600_000;

export const CODE_INVALID = 'That code is not valid or has expired. Please request a new code.';

/** Serialises the requests of one code's key inside this process (limits and attempt counts stay exact). */
const codeLocks = new KeyedLock();

/** Delivers a code; must not block (the answer may not wait for the SMS). */
export type OtpDelivery = (phone: string, code: string) => void;

/**
 * Checks the key's sending limits (one code a minute, five an hour; else 429), then stores a fresh code's hash —
 * through `fields`, which may keep it or not and add fields of its own — with its expiry; answers the code.
 */
export async function issueCode<S extends OtpState>(
  store: Model<S>,
  key: string,
  ttlSeconds: number,
  fields: (codeHash: string) => Record<string, unknown>,
): Promise<string> {
  return codeLocks.run(key, async () => {
    const now = clock.now();
    const state = await store.findById(key).lean<S>();
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
    await store.updateOne(
      { _id: key },
      {
        $set: {
          ...fields(await hashPassword(code)),
          expires_at: new Date(now + ttlSeconds * 1000),
          failed_attempts: 0,
          sent_at: [...recent, new Date(now)],
          last_sent_at: new Date(now),
        },
      },
      { upsert: true },
    );
    // Forget keys nobody asked about for an hour (their codes are long expired, their limits reset).
    await store.deleteMany({ last_sent_at: { $lt: new Date(now - HOUR_MS) } });
    return code;
  });
}

/**
 * A code on the shared code store — `key` is the phone for password resets, `sign-in:<kind>:<phone>` for a locked
 * sign-in. Unknown accounts (`known` false) get the same stored state, limits and timing, but nothing is sent.
 */
export async function sendCode(key: string, phone: string, known: boolean, ttlSeconds: number, deliver: OtpDelivery): Promise<void> {
  const code = await issueCode(OtpModel, key, ttlSeconds, (codeHash) => ({ code_hash: known ? codeHash : null }));
  if (known) deliver(phone, code);
}

/**
 * Checks `code` for `key` and, when it matches, runs `use` with the stored state; the code is burnt once `use`
 * succeeds (one code, one use). Uses of one key queue inside a process; two processes given the same right code at
 * the same moment may both run `use`, so a `use` that must happen once guards itself (a sign-up's account is one
 * per phone by a unique index). A wrong
 * code — and a `use` that fails, e.g. a wrong password with a right sign-in code — counts against the code: at
 * most 5 tries, then it is burnt (429 until a new one is requested). An expired, used or never-sent code, and any
 * code of an unknown account, gets the same "not valid" answer.
 */
export async function redeemCode<S extends OtpState, T>(store: Model<S>, key: string, code: string, use: (state: S) => Promise<T>): Promise<T> {
  return codeLocks.run(key, async () => {
    const state = await store.findById(key).lean<S>();
    if (!state || !state.expires_at || state.expires_at.getTime() <= clock.now()) throw new BadRequestError(CODE_INVALID);
    if (state.failed_attempts >= OTP_RULES.maxAttempts) {
      throw new TooManyRequestsError('Too many wrong codes. Please request a new code.');
    }
    const countTry = () => store.updateOne({ _id: key }, { $inc: { failed_attempts: 1 } });
    // A state without a code is checked against a hash that matches nothing, so the timing is the same.
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
      result = await use(state);
    } catch (err) {
      await countTry();
      throw err;
    }
    await store.updateOne({ _id: key, code_hash: state.code_hash }, { $set: { code_hash: null, expires_at: null } });
    return result;
  });
}
