import { BadRequestError } from '../../lib/errors';
import { requireIndianPhone } from '../../lib/phone';
import { CODE_INVALID, redeemCode, sendCode, type OtpDelivery } from './one-time-codes';
import { OtpModel } from './otp-model';
import { customerExists, setCustomerPassword } from './service';

export const OTP_SENT_MSG = 'If an account exists for this number, we have sent a 6-digit code to it by SMS.';
export const PASSWORD_RESET_MSG = 'Your password has been reset.';

/**
 * Starts a password reset. Answers the same for known and unknown numbers (no account enumeration): both get a
 * stored state, the same limits and the same message; only a number with an account is sent a code.
 */
export async function requestPasswordReset(phoneInput: string, ttlSeconds: number, deliver: OtpDelivery): Promise<string> {
  const phone = requireIndianPhone(phoneInput);
  await sendCode(phone, phone, await customerExists(phone), ttlSeconds, deliver);
  return OTP_SENT_MSG;
}

/**
 * Finishes a password reset with the code (see redeemCode for wrong, expired and used codes; any code for an
 * unknown number is "not valid"). The code came by SMS, so the reset proves the phone too.
 */
export async function resetPasswordWithCode(phoneInput: string, code: string, newPassword: string): Promise<string> {
  const phone = requireIndianPhone(phoneInput);
  await redeemCode(OtpModel, phone, code, async () => {
    if (!(await setCustomerPassword(phone, newPassword))) throw new BadRequestError(CODE_INVALID);
  });
  return PASSWORD_RESET_MSG;
}
