import type { Model } from 'mongoose';
import { isValidObjectId } from 'mongoose';
import { AdminModel } from './admin-model';
import { UserModel } from './model';
import { PartnerModel } from '../partners/model';

/**
 * Which sessions of an account are still good. Every account keeps `sessions_valid_after`: a password reset or
 * change, or disabling a partner, sets it to now, and every token issued before that moment is refused from then on
 * (tokens carry the millisecond they were issued in `sat`). Tokens issued before this rule existed carry only
 * `iat` (seconds) and stay valid until the account's first such event.
 */
export type SessionRole = 'customer' | 'admin' | 'partner';

/** Why a token of an existing signature is refused, or null when it is still good. */
export type SessionRefusal = 'gone' | 'ended' | 'inactive' | null;

interface SessionFields {
  sessions_valid_after?: Date | null;
  active?: boolean;
}

const MODELS: Record<SessionRole, Model<any>> = { customer: UserModel, admin: AdminModel, partner: PartnerModel };

/** Checks a token issued at `issuedAtMs` for the account `role`/`id` against the stored account. */
export async function checkSession(role: SessionRole, id: string, issuedAtMs: number): Promise<SessionRefusal> {
  if (!isValidObjectId(id)) return 'gone';
  const account = await MODELS[role].findById(id, { sessions_valid_after: 1, active: 1 }).lean<SessionFields>();
  if (!account) return 'gone';
  if (role === 'partner' && account.active !== true) return 'inactive';
  const validAfter = account.sessions_valid_after?.getTime() ?? 0;
  return issuedAtMs >= validAfter ? null : 'ended';
}

/** The update that ends every session of an account issued until now; part of the write that changes the password. */
export function endSessionsNow(): { sessions_valid_after: Date } {
  return { sessions_valid_after: new Date() };
}
