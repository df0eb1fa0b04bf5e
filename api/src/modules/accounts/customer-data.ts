import type { DeliveryStatus } from '@farm-store/contracts/enums';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../lib/errors';
import { forget } from '../../lib/budget';
import { verifyPassword } from '../../lib/password';
import { normalizeIndianPhone } from '../../lib/phone';
import { AddressModel } from '../addresses/model';
import { listAddresses } from '../addresses/service';
import { InquiryModel } from '../inquiries/model';
import { listInquiries } from '../inquiries/service';
import { OutboxModel } from '../notifications/model';
import { orderRef } from '../notifications/templates';
import { OrderModel } from '../orders/model';
import { listCustomerOrders } from '../orders/service';
import { UserModel } from './model';
import { OtpModel, PendingSignUpModel } from './otp-model';
import { getPreferences } from './preferences';
import { signInCodeKey } from './sign-in-lock';
import { endSessionsNow } from './sessions';

/**
 * A customer's rights over their data (README "Privacy"): a copy of everything the store holds about them, and
 * erasure. Both span several domains, so they live here in one named place rather than spread across modules;
 * erasure writes other domains' collections directly because each write is a plain anonymising update with no
 * rule of that domain to apply.
 */

const ACCOUNT_GONE = 'Your account was not found. Please sign in again.';
const WRONG_PASSWORD = 'That password is not correct.';

/** What replaces personal data in the records the store keeps (orders, for its accounts). */
export const ERASED = { name: 'Deleted customer', phone: 'erased', label: 'Erased', address: 'Address erased' } as const;

/**
 * The phone number whose records — inquiries, texts — are the customer's though no account links them: only a phone the
 * customer proved theirs (a sign-up or password-reset code sent to it), never one merely typed into a sign-up form.
 */
function provenPhone(user: { phone: string; phone_verified_at?: Date | null }): string | null {
  return user.phone_verified_at ? user.phone : null;
}

/**
 * Orders still on their way to the customer: their address is needed to deliver them (a courier order, once
 * Shipped, has its label). Sessions could otherwise be ended and the address erased from under a partner at the door.
 */
const UNDELIVERED: DeliveryStatus[] = ['Pending', 'Processing', 'Assigned', 'Out for Delivery'];

/** Refuses (409, with the orders) while any of the customer's orders is still to be delivered. */
async function refuseWhileOrdersOpen(userId: string): Promise<void> {
  const open = await OrderModel.find({ user_id: userId, delivery_status: { $in: UNDELIVERED } }, { delivery_status: 1 })
    .sort({ created_at: 1 })
    .lean();
  if (open.length === 0) return;
  const ids = open.map((o) => o._id.toString());
  throw new ConflictError(`Your account can be deleted once these orders are delivered or cancelled: ${ids.map(orderRef).join(', ')}.`, {
    openOrders: open.map((o) => ({ id: o._id.toString(), delivery_status: o.delivery_status })),
  });
}

/** Inquiries sent from the public forms with this customer's phone number (the forms ask no account). */
async function inquiryIdsOf(phone: string | null): Promise<string[]> {
  if (!phone) return [];
  const all = await InquiryModel.find({}, { form_data: 1 }).lean();
  return all.filter((i) => normalizeIndianPhone(i.form_data.phone_number) === phone).map((i) => i._id.toString());
}

