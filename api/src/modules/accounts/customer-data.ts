import { BadRequestError, UnauthorizedError } from '../../lib/errors';
import { forget } from '../../lib/budget';
import { verifyPassword } from '../../lib/password';
import { ACCOUNT_GONE, UserModel } from './model';
import { toPreferences } from './preferences';
import { OtpModel, PendingSignUpModel } from './otp-model';
import { signInCodeKey } from './sign-in-lock';
import { endSessionsNow } from './sessions';

/** The accounts module's share of a customer's data export and erasure; flows/customer-data.ts runs the whole. */

const WRONG_PASSWORD = 'That password is not correct.';

/**
 * The phone number whose records — inquiries, texts — are the customer's though no account links them: only a phone the
 * customer proved theirs (a sign-up or password-reset code sent to it), never one merely typed into a sign-up form.
 */
function provenPhone(user: { phone: string; phone_verified_at?: Date | null }): string | null {
  return user.phone_verified_at ? user.phone : null;
}

/**
 * The customer's profile and message preferences as their data export shows them (never the password hash), and
 * their proven phone: one read of their row.
 */
export async function customerProfile(userId: string) {
  const user = await UserModel.findById(userId, { password_hash: 0 }).lean();
  if (!user) throw new UnauthorizedError(ACCOUNT_GONE);
  return {
    profile: { id: user._id.toString(), name: user.name, phone: user.phone, created_at: user.created_at.toISOString() },
    preferences: toPreferences(user),
    provenPhone: provenPhone(user),
  };
}

export interface AccountToErase {
  id: string;
  phone: string;
  provenPhone: string | null;
}

/** The account a customer asks to erase, once they prove its password (400 otherwise, nothing changed). */
export async function accountToErase(userId: string, password: string): Promise<AccountToErase> {
  const user = await UserModel.findById(userId).lean();
  if (!user) throw new UnauthorizedError(ACCOUNT_GONE);
  if (!(await verifyPassword(password, user.password_hash))) throw new BadRequestError(WRONG_PASSWORD);
  return { id: user._id.toString(), phone: user.phone, provenPhone: provenPhone(user) };
}

/** Ends every session of the customer (no new order can be placed under the old name from now on). */
export async function endCustomerSessions(userId: string): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: endSessionsNow() });
}

/**
 * Deletes the account with its codes and its failed sign-ins (the password was just proven): a new account on
 * the number starts afresh.
 */
export async function deleteCustomerAccount(account: AccountToErase): Promise<void> {
  await OtpModel.deleteMany({ _id: { $in: [account.phone, signInCodeKey('customer', account.phone)] } });
  await forget(signInCodeKey('customer', account.phone));
  if (account.provenPhone) await PendingSignUpModel.deleteOne({ _id: account.provenPhone });
  await UserModel.deleteOne({ _id: account.id });
}
