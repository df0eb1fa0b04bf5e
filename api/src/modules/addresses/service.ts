import type { Static } from 'typebox';
import type { AddressSchema, DeliveryZoneSchema } from '@farm-store/contracts/addresses';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { cappedCount } from '../../lib/capped-count';
import { toObjectId } from '../../lib/mongo';
import { toRupees } from '../../domain/money';
import { PINCODE } from '../../domain/pricing/hyderabad-pincodes';
import { HYDERABAD_FREE_SHIPPING_ABOVE_PAISE, RATE_PAISE_PER_KG, shippingZone } from '../../domain/pricing/shipping';
import { AddressModel } from './model';

export const ADDRESS_LIMITS = { label: 40, value: 500, perCustomer: 20 } as const;
export const ADDRESS_REQUIRED = 'Both a label (e.g., Home) and an address are required.';
const ADDRESS_NOT_FOUND = 'That address was not found.';

/** Holds the per-customer cap when addresses are added in parallel (see lib/capped-count.ts). */
const addressPlaces = cappedCount('addresses', ADDRESS_LIMITS.perCustomer, (userId) => AddressModel.countDocuments({ user_id: userId }));

type AddressDoc = { _id: { toString(): string }; label: string; value: string; pincode?: string | null };
const toView = (a: AddressDoc): Static<typeof AddressSchema> => ({ id: a._id.toString(), label: a.label, value: a.value, pincode: a.pincode ?? null });

export const PINCODE_INVALID = 'A pincode is 6 digits, e.g. 500081.';

/** A pincode as typed ("500 081" → "500081"); null when left blank; 400 when it is not 6 digits. */
export function cleanPincode(raw: string | null | undefined): string | null {
  const pincode = (raw ?? '').replace(/\s+/g, '');
  if (pincode === '') return null;
  if (!PINCODE.test(pincode)) throw new BadRequestError(PINCODE_INVALID);
  return pincode;
}

/** Which zone and rate an address falls in, for the address form before it is saved (GET /api/delivery-zone). */
export function deliveryZone(input: { pincode?: string; text?: string }): Static<typeof DeliveryZoneSchema> {
  const pincode = cleanPincode(input.pincode);
  const zone = shippingZone({ text: input.text ?? '', pincode });
  return {
    zone,
    delivery: zone === 'hyderabad' ? 'partner' : 'courier',
    rate_per_kg: toRupees(RATE_PAISE_PER_KG[zone]),
    free_above: zone === 'hyderabad' ? toRupees(HYDERABAD_FREE_SHIPPING_ABOVE_PAISE) : null,
    by: pincode ? 'pincode' : 'text',
  };
}

/** The customer's addresses, oldest first (the checkout preselects the first one). */
export async function listAddresses(userId: string): Promise<Static<typeof AddressSchema>[]> {
  const docs = await AddressModel.find({ user_id: userId }).sort({ created_at: 1, _id: 1 }).lean();
  return docs.map(toView);
}

/** Addresses of many customers with one query, keyed by user id (every requested id has an entry). */
export async function listAddressesForUsers(userIds: string[]): Promise<Map<string, Static<typeof AddressSchema>[]>> {
  const byUser = new Map<string, Static<typeof AddressSchema>[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const docs = await AddressModel.find({ user_id: { $in: userIds } })
    .sort({ created_at: 1, _id: 1 })
    .lean();
  for (const doc of docs) byUser.get(doc.user_id)?.push(toView(doc));
  return byUser;
}

/** Saves a new address (label and value trimmed, both required; pincode optional, 6 digits) and returns the full list. */
export async function addAddress(userId: string, input: { label: string; value: string; pincode?: string | null }): Promise<Static<typeof AddressSchema>[]> {
  const label = input.label.trim();
  const value = input.value.trim();
  if (!label || !value) throw new BadRequestError(ADDRESS_REQUIRED);
  const pincode = cleanPincode(input.pincode);
  if (label.length > ADDRESS_LIMITS.label) throw new BadRequestError(`The label can be at most ${ADDRESS_LIMITS.label} characters.`);
  if (value.length > ADDRESS_LIMITS.value) throw new BadRequestError(`The address can be at most ${ADDRESS_LIMITS.value} characters.`);
  if (!(await addressPlaces.reserve(userId))) {
    throw new ConflictError(`You can save at most ${ADDRESS_LIMITS.perCustomer} addresses. Delete one you no longer use first.`);
  }
  try {
    await AddressModel.create({ user_id: userId, label, value, ...(pincode && { pincode }) });
  } catch (err) {
    await addressPlaces.release(userId);
    throw err;
  }
  return listAddresses(userId);
}

/** Deletes one of the customer's own addresses; someone else's (or an unknown) id is a 404. Returns the full list. */
export async function deleteAddress(userId: string, addressId: string): Promise<Static<typeof AddressSchema>[]> {
  const _id = toObjectId(addressId, ADDRESS_NOT_FOUND);
  const deleted = await AddressModel.findOneAndDelete({ _id, user_id: userId }).lean();
  if (!deleted) throw new NotFoundError(ADDRESS_NOT_FOUND);
  await addressPlaces.release(userId);
  return listAddresses(userId);
}

/** Removes every address of the customer (their account is being erased: flows/customer-data.ts). */
export async function deleteAddressesOf(userId: string): Promise<void> {
  await AddressModel.deleteMany({ user_id: userId });
}
