import type { Static } from 'typebox';
import type { AdminSessionSchema, StaffSchema } from '@farm-store/contracts/accounts';
import type { Config } from '../../config';
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { isDuplicateKeyError } from '../../lib/mongo';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/password';
import { oneAtATime } from '../../lib/turns';
import { isValidObjectId } from 'mongoose';
import { recordAudit } from '../audit/service';
import { AdminModel } from './admin-model';
import { permissionsOf, type StaffRole } from './roles';
import { endSessionsNow } from './sessions';

export const ADMIN_LOGIN_FAILED = 'Invalid username or password.';
const STAFF_DISABLED = 'This staff account has been disabled. Please ask the store owner.';
const LAST_OWNER = 'The store needs at least one active owner: make someone else an owner first.';
const WRONG_CURRENT = 'Your current password is not correct.';

type StaffDoc = { _id: { toString(): string }; username: string; name?: string | null; role?: string | null; active?: boolean | null; created_at?: Date };
const toView = (a: StaffDoc): Static<typeof StaffSchema> => ({
  id: a._id.toString(),
  username: a.username,
  name: a.name || a.username,
  role: (a.role ?? 'owner') as StaffRole,
  active: a.active !== false,
  created_at: (a.created_at ?? new Date(0)).toISOString(),
});

/**
 * Makes sure the configured first admin exists, as an owner. Idempotent (also when several API processes start at
 * once): an existing account is kept as it is, password included, so a changed password survives restarts.
 * Accounts from before roles existed become active owners.
 */
export async function ensureAdmin(config: Pick<Config, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD'>): Promise<void> {
  await AdminModel.updateMany({ role: { $exists: false } }, { $set: { role: 'owner', active: true } });
  const username = config.ADMIN_USERNAME.trim().toLowerCase();
  if (await AdminModel.exists({ username })) return;
  try {
    await AdminModel.create({ username, name: username, role: 'owner', password_hash: await hashPassword(config.ADMIN_PASSWORD) });
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
  }
}

/**
 * Checks staff credentials; the same 401 for an unknown username and a wrong password (a disabled account is told
 * so only after the right password). Answers who signed in, with what their role may do.
 */
export async function authenticateAdmin(username: string, password: string): Promise<Static<typeof AdminSessionSchema>['staff']> {
  const admin = await AdminModel.findOne({ username: username.trim().toLowerCase() }).lean();
  // Hash even for unknown usernames, so the answer takes as long either way.
  const ok = await verifyPassword(password, admin?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!admin || !ok) throw new UnauthorizedError(ADMIN_LOGIN_FAILED, { success: false });
  if (admin.active === false) throw new UnauthorizedError(STAFF_DISABLED, { success: false });
  const view = toView(admin);
  return { ...view, permissions: permissionsOf(view.role) };
}

/**
 * Tells the owners that a staff sign-in is locked after 5 wrong passwords: an entry in the audit log, which owners
 * and managers read (the admin panel's Audit tab). Unknown usernames get one too: someone is trying them.
 */
export async function alertOwnersOfLock(username: string, until: Date): Promise<void> {
  const staff = await AdminModel.findOne({ username }, { _id: 1 }).lean();
  await recordAudit({
    actor: { id: '', name: 'Sign-in guard', role: 'system' },
    action: 'staff.sign-in-locked',
    // The username as typed is a label of its own: whatever someone types there reads as a name, never as a change.
    target: { type: 'staff', id: staff ? staff._id.toString() : null, label: username },
    changes: [{ field: 'sign_in_paused_until', before: null, after: until.toISOString() }],
  });
}

export async function listStaff(): Promise<Static<typeof StaffSchema>[]> {
  const staff = await AdminModel.find({}, { password_hash: 0 }).sort({ created_at: 1, _id: 1 }).lean();
  return staff.map(toView);
}

/** Name and role of a staff account (for the audit log); null for an unknown id. */
export async function getStaff(id: string): Promise<Static<typeof StaffSchema> | null> {
  if (!isValidObjectId(id)) return null;
  const admin = await AdminModel.findById(id, { password_hash: 0 }).lean();
  return admin ? toView(admin) : null;
}

export async function createStaff(input: { username: string; name: string; password: string; role: StaffRole }): Promise<Static<typeof StaffSchema>> {
  try {
    const admin = await AdminModel.create({
      username: input.username.trim().toLowerCase(),
      name: input.name.trim(),
      role: input.role,
      password_hash: await hashPassword(input.password),
    });
    return toView(admin);
  } catch (err) {
    if (isDuplicateKeyError(err)) throw new ConflictError('That username is taken. Please choose another.');
    throw err;
  }
}

/**
 * Changes a staff member's role and/or active flag. Disabling ends their sessions at once; a role change takes
 * effect on their next request (roles are read from the database, never from the token). The last active owner
 * cannot be demoted or disabled (409).
 *
 * Invariant: the store has at least one active owner. "Is another active owner left?" is a read, and without
 * transactions nothing makes a read and a later write one step; so every role or active change takes the store's
 * one "staff-roles" turn (lib/turns.ts: a unique insert, atomic on MongoDB and on the embedded database, across any
 * number of API processes) and counts and writes inside it. Nothing else takes an owner away: staff accounts are
 * never deleted, and creating one can only add an owner.
 */
export async function updateStaff(id: string, change: { role?: StaffRole; active?: boolean }): Promise<Static<typeof StaffSchema>> {
  if (!isValidObjectId(id)) throw new NotFoundError('Staff member not found.');
  if (change.role === undefined && change.active === undefined) throw new BadRequestError('Send a role, active, or both.');
  // An unknown id is refused without taking the turn (a refusal writes nothing).
  if (!(await AdminModel.exists({ _id: id }))) throw new NotFoundError('Staff member not found.');
  return oneAtATime('staff-roles', async () => {
    const current = await AdminModel.findById(id).lean();
    if (!current) throw new NotFoundError('Staff member not found.');
    const wasActiveOwner = (current.role ?? 'owner') === 'owner' && current.active !== false;
    const staysActiveOwner = (change.role ?? current.role ?? 'owner') === 'owner' && (change.active ?? current.active !== false);
    if (wasActiveOwner && !staysActiveOwner) {
      const others = await AdminModel.countDocuments({ _id: { $ne: current._id }, role: 'owner', active: { $ne: false } });
      if (others === 0) throw new ConflictError(LAST_OWNER);
    }
    const $set: Record<string, unknown> = {};
    if (change.role !== undefined) $set.role = change.role;
    if (change.active !== undefined) $set.active = change.active;
    if (change.active === false && current.active !== false) Object.assign($set, endSessionsNow());
    const updated = await AdminModel.findByIdAndUpdate(id, { $set }, { returnDocument: 'after' }).lean();
    if (!updated) throw new NotFoundError('Staff member not found.');
    return toView(updated);
  });
}

/**
 * A staff member changes their own password (with the current one). Every session of the account, this one
 * included, ends with the change; the route answers a fresh token so this device stays signed in.
 */
export async function changeStaffPassword(id: string, currentPassword: string, newPassword: string): Promise<void> {
  const admin = await AdminModel.findById(id).lean();
  if (!admin) throw new UnauthorizedError();
  if (!(await verifyPassword(currentPassword, admin.password_hash))) throw new BadRequestError(WRONG_CURRENT);
  const password_hash = await hashPassword(newPassword);
  await AdminModel.updateOne({ _id: id, password_hash: admin.password_hash }, { $set: { password_hash, ...endSessionsNow() } });
}
