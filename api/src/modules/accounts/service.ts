import type { Static } from 'typebox';
import { isValidObjectId } from 'mongoose';
import type { UserSchema } from '@farm-store/contracts/accounts';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../lib/errors';
import { isDuplicateKeyError } from '../../lib/mongo';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/password';
import { requireIndianPhone } from '../../lib/phone';
import { literalPattern } from '../../lib/text-search';
import { listAddresses, listAddressesForUsers } from '../addresses/service';
import { ACCOUNT_GONE, UserModel } from './model';
import { endSessionsNow } from './sessions';

export const LOGIN_FAILED = 'Incorrect phone number or password.';

type UserDoc = { _id: { toString(): string }; name: string; phone: string; created_at: Date };
const toView = (u: UserDoc, addresses: Static<typeof UserSchema>['addresses']): Static<typeof UserSchema> => ({
  id: u._id.toString(),
  name: u.name,
  phone: u.phone,
  addresses,
  created_at: u.created_at.toISOString(),
});

export const ACCOUNT_EXISTS = 'An account with this phone number already exists. Please sign in, or use "Forgot password" if you do not remember its password.';

/**
 * Creates a customer account whose phone was just proven by a code. The phone is stored normalised and unique: a
 * second account with it is a 409.
 */
export async function createProvenCustomer(input: { name: string; phone: string; password_hash: string }): Promise<Static<typeof UserSchema>> {
  try {
    const user = await UserModel.create({ ...input, phone_verified_at: new Date() });
    return toView(user, []);
  } catch (err) {
    if (isDuplicateKeyError(err)) throw new ConflictError(ACCOUNT_EXISTS);
    throw err;
  }
}

/** Checks a customer's phone and password; the same 401 whether the phone is unknown or the password wrong. */
export async function authenticateCustomer(phoneInput: string, password: string): Promise<Static<typeof UserSchema>> {
  const phone = requireIndianPhone(phoneInput);
  const user = await UserModel.findOne({ phone }).lean();
  // Hash even for an unknown phone, so the answer takes as long either way.
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!user || !ok) throw new UnauthorizedError(LOGIN_FAILED);
  return toView(user, await listAddresses(user._id.toString()));
}

/** The signed-in customer; a token whose account no longer exists is answered like an expired session. */
export async function getCustomer(userId: string): Promise<Static<typeof UserSchema>> {
  const user = await UserModel.findById(userId).lean();
  if (!user) throw new UnauthorizedError(ACCOUNT_GONE);
  return toView(user, await listAddresses(userId));
}

/**
 * Customers with their addresses, newest first (admin): every one, or one page (`limit` defaults to 50 once `page`,
 * `limit` or `q` is given). `q` matches the name (any case) or, when it holds digits, the phone ("98480 12" finds
 * +919848012345). Never includes password hashes.
 */
export async function listCustomers(opts: { page?: number; limit?: number; q?: string } = {}): Promise<{ users: Static<typeof UserSchema>[]; total: number }> {
  const filter = customerSearch(opts.q?.trim() ?? '');
  const query = UserModel.find(filter, { name: 1, phone: 1, created_at: 1 }).sort({ created_at: -1, _id: -1 });
  if (opts.page !== undefined || opts.limit !== undefined || opts.q?.trim()) {
    const limit = opts.limit ?? 50;
    query.skip(((opts.page ?? 1) - 1) * limit).limit(limit);
  }
  const [users, total] = await Promise.all([query.lean(), UserModel.countDocuments(filter)]);
  const addresses = await listAddressesForUsers(users.map((u) => u._id.toString()));
  return { users: users.map((u) => toView(u, addresses.get(u._id.toString()) ?? [])), total };
}

/** Of these customers, those whose name or phone matches what staff typed (as the customer list searches). */
export async function customersMatching(userIds: string[], typed: string): Promise<string[]> {
  const ids = userIds.filter((id) => isValidObjectId(id));
  if (ids.length === 0) return [];
  const users = await UserModel.find({ _id: { $in: ids }, ...customerSearch(typed.trim()) }, { _id: 1 }).lean();
  return users.map((u) => u._id.toString());
}

/** Names and phones of these customers by id (staff lists that say whose something is); gone ones are missing. */
export async function customerContacts(userIds: string[]): Promise<Map<string, { name: string; phone: string }>> {
  const ids = [...new Set(userIds)].filter((id) => isValidObjectId(id));
  if (ids.length === 0) return new Map();
  const users = await UserModel.find({ _id: { $in: ids } }, { name: 1, phone: 1 }).lean();
  return new Map(users.map((u) => [u._id.toString(), { name: u.name, phone: u.phone }]));
}

function customerSearch(typed: string) {
  if (!typed) return {};
  const byName = { name: { $regex: literalPattern(typed), $options: 'i' } };
  // Phones are stored as +91 and 10 digits: spaces and dashes typed between digits do not matter.
  const digits = typed.replace(/[\s-]/g, '');
  return /^\+?\d+$/.test(digits) ? { $or: [byName, { phone: { $regex: literalPattern(digits) } }] } : byName;
}

/**
 * Replaces a customer's password after a verified SMS code (which proves the phone too) and ends every session signed
 * in before it. False when the account is gone.
 */
export async function setCustomerPassword(phone: string, newPassword: string): Promise<boolean> {
  const password_hash = await hashPassword(newPassword);
  const result = await UserModel.updateOne({ phone }, { $set: { password_hash, phone_verified_at: new Date(), ...endSessionsNow() } });
  return result.matchedCount === 1;
}

/** True when a customer account uses this (normalised) phone. */
export async function customerExists(phone: string): Promise<boolean> {
  return (await UserModel.exists({ phone })) !== null;
}

/** True when a customer account has this id (a malformed id is none). */
export async function isCustomerId(userId: string): Promise<boolean> {
  return isValidObjectId(userId) && (await UserModel.exists({ _id: userId })) !== null;
}

/** Number of customer accounts (admin dashboard). */
export async function countCustomers(): Promise<number> {
  return UserModel.countDocuments();
}

/** The signed-in customer renames themselves (orders placed before keep the name they were placed with). */
export async function changeCustomerName(userId: string, name: string): Promise<Static<typeof UserSchema>> {
  const user = await UserModel.findByIdAndUpdate(userId, { $set: { name: name.trim() } }, { returnDocument: 'after' }).lean();
  if (!user) throw new UnauthorizedError(ACCOUNT_GONE);
  return toView(user, await listAddresses(userId));
}

/**
 * The signed-in customer changes their password with the current one. Every session of the account ends with
 * the change, this one too: the route answers a fresh token for this device.
 */
export async function changeCustomerPassword(userId: string, currentPassword: string, newPassword: string): Promise<void> {
  const user = await UserModel.findById(userId, { password_hash: 1 }).lean();
  if (!user) throw new UnauthorizedError(ACCOUNT_GONE);
  if (!(await verifyPassword(currentPassword, user.password_hash))) throw new BadRequestError('Your current password is not correct.');
  const password_hash = await hashPassword(newPassword);
  // Conditional on the hash read: of two changes at once, the second finds it changed and does nothing.
  await UserModel.updateOne({ _id: userId, password_hash: user.password_hash }, { $set: { password_hash, ...endSessionsNow() } });
}
