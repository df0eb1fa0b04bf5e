import { hashPassword } from '../../lib/password';
import { requireIndianPhone } from '../../lib/phone';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { CODE_INVALID, issueCode, phoneLocks, useCode, type OtpDelivery } from './one-time-codes';
import { PendingSignUpModel } from './otp-model';
import { ACCOUNT_EXISTS, createProvenCustomer, customerExists, type UserView } from './service';

export const SIGN_UP_CODE_SENT = 'We have sent a 6-digit code to your phone by SMS. Enter it to finish signing up.';

/**
 * Starts a sign-up: a phone with an account is refused (nothing is sent); otherwise the name and the password's hash
 * are kept with a fresh code (the code limits of every SMS code apply) and the code is sent. No account exists until
 * the code is confirmed, so nobody can take a number they cannot read the texts of. A new request replaces the
 * pending one: only the newest code works, with the newest name and password.
 */
export async function requestSignUp(input: { name: string; phone: string; password: string }, ttlSeconds: number, deliver: OtpDelivery): Promise<string> {
  const phone = requireIndianPhone(input.phone);
  const name = input.name.trim();
  const password_hash = await hashPassword(input.password);
  return phoneLocks.run(phone, async () => {
    if (await customerExists(phone)) throw new ConflictError(ACCOUNT_EXISTS);
    const code = await issueCode(PendingSignUpModel, phone, ttlSeconds, (code_hash) => ({ code_hash, name, password_hash }));
    deliver(phone, code);
    return SIGN_UP_CODE_SENT;
  });
}

/**
 * Confirms a sign-up with its code and creates the account, its phone proven. Wrong, burnt and expired codes are
 * answered as a password reset's are; of two confirmations at once only one creates the account (the code is burnt
 * once, and the phone's unique index refuses a second account).
 */
export async function confirmSignUp(phoneInput: string, code: string): Promise<UserView> {
  const phone = requireIndianPhone(phoneInput);
  return phoneLocks.run(phone, async () => {
    const { name, password_hash } = await useCode(PendingSignUpModel, phone, code);
    if (!name || !password_hash) throw new BadRequestError(CODE_INVALID);
    // The password's hash is not kept once the account holds it (the sending limits stay with the number).
    await PendingSignUpModel.updateOne({ _id: phone }, { $set: { name: null, password_hash: null } });
    return createProvenCustomer({ name, phone, password_hash });
  });
}
