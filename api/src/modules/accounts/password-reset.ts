import { BadRequestError } from '../../lib/errors';
import { requireIndianPhone } from '../../lib/phone';
import { CODE_INVALID, issueCode, phoneLocks, useCode, type OtpDelivery } from './one-time-codes';
import { OtpModel } from './otp-model';
import { customerExists, setCustomerPassword } from './service';

export const OTP_SENT_MSG = 'If an account exists for this number, we have sent a 6-digit code to it by SMS.';
export const PASSWORD_RESET_MSG = 'Your password has been reset.';

/**
 * Starts a password reset. Answers the same for known and unknown numbers (no account enumeration):
 * both get a stored state, the same limits and the same message, and a code is hashed either way so the
 * timing matches; only a number with an account is actually sent a code (through `deliver`, which must
 * not block the answer).
 */
export async function requestPasswordReset(phoneInput: string, ttlSeconds: number, deliver: OtpDelivery): Promise<string> {
  const phone = requireIndianPhone(phoneInput);
  return phoneLocks.run(phone, async () => {
    const known = await customerExists(phone);
    const code = await issueCode(OtpModel, phone, ttlSeconds, (codeHash) => ({ code_hash: known ? codeHash : null }));
    if (known) deliver(phone, code);
    return OTP_SENT_MSG;
  });
}

/**
 * Finishes a password reset with the code (see `useCode` for wrong, burnt and expired codes; any code for an
 * unknown number is "not valid"). The code came by SMS, so the reset proves the phone too.
 */
export async function resetPasswordWithCode(phoneInput: string, code: string, newPassword: string): Promise<string> {
  const phone = requireIndianPhone(phoneInput);
  return phoneLocks.run(phone, async () => {
    await useCode(OtpModel, phone, code);
    if (!(await setCustomerPassword(phone, newPassword))) throw new BadRequestError(CODE_INVALID);
    return PASSWORD_RESET_MSG;
  });
}
