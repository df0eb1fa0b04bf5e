import type { Model } from 'mongoose';
import { isValidObjectId } from 'mongoose';
import { AdminModel } from './admin-model';
import { UserModel } from './model';
import { PartnerModel } from '../partners/model';
import { toPreferences, type Preferences } from './preferences';
import { isStaffRole, type StaffRole } from './roles';

/**
 * Which sessions of an account are still good. Every account keeps `sessions_valid_after`: a password reset or
 * change, or disabling a partner or a staff member, sets it to now, and every token issued before that moment is refused from then on
 * (tokens carry the millisecond they were issued in `sat`). Tokens issued before this rule existed carry only
 * `iat` (seconds) and stay valid until the account's first such event.
 */
export type SessionRole = 'customer' | 'admin' | 'partner';

/** Why a token of an existing signature is refused, or null when it is still good. */
export type SessionRefusal = 'gone' | 'ended' | 'inactive' | null;

/** A customer's phone and message preferences, read with the session so the request need not read the account again. */
export interface CustomerContact {
  phone: string;
  preferences: Preferences;
}

/** The signed-in customer a request acts for: their name and contact, as the session check read them. */
export type SignedInCustomer = CustomerContact & { name: string };

/**
 * The answer for a token: refused, or the account as stored now (staff: their current role — never the token's;
 * customers: their contact).
 */
export type SessionResult =
  { refusal: Exclude<SessionRefusal, null> } | { refusal: null; account: { name: string; staffRole: StaffRole | null; contact: CustomerContact | null } };

interface SessionFields {
  sessions_valid_after?: Date | null;
  active?: boolean;
  name?: string | null;
  username?: string;
  role?: string | null;
  phone?: string;
  order_messages?: boolean | null;
  language?: string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- three models of different documents; the read below names its fields
const MODELS: Record<SessionRole, Model<any>> = { customer: UserModel, admin: AdminModel, partner: PartnerModel };

const FIELDS = { sessions_valid_after: 1, active: 1, name: 1, username: 1, role: 1 };
const CUSTOMER_FIELDS = { ...FIELDS, phone: 1, order_messages: 1, language: 1 };

/** The answer for a token issued at `issuedAtMs`, given the account as stored now (null: there is none). */
function judge(role: SessionRole, account: SessionFields | null, issuedAtMs: number): SessionResult {
  if (!account) return { refusal: 'gone' };
  if (role === 'partner' && account.active !== true) return { refusal: 'inactive' };
  if (role === 'admin' && account.active === false) return { refusal: 'inactive' };
  const validAfter = account.sessions_valid_after?.getTime() ?? 0;
  if (issuedAtMs < validAfter) return { refusal: 'ended' };
  const staffRole = role === 'admin' ? (isStaffRole(account.role) ? account.role : 'owner') : null;
  const contact = role === 'customer' ? { phone: account.phone ?? '', preferences: toPreferences(account) } : null;
  return { refusal: null, account: { name: account.name || account.username || '', staffRole, contact } };
}

/**
 * Checks a token issued at `issuedAtMs` for the account `role`/`id` against the stored account: one read per
 * request, which also answers the name, (staff) role and (customer) contact the request acts with.
 */
export async function checkSession(role: SessionRole, id: string, issuedAtMs: number): Promise<SessionResult> {
  if (!isValidObjectId(id)) return { refusal: 'gone' };
  const account = await MODELS[role].findById(id, role === 'customer' ? CUSTOMER_FIELDS : FIELDS).lean<SessionFields>();
  return judge(role, account, issuedAtMs);
}

/** The same check for several sessions of one kind of account at once, in one read (open event streams, re-checked). */
export async function checkSessions(role: SessionRole, sessions: Array<{ id: string; issuedAtMs: number }>): Promise<SessionResult[]> {
  const ids = [...new Set(sessions.map((s) => s.id).filter((id) => isValidObjectId(id)))];
  const accounts = ids.length
    ? await MODELS[role].find({ _id: { $in: ids } }, role === 'customer' ? CUSTOMER_FIELDS : FIELDS).lean<Array<SessionFields & { _id: unknown }>>()
    : [];
  const byId = new Map(accounts.map((a) => [String(a._id), a]));
  return sessions.map((s) => judge(role, byId.get(s.id) ?? null, s.issuedAtMs));
}

/** The update that ends every session of an account issued until now; part of the write that changes the password. */
export function endSessionsNow(): { sessions_valid_after: Date } {
  return { sessions_valid_after: new Date() };
}
