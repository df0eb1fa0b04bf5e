import { BadRequestError, NotFoundError } from '../../lib/errors';
import { cappedCount } from '../../lib/capped-count';
import { toObjectId } from '../../lib/mongo';
import { AddressModel } from './model';

export interface AddressView {
  id: string;
  label: string;
  value: string;
}

export const ADDRESS_LIMITS = { label: 40, value: 500, perCustomer: 20 } as const;
export const ADDRESS_REQUIRED = 'Both a label (e.g., Home) and an address are required.';
const ADDRESS_NOT_FOUND = 'That address was not found.';

/** Holds the per-customer cap when addresses are added in parallel (see lib/capped-count.ts). */
const addressPlaces = cappedCount('addresses', ADDRESS_LIMITS.perCustomer, (userId) => AddressModel.countDocuments({ user_id: userId }));

type AddressDoc = { _id: { toString(): string }; label: string; value: string };
const toView = (a: AddressDoc): AddressView => ({ id: a._id.toString(), label: a.label, value: a.value });

/** The customer's addresses, oldest first (the checkout preselects the first one). */
export async function listAddresses(userId: string): Promise<AddressView[]> {
  const docs = await AddressModel.find({ user_id: userId }).sort({ created_at: 1, _id: 1 }).lean();
  return docs.map(toView);
}

/** Addresses of many customers with one query, keyed by user id (every requested id has an entry). */
export async function listAddressesForUsers(userIds: string[]): Promise<Map<string, AddressView[]>> {
  const byUser = new Map<string, AddressView[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const docs = await AddressModel.find({ user_id: { $in: userIds } }).sort({ created_at: 1, _id: 1 }).lean();
  for (const doc of docs) byUser.get(doc.user_id)?.push(toView(doc));
  return byUser;
}

/** Saves a new address (label and value trimmed, both required) and returns the full list. */
export async function addAddress(userId: string, input: { label: string; value: string }): Promise<AddressView[]> {
  const label = input.label.trim();
  const value = input.value.trim();
  if (!label || !value) throw new BadRequestError(ADDRESS_REQUIRED);
  if (label.length > ADDRESS_LIMITS.label) throw new BadRequestError(`The label can be at most ${ADDRESS_LIMITS.label} characters.`);
  if (value.length > ADDRESS_LIMITS.value) throw new BadRequestError(`The address can be at most ${ADDRESS_LIMITS.value} characters.`);
  if (!(await addressPlaces.reserve(userId))) {
    throw new BadRequestError(`You can save at most ${ADDRESS_LIMITS.perCustomer} addresses. Delete one you no longer use first.`);
  }
  try {
    await AddressModel.create({ user_id: userId, label, value });
  } catch (err) {
    await addressPlaces.release(userId);
    throw err;
  }
  return listAddresses(userId);
}

/** Deletes one of the customer's own addresses; someone else's (or an unknown) id is a 404. Returns the full list. */
export async function deleteAddress(userId: string, addressId: string): Promise<AddressView[]> {
  const _id = toObjectId(addressId, ADDRESS_NOT_FOUND);
  const deleted = await AddressModel.findOneAndDelete({ _id, user_id: userId }).lean();
  if (!deleted) throw new NotFoundError(ADDRESS_NOT_FOUND);
  await addressPlaces.release(userId);
  return listAddresses(userId);
}
