import type { Static } from 'typebox';
import type { PreferencesSchema } from '@farm-store/contracts/accounts';
import { UnauthorizedError } from '../../lib/errors';
import { ACCOUNT_GONE, UserModel } from './model';

/**
 * SMS about the customer's orders (one-time codes are sent regardless) and their language (null: the language
 * the shop was in when the order was placed).
 */
export type Preferences = Static<typeof PreferencesSchema>;

type Stored = { order_messages?: boolean | null; language?: string | null };
export const toPreferences = (u: Stored): Preferences => ({
  orderMessages: u.order_messages !== false,
  language: u.language === 'en' || u.language === 'te' ? u.language : null,
});

export async function getPreferences(userId: string): Promise<Preferences> {
  const user = await UserModel.findById(userId, { order_messages: 1, language: 1 }).lean<Stored>();
  if (!user) throw new UnauthorizedError(ACCOUNT_GONE);
  return toPreferences(user);
}

/** Saves the customer's account settings (one update of their own row). */
export async function setPreferences(userId: string, prefs: Preferences): Promise<Preferences> {
  const user = await UserModel.findByIdAndUpdate(
    userId,
    { $set: { order_messages: prefs.orderMessages, language: prefs.language } },
    { returnDocument: 'after' },
  ).lean<Stored>();
  if (!user) throw new UnauthorizedError(ACCOUNT_GONE);
  return toPreferences(user);
}

/** The preferences behind order messages; null for an account that no longer exists (nothing is sent). */
export async function messagePreferences(userId: string): Promise<Preferences | null> {
  const user = await UserModel.findById(userId, { order_messages: 1, language: 1 }).lean<Stored>();
  return user ? toPreferences(user) : null;
}
