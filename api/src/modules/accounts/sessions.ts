import type { Model } from 'mongoose';
import { isValidObjectId } from 'mongoose';
import type { Role, SessionAnswer } from '../../plugins/auth';
import { AdminModel } from './admin-model';
import { UserModel } from './model';
import { toPreferences } from './preferences';
import { isStaffRole } from './roles';

/**
 * Which sessions of an account are still good. Every account keeps `sessions_valid_after`: a password reset or
 * change, or disabling a partner or a staff member, sets it to now, and every token issued before that moment is refused from then on
 * (tokens carry the millisecond they were issued in `sat`). Tokens issued before this rule existed carry only
 * `iat` (seconds) and stay valid until the account's first such event.
 */

/** An account as a session check reads it. */
export interface SessionFields {
  _id: unknown;
  sessions_valid_after?: Date | null;
  active?: boolean;
  name?: string | null;
  username?: string;
  role?: string | null;
  phone?: string;
  order_messages?: boolean | null;
  language?: string | null;
}

/** Reads the accounts of one kind with these ids, projected to `fields`. */
export type SessionAccounts = (ids: string[], fields: Record<string, 1>) => Promise<SessionFields[]>;

/** The reader of one kind of account; a module owning accounts that sign in passes its own model (partners/queries.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- models of different documents; the read names its fields
export function sessionAccountsOf(model: Model<any>): SessionAccounts {
  // One id reads by equality: the embedded database looks that up by index, where an `$in` scans the collection.
  return (ids, fields) => model.find(ids.length === 1 ? { _id: ids[0] } : { _id: { $in: ids } }, fields).lean<SessionFields[]>();
}

const FIELDS = { sessions_valid_after: 1, active: 1, name: 1, username: 1, role: 1 } as const;
const CUSTOMER_FIELDS = { ...FIELDS, phone: 1, order_messages: 1, language: 1 } as const;

/** The answer for a token issued at `issuedAtMs`, given the account as stored now (null: there is none). */
function judge(role: Role, account: SessionFields | null, issuedAtMs: number): SessionAnswer {
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
 * The session checks: `checkSession` for the token of each guarded request (one read, which also answers the
 * name, staff role and customer contact the request acts with) and `checkSessions` for several sessions of one
 * kind at once (open event streams, re-checked). Partners' accounts are read by the partners module's reader,
 * which app.ts passes in: partners sign in through this module, so this module cannot import partners.
 */
export function sessionChecks(partnerAccounts: SessionAccounts) {
  const accounts: Record<Role, SessionAccounts> = { customer: sessionAccountsOf(UserModel), admin: sessionAccountsOf(AdminModel), partner: partnerAccounts };

  async function checkSessions(role: Role, sessions: Array<{ id: string; issuedAtMs: number }>): Promise<SessionAnswer[]> {
    const ids = [...new Set(sessions.map((s) => s.id).filter((id) => isValidObjectId(id)))];
    const found = ids.length ? await accounts[role](ids, role === 'customer' ? CUSTOMER_FIELDS : FIELDS) : [];
    const byId = new Map(found.map((a) => [String(a._id), a]));
    return sessions.map((s) => judge(role, byId.get(s.id) ?? null, s.issuedAtMs));
  }

  const checkSession = async (role: Role, id: string, issuedAtMs: number): Promise<SessionAnswer> => (await checkSessions(role, [{ id, issuedAtMs }]))[0];

  return { checkSession, checkSessions };
}

/** The update that ends every session of an account issued until now; part of the write that changes the password. */
export function endSessionsNow(): { sessions_valid_after: Date } {
  return { sessions_valid_after: new Date() };
}
