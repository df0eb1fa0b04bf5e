import { createHash, randomBytes } from 'node:crypto';
import type { Static } from 'typebox';
import type { UserSchema } from '@farm-store/contracts/accounts';
import { hashPassword } from '../../lib/password';
import { requireIndianPhone } from '../../lib/phone';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { CODE_INVALID, issueCode, redeemCode, type OtpDelivery } from './one-time-codes';
import { PendingSignUpModel } from './otp-model';
import { ACCOUNT_EXISTS, createProvenCustomer, customerExists } from './service';

export const SIGN_UP_CODE_SENT = 'We have sent a 6-digit code to your phone by SMS. Enter it to finish signing up.';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Starts a sign-up: a phone with an account is refused (nothing is sent); otherwise the name and the password's hash
 * are kept with a fresh code (the code limits of every SMS code apply) and the code is sent. No account exists until
 * the code is confirmed, so nobody can take a number they cannot read the texts of. A new request replaces the
 * pending one: only the newest code works, and only with the token answered to the browser that asked for it — so a
 * stranger who starts a sign-up for someone's number cannot have the owner's code make an account with the
 * stranger's password.
 */
export async function requestSignUp(
  input: { name: string; phone: string; password: string },
  ttlSeconds: number,
  deliver: OtpDelivery,
): Promise<{ msg: string; signUpToken: string }> {
  const phone = requireIndianPhone(input.phone);
  if (await customerExists(phone)) throw new ConflictError(ACCOUNT_EXISTS);
  const name = input.name.trim();
  const password_hash = await hashPassword(input.password);
  const signUpToken = randomBytes(24).toString('base64url');
  const code = await issueCode(PendingSignUpModel, phone, ttlSeconds, (code_hash) => ({ code_hash, name, password_hash, token_hash: tokenHash(signUpToken) }));
  deliver(phone, code);
  return { msg: SIGN_UP_CODE_SENT, signUpToken };
}

/**
 * Confirms a sign-up with its code, from the browser that started it, and creates the account, its phone proven.
 * Wrong, burnt and expired codes are answered as a password reset's are (a wrong token counts as a wrong try); of
 * two confirmations at once only one creates the account (the phone's unique index refuses a second).
 */
export async function confirmSignUp(input: { phone: string; code: string; signUpToken: string }): Promise<Static<typeof UserSchema>> {
  const phone = requireIndianPhone(input.phone);
  return redeemCode(PendingSignUpModel, phone, input.code, async ({ name, password_hash, token_hash }) => {
    if (!name || !password_hash || token_hash !== tokenHash(input.signUpToken)) throw new BadRequestError(CODE_INVALID);
    const user = await createProvenCustomer({ name, phone, password_hash });
    // The password's hash is not kept once the account holds it (the sending limits stay with the number).
    await PendingSignUpModel.updateOne({ _id: phone }, { $set: { name: null, password_hash: null, token_hash: null } });
    return user;
  });
}
