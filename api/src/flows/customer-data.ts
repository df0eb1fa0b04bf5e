import { ConflictError } from '../lib/errors';
import { accountToErase, customerProfile, deleteCustomerAccount, endCustomerSessions } from '../modules/accounts/customer-data';
import { deleteAddressesOf, listAddresses } from '../modules/addresses/service';
import { deleteInquiriesFrom, listInquiriesFrom } from '../modules/inquiries/service';
import { eraseCustomerMessages, listCustomerMessages } from '../modules/notifications/customer-messages';
import { orderRef } from '../modules/notifications/templates';
import { undeliveredOrdersOf } from '../modules/orders/queries';
import { anonymiseCustomerOrders, listCustomerOrders } from '../modules/orders/service';

/**
 * A customer's rights over their data (docs/features.md "Privacy"): a copy of everything the store holds about them, and
 * erasure. Both span several domains, so they live here in one named place, each domain doing its part through
 * its own functions.
 */

/** What replaces personal data in the records the store keeps (orders, for its accounts). */
const ERASED = { name: 'Deleted customer', phone: 'erased', label: 'Erased', address: 'Address erased' } as const;

/** Every personal datum the store holds about the customer, as one JSON document (GET /api/me/export). */
export async function exportCustomerData(userId: string) {
  const { profile, preferences, provenPhone } = await customerProfile(userId);
  const [addresses, orders, inquiries] = await Promise.all([
    listAddresses(userId),
    listCustomerOrders(userId),
    provenPhone ? listInquiriesFrom(provenPhone) : [],
  ]);
  const messages = await listCustomerMessages(
    orders.map((o) => o.id),
    provenPhone,
  );
  return { exported_at: new Date().toISOString(), profile, preferences, addresses, orders, inquiries, messages };
}

/** Refuses (409, with the orders) while any of the customer's orders is still to be delivered. */
async function refuseWhileOrdersOpen(userId: string): Promise<void> {
  const open = await undeliveredOrdersOf(userId);
  if (open.length === 0) return;
  throw new ConflictError(`Your account can be deleted once these orders are delivered or cancelled: ${open.map((o) => orderRef(o.id)).join(', ')}.`, {
    openOrders: open,
  });
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
  const account = await accountToErase(userId, password);
  await refuseWhileOrdersOpen(userId);
  await endCustomerSessions(userId);
  // Orders only move on, never back from delivered or cancelled; this second look catches one placed before the
  // sessions ended (the customer signs in again to retry once it is delivered).
  await refuseWhileOrdersOpen(userId);

  const orderIds = await anonymiseCustomerOrders(userId, ERASED);
  await eraseCustomerMessages(orderIds, account.provenPhone, ERASED.phone);
  if (account.provenPhone) await deleteInquiriesFrom(account.provenPhone);
  await deleteAddressesOf(userId);
  await deleteCustomerAccount(account);
}
