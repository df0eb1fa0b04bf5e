import { Types } from 'mongoose';
import { AdminModel } from '../../src/modules/accounts/admin-model';
import type { StaffRole } from '../../src/modules/accounts/roles';
import { hashPassword } from '../../src/lib/password';
import type { TestApp } from '../helpers/build-app';

export const STAFF_PASSWORD = 'staff-secret-1';

export interface StaffMember {
  id: string;
  username: string;
  name: string;
  headers: Record<string, string>;
}

/** A staff account stored straight in the database (password STAFF_PASSWORD), with a session. */
export async function createStaffMember(t: TestApp, role: StaffRole, opts: { active?: boolean; name?: string } = {}): Promise<StaffMember> {
  const suffix = new Types.ObjectId().toString().slice(-8);
  const username = `${role}-${suffix}`;
  const name = opts.name ?? `${role[0]!.toUpperCase()}${role.slice(1)} ${suffix}`;
  const doc = await AdminModel.create({ username, name, role, active: true, password_hash: await hashPassword(STAFF_PASSWORD) });
  const id = doc._id.toString();
  const headers = { 'x-admin-token': t.app.issueToken({ id, role: 'admin' }) };
  if (opts.active === false) await AdminModel.updateOne({ _id: id }, { $set: { active: false } });
  return { id, username, name, headers };
}
