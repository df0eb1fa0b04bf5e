import { Schema, model } from 'mongoose';

/**
 * One-time-code state per key: the normalised phone for password resets, `sign-in:<kind>:<phone>` for the codes a
 * locked sign-in needs (modules/accounts/sign-in-lock.ts). One document per key. Kept for unknown numbers too, so limits and answers are the same for every number.
 * Expiry is an `expires_at` check (no TTL indexes on the embedded database); stale documents are
 * removed when new codes are requested.
 */
const otpSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** scrypt hash of the current code; null when there is no usable code (unknown number, used or burnt). */
    code_hash: { type: String, default: null },
    expires_at: { type: Date, default: null },
    failed_attempts: { type: Number, required: true, default: 0 },
    /** When codes were sent during the last hour (for the 1-a-minute and 5-an-hour limits). */
    sent_at: { type: [Date], default: [] },
    last_sent_at: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export interface OtpState {
  _id: string;
  code_hash: string | null;
  expires_at: Date | null;
  failed_attempts: number;
  sent_at: Date[];
  last_sent_at: Date;
}
export const OtpModel = model('PasswordResetOtp', otpSchema, 'password_reset_otps');