/** Every personal datum the store holds about the customer, as one JSON document (GET /api/me/export). */
export async function exportCustomerData(userId: string) {
  const user = await UserModel.findById(userId, { password_hash: 0 }).lean();
  if (!user) throw new UnauthorizedError(ACCOUNT_GONE);
  const phone = provenPhone(user);
  const [addresses, orders, preferences, inquiryIds] = await Promise.all([
    listAddresses(userId),
    listCustomerOrders(userId),
    getPreferences(userId),
    inquiryIdsOf(phone),
  ]);
  const wanted = new Set(inquiryIds);
  const inquiries = (await listInquiries()).filter((i) => wanted.has(i.id));
  // Texts of the customer's own orders always; other texts to the number only when the phone is proven.
  const orderIds = orders.map((o) => o.id);
  const messages = await OutboxModel.find(
    { $or: [{ order_id: { $in: orderIds }, audience: 'customer' }, ...(phone ? [{ to: phone }] : [])] },
    { body: 1, event: 1, status: 1, created_at: 1, sent_at: 1 },
  )
    .sort({ created_at: 1 })
    .lean();
  return {
    exported_at: new Date().toISOString(),
    profile: { id: user._id.toString(), name: user.name, phone: user.phone, created_at: user.created_at.toISOString() },
    preferences,
    addresses,
    orders,
    inquiries,
    messages: messages.map((m) => ({
      event: m.event,
      body: m.body,
      status: m.status,
      created_at: m.created_at.toISOString(),
      sent_at: m.sent_at?.toISOString() ?? null,
    })),
  };
}

/**
 * Erases the account (with its password), once none of its orders is still to be delivered (409 listing them:
 * the address is needed until then; docs/decisions.md). Orders are kept for the store's accounts with their name,
 * phone and address snapshots anonymised; addresses, one-time codes and — when the phone is proven — inquiries sent
 * with the phone are removed, and the texts of order messages blanked (other texts to the number only when it is
 * proven). Sessions end first (no new order can be placed under the old name while this
 * runs) and the account itself is deleted last, so a failure half-way leaves an account that can sign in and
 * erase again. The phone is free to sign up afresh afterwards — as a new customer.
 */
export async function eraseCustomer(userId: string, password: string): Promise<void> {
  const user = await UserModel.findById(userId).lean();
  if (!user) throw new UnauthorizedError(ACCOUNT_GONE);
  if (!(await verifyPassword(password, user.password_hash))) throw new BadRequestError(WRONG_PASSWORD);
  await refuseWhileOrdersOpen(userId);
  await UserModel.updateOne({ _id: user._id }, { $set: endSessionsNow() });
  // Orders only move on, never back from delivered or cancelled; this second look catches one placed before the
  // sessions ended (the customer signs in again to retry once it is delivered).
  await refuseWhileOrdersOpen(userId);

  const orderIds = (await OrderModel.find({ user_id: userId }, { _id: 1 }).lean()).map((o) => o._id.toString());
  await OrderModel.updateMany(
    { user_id: userId },
    {
      $set: {
        customer_name: ERASED.name,
        customer_phone: ERASED.phone,
        'shipping_address.label': ERASED.label,
        'shipping_address.value': ERASED.address,
      },
    },
  );
  // Texts not sent yet are not sent at all; customer and partner texts of these orders carry the name, phone and address.
  await OutboxModel.updateMany({ order_id: { $in: orderIds }, status: 'pending' }, { $set: { status: 'skipped', skip_reason: 'account erased' } });
  await OutboxModel.updateMany({ order_id: { $in: orderIds } }, { $set: { body: '(erased)' } });
  const phone = provenPhone(user);
  await OutboxModel.updateMany(
    { $or: [{ order_id: { $in: orderIds }, audience: 'customer' }, ...(phone ? [{ to: phone }] : [])] },
    { $set: { to: ERASED.phone, body: '(erased)' } },
  );
  await InquiryModel.deleteMany({ _id: { $in: await inquiryIdsOf(phone) } });
  await AddressModel.deleteMany({ user_id: userId });
  // Its codes, and its failed sign-ins (the password was just proven): a new account on the number starts afresh.
  await OtpModel.deleteMany({ _id: { $in: [user.phone, signInCodeKey('customer', user.phone)] } });
  await forget(signInCodeKey('customer', user.phone));
  if (phone) await PendingSignUpModel.deleteOne({ _id: phone });
  await UserModel.deleteOne({ _id: user._id });
}
