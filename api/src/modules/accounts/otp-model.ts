import { Schema, model } from 'mongoose';

/**
 * One-time-code state per key: the normalised phone for password resets and sign-ups, `sign-in:<kind>:<phone>` for
 * the codes a locked sign-in needs (modules/accounts/sign-in-lock.ts); one document per key and purpose.
 * Expiry is an `expires_at` check (no TTL indexes on the embedded database); stale documents are
 * removed when new codes are requested.
 */
const codeFields = {
  _id: { type: String, required: true },
  /** scrypt hash of the current code; null when there is no usable code (unknown number, used or burnt). */
  code_hash: { type: String, default: null },
  expires_at: { type: Date, default: null },
  failed_attempts: { type: Number, required: true, default: 0 },
  /** When codes were sent during the last hour (for the 1-a-minute and 5-an-hour limits). */
  sent_at: { type: [Date], default: [] },
  last_sent_at: { type: Date, required: true, index: true },
};

export interface OtpState {
  _id: string;
  code_hash: string | null;
  expires_at: Date | null;
  failed_attempts: number;
  sent_at: Date[];
  last_sent_at: Date;
}

/** Password-reset codes. Kept for unknown numbers too, so limits and answers are the same for every number. */
export const OtpModel = model<OtpState>('PasswordResetOtp', new Schema(codeFields, { versionKey: false }), 'password_reset_otps');

/**
 * A sign-up waiting for its phone to be proven: what the account will be made of (never the plain password),
 * kept until the code is confirmed or expires.
 */
export interface PendingSignUp extends OtpState {
  name: string | null;
  password_hash: string | null;
  /** sha256 of the token answered to the browser that started it: only that browser can finish it. */
  token_hash: string | null;
}
export const PendingSignUpModel = model<PendingSignUp>(
  'PendingSignUp',
  new Schema(
    { ...codeFields, name: { type: String, default: null }, password_hash: { type: String, default: null }, token_hash: { type: String, default: null } },
    { versionKey: false },
  ),
  'pending_sign_ups',
);
