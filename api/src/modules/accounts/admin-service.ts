import type { Config } from '../../config';
import { UnauthorizedError } from '../../lib/errors';
import { isDuplicateKeyError } from '../../lib/mongo';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/password';
import { AdminModel } from './admin-model';

export const ADMIN_LOGIN_FAILED = 'Invalid username or password.';

/**
 * Makes sure the configured first admin exists. Idempotent (also when several API processes start at
 * once): an existing account is kept as it is, password included, so a changed password survives restarts.
 */
export async function ensureAdmin(config: Pick<Config, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD'>): Promise<void> {
  const username = config.ADMIN_USERNAME.trim().toLowerCase();
  if (await AdminModel.exists({ username })) return;
  try {
    await AdminModel.create({ username, password_hash: await hashPassword(config.ADMIN_PASSWORD) });
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
  }
}

/** Checks admin credentials; the same 401 for an unknown username and a wrong password. Returns the admin id. */
export async function authenticateAdmin(username: string, password: string): Promise<string> {
  const admin = await AdminModel.findOne({ username: username.trim().toLowerCase() }).lean();
  // Hash even for unknown usernames, so the answer takes as long either way.
  const ok = await verifyPassword(password, admin?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!admin || !ok) throw new UnauthorizedError(ADMIN_LOGIN_FAILED, { success: false });
  return admin._id.toString();
}
