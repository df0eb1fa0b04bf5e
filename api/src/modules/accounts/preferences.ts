import { READ_BATCH } from '../../lib/mongo';
import type { Static } from 'typebox';
import type { PreferencesSchema } from '@farm-store/contracts/accounts';
import { UnauthorizedError } from '../../lib/errors';
import type { SignedInCustomer } from '../../plugins/auth';
import { ACCOUNT_GONE, UserModel } from './model';

/**
 * SMS about the customer's orders (one-time codes are sent regardless) and their language (null: the language
 * the shop was in when the order was placed).
 */
export type Preferences = Static<typeof PreferencesSchema>;

type Stored = { order_messages?: boolean | null; language?: string | null; refund_to?: string | null };
export const toPreferences = (u: Stored): Required<Preferences> => ({
  orderMessages: u.order_messages !== false,
  language: u.language === 'en' || u.language === 'te' ? u.language : null,
  refundTo: u.refund_to === 'credit' ? 'credit' : 'original',
});
const FIELDS = { order_messages: 1, language: 1, refund_to: 1 };

export async function getPreferences(userId: string): Promise<Required<Preferences>> {
  const user = await UserModel.findById(userId, FIELDS).lean<Stored>();
  if (!user) throw new UnauthorizedError(ACCOUNT_GONE);
  return toPreferences(user);
}

/** Saves the customer's account settings (one update of their own row). */
export async function setPreferences(userId: string, prefs: Preferences): Promise<Required<Preferences>> {
  const user = await UserModel.findByIdAndUpdate(
    userId,
    { $set: { order_messages: prefs.orderMessages, language: prefs.language, ...(prefs.refundTo && { refund_to: prefs.refundTo }) } },
    { returnDocument: 'after' },
  ).lean<Stored>();
  if (!user) throw new UnauthorizedError(ACCOUNT_GONE);
  return toPreferences(user);
}

/** The preferences behind order messages; null for an account that no longer exists (nothing is sent). */
export async function messagePreferences(userId: string): Promise<Required<Preferences> | null> {
  const user = await UserModel.findById(userId, FIELDS).lean<Stored>();
  return user ? toPreferences(user) : null;
}

/** Several customers' names, phones and message preferences at once (orders made for them: subscriptions); gone accounts are missing. */
export async function customerContacts(userIds: string[]): Promise<Map<string, SignedInCustomer>> {
  if (userIds.length === 0) return new Map();
  const users = await UserModel.find({ _id: { $in: userIds } }, { ...FIELDS, name: 1, phone: 1 })
    .batchSize(READ_BATCH)
    .lean<Array<Stored & { _id: unknown; name?: string; phone?: string }>>();
  return new Map(users.map((u) => [String(u._id), { name: u.name ?? '', phone: u.phone ?? '', preferences: toPreferences(u) }]));
}
