import { randomInt } from 'node:crypto';
import type { Model } from 'mongoose';
import { clock } from '../../lib/clock';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/password';
import { KeyedLock } from '../../lib/state-transition';
import type { OtpState } from './otp-model';

/** The rules of every code sent by SMS (password reset and sign-up alike). */
export const OTP_RULES = {
  /** Wrong codes allowed before the code is burnt. */
  maxAttempts: 5,
  resendIntervalMs: 60_000,
  maxSendsPerHour: 5,
} as const;
const HOUR_MS = 3_600_000;

export const CODE_INVALID = 'That code is not valid or has expired. Please request a new code.';

/** Serialises the code requests of one phone number inside this process (limits and attempt counts stay exact). */
export const phoneLocks = new KeyedLock();

/** Delivers a code; must not block (the answer may not wait for the SMS). */
export type OtpDelivery = (phone: string, code: string) => void;

/**
 * Checks the number's sending limits (one code a minute, five an hour), then stores a fresh code's hash — through
 * `fields`, which may keep it or not and add fields of its own — with its expiry; answers the code. Run it inside
 * `phoneLocks.run(phone, …)`.
 */
export async function issueCode<S extends OtpState>(
  store: Model<S>,
  phone: string,
  ttlSeconds: number,
  fields: (codeHash: string) => Record<string, unknown>,
): Promise<string> {
  const now = clock.now();
  const state = await store.findById(phone).lean<S>();
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
    { _id: phone },
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
  // Forget numbers nobody asked about for an hour (their codes are long expired, their limits reset).
  await store.deleteMany({ last_sent_at: { $lt: new Date(now - HOUR_MS) } });
  return code;
}

/**
 * Uses the number's code: a wrong one counts against it (at most 5 tries per code, then it is burnt → 429 until a new
 * one is requested); an expired, used or never-sent code gets the same "not valid" answer. On success the code is
 * burnt (one code, one use; conditional on the hash read, so of two uses at once only one succeeds) and the state as
 * it was is answered. Run it inside `phoneLocks.run(phone, …)`.
 */
export async function useCode<S extends OtpState>(store: Model<S>, phone: string, code: string): Promise<S> {
  const state = await store.findById(phone).lean<S>();
  if (!state || !state.expires_at || state.expires_at.getTime() <= clock.now()) throw new BadRequestError(CODE_INVALID);
  if (state.failed_attempts >= OTP_RULES.maxAttempts) {
    throw new TooManyRequestsError('Too many wrong codes. Please request a new code.');
  }
  // A state without a code is checked against a hash that matches nothing, so the timing is the same.
  const matches = await verifyPassword(code, state.code_hash ?? DUMMY_PASSWORD_HASH);
  if (!matches) {
    const failed = state.failed_attempts + 1;
    await store.updateOne({ _id: phone }, { $set: { failed_attempts: failed } });
    const left = OTP_RULES.maxAttempts - failed;
    throw new BadRequestError(
      left > 0
        ? `That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'That code is not correct, and no tries are left. Please request a new code.',
    );
  }
  const burnt = await store.updateOne({ _id: phone, code_hash: state.code_hash }, { $set: { code_hash: null, expires_at: null } });
  if (burnt.modifiedCount !== 1) throw new BadRequestError(CODE_INVALID);
  return state;
}
