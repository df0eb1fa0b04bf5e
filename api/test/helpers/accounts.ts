import { Types } from 'mongoose';
import { AdminModel } from '../../src/modules/accounts/admin-model';
import { UserModel } from '../../src/modules/accounts/model';
import type { StaffRole } from '../../src/modules/accounts/roles';
import { hashPassword } from '../../src/lib/password';
import { http, type TestApp } from './build-app';
import { freshPhone } from './phone';
import { signUpWithCode, standInCodes, type CodesSentTo } from './sign-up';

// The people the tests act as: customers, delivery partners, admins and staff, each with a session.

/** The password of every customer the sign-up fixtures create. */
export const CUSTOMER_PASSWORD = 'organic-greens-1';

/** A customer or a delivery partner, signed in: `headers` carry their session. */
interface SignedInPerson {
  id: string;
  name: string;
  phone: string;
  headers: Record<string, string>;
}

export type Customer = SignedInPerson;

/** Signs a customer up through the real API, with the code the app sent (to the run's Twilio stand-in by default). */
export async function signUp(t: TestApp, name = 'Lakshmi Reddy', codes: CodesSentTo = standInCodes): Promise<Customer> {
  const res = await signUpWithCode(t.url, { name, phone: freshPhone(), password: CUSTOMER_PASSWORD }, codes);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, name, phone: res.body.user.phone, headers: { 'x-auth-token': res.body.token } };
}

/** A session of a customer account stored straight in the database (no sign-up call, no rate limit spent). */
export async function customerHeaders(t: TestApp, id = new Types.ObjectId().toString()): Promise<Record<string, string>> {
  const phone = `+91${freshPhone()}`;
  await UserModel.updateOne({ _id: id }, { $setOnInsert: { name: 'Test Customer', phone, password_hash: 'not-a-hash' } }, { upsert: true });
  return { 'x-auth-token': t.app.issueToken({ id, role: 'customer' }) };
}

export type Partner = SignedInPerson;

/** A delivery partner created by the admin, signed in through the partner login; optionally disabled after. */
export async function createPartner(t: TestApp, name = 'Ravi Kumar', active = true): Promise<Partner> {
  const api = http(t.url);
  const password = 'delivers-fresh-1';
  const created = await api.post('/api/admin/delivery-partners', { name, phone: freshPhone(), password }, adminHeaders(t));
  if (created.status !== 201) throw new Error(`create partner failed: ${created.status} ${JSON.stringify(created.body)}`);
  const { id, phone } = created.body;
  const login = await api.post('/api/delivery/login', { phone, password });
  if (login.status !== 200) throw new Error(`partner login failed: ${login.status} ${JSON.stringify(login.body)}`);
  if (!active) {
    const disabled = await api.put(`/api/admin/delivery-partners/${id}`, { active: false }, adminHeaders(t));
    if (disabled.status !== 200) throw new Error(`disable partner failed: ${disabled.status}`);
  }
  return { id, name, phone, headers: { 'x-partner-token': login.body.token } };
}

/**
 * A session of an admin: the store's first admin unless another admin account's id is given (a token of an
 * account that does not exist is refused).
 */
export function adminHeaders(t: TestApp, id = t.adminId): Record<string, string> {
  return { 'x-admin-token': t.app.issueToken({ id, role: 'admin' }) };
}

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
