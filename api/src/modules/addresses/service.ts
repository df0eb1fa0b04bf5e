import type { Static } from 'typebox';
import type { AddressSchema, DeliveryZoneSchema } from '@farm-store/contracts/addresses';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { cappedCount } from '../../lib/capped-count';
import { READ_BATCH, toObjectId } from '../../lib/mongo';
import { toRupees } from '../../domain/money';
import { ADDRESS_UNPLACEABLE, PINCODE_NOT_SERVED } from '@farm-store/contracts/addresses';
import { PINCODE } from '../../domain/pricing/hyderabad-pincodes';
import {
  HYDERABAD_FREE_SHIPPING_ABOVE_PAISE,
  RATE_PAISE_PER_KG,
  courierDayRange,
  isServedPincode,
  pincodeZone,
  shippingZone,
  textZone,
  type ShippingZone,
} from '../../domain/pricing/shipping';
import { AddressModel } from './model';

export const ADDRESS_LIMITS = { label: 40, value: 500, perCustomer: 20 } as const;
export const ADDRESS_REQUIRED = 'Both a label (e.g., Home) and an address are required.';
export const ADDRESS_PARTS_REQUIRED = 'Please fill in the flat or house and the area.';
const ADDRESS_NOT_FOUND = 'That address was not found.';

/** Holds the per-customer cap when addresses are added in parallel (see lib/capped-count.ts). */
const addressPlaces = cappedCount('addresses', ADDRESS_LIMITS.perCustomer, (userId) => AddressModel.countDocuments({ user_id: userId }));

type Pin = { lat: number; lng: number };
type AddressDoc = {
  _id: { toString(): string };
  label: string;
  value: string;
  pincode?: string | null;
  house?: string | null;
  street?: string | null;
  area?: string | null;
  landmark?: string | null;
  pin?: Pin | null;
};

const toView = (a: AddressDoc): Static<typeof AddressSchema> => ({
  id: a._id.toString(),
  label: a.label,
  value: a.value,
  pincode: a.pincode ?? null,
  house: a.house ?? null,
  street: a.street ?? null,
  area: a.area ?? null,
  landmark: a.landmark ?? null,
  pin: a.pin ? { lat: a.pin.lat, lng: a.pin.lng } : null,
  zone: zoneOf(a),
});

export const PINCODE_INVALID = 'A pincode is 6 digits, e.g. 500081.';
export { ADDRESS_UNPLACEABLE, PINCODE_NOT_SERVED };

/** A pincode as typed ("500 081" → "500081"); null when left blank; 400 when it is not 6 digits. */
export function cleanPincode(raw: string | null | undefined): string | null {
  const pincode = (raw ?? '').replace(/\s+/g, '');
  if (pincode === '') return null;
  if (!PINCODE.test(pincode)) throw new BadRequestError(PINCODE_INVALID);
  return pincode;
}

/** The last 6-digit number standing alone in an address text ("… Hyderabad 500034"), as a one-box address gives its pincode. */
function pincodeInText(text: string): string | null {
  const found = text.match(/(?<!\d)[1-9]\d{5}(?!\d)/g);
  return found ? found[found.length - 1] : null;
}

export interface PlacedAddress {
  zone: ShippingZone;
  /** The pincode that placed it (given, or read from the text); null when a place named in the text did. */
  pincode: string | null;
}

/**
 * Where the store delivers an address, or a 400 saying what to add. A pincode decides (the one given, else one written
 * in the text); without one, the text must name a place the zone rules know (shipping.ts). An address that is
 * neither is refused rather than billed as "elsewhere": the store cannot tell where it is.
 */
export function placeAddress(address: { value: string; pincode?: string | null }): PlacedAddress {
  const pincode = cleanPincode(address.pincode) ?? pincodeInText(address.value);
  if (pincode !== null) {
    if (!isServedPincode(pincode)) throw new BadRequestError(PINCODE_NOT_SERVED);
    return { zone: pincodeZone(pincode), pincode };
  }
  const zone = textZone(address.value);
  if (zone === null) throw new BadRequestError(ADDRESS_UNPLACEABLE);
  return { zone, pincode: null };
}

/** A saved address's zone; null for one saved before the rule that the store cannot place (it asks for a pincode). */
function zoneOf(address: { value: string; pincode?: string | null }): ShippingZone | null {
  try {
    return placeAddress(address).zone;
  } catch {
    return null;
  }
}

/** Which zone and rate an address falls in, for the address form before it is saved (GET /api/delivery-zone). */
export function deliveryZone(input: { pincode?: string; text?: string }, courierDays: number): Static<typeof DeliveryZoneSchema> {
  const pincode = cleanPincode(input.pincode);
  const text = input.text ?? '';
  const served = pincode !== null ? isServedPincode(pincode) : textZone(text) !== null;
  const zone = shippingZone({ text, pincode });
  return {
    zone,
    serviceable: served,
    courier_days: zone === 'hyderabad' ? null : courierDayRange(courierDays),
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
    .batchSize(READ_BATCH)
    .lean();
  for (const doc of docs) byUser.get(doc.user_id)?.push(toView(doc));
  return byUser;
}

export interface NewAddress {
  label: string;
  /** The address in one box; or, instead, its parts. */
  value?: string;
  house?: string;
  street?: string;
  area?: string;
  landmark?: string;
  pincode?: string | null;
  pin?: Pin | null;
}

const PART_LIMITS = { house: 100, street: 150, area: 100, landmark: 100 } as const;
const PART_NAMES = { house: 'flat or house', street: 'street', area: 'area', landmark: 'landmark' } as const;

/** The parts trimmed (blank ones dropped), each within its limit. */
function cleanParts(input: NewAddress): Partial<Record<keyof typeof PART_LIMITS, string>> {
  const parts: Partial<Record<keyof typeof PART_LIMITS, string>> = {};
  for (const key of Object.keys(PART_LIMITS) as (keyof typeof PART_LIMITS)[]) {
    const text = input[key]?.trim();
    if (!text) continue;
    if (text.length > PART_LIMITS[key]) throw new BadRequestError(`The ${PART_NAMES[key]} can be at most ${PART_LIMITS[key]} characters.`);
    parts[key] = text;
  }
  return parts;
}

/** The one line riders and bills read: the parts in order, the landmark as "near …", then the pincode. */
function addressLine(parts: ReturnType<typeof cleanParts>, pincode: string | null): string {
  const line = [parts.house, parts.street, parts.area, parts.landmark && `near ${parts.landmark}`].filter(Boolean).join(', ');
  return pincode ? `${line} ${pincode}` : line;
}

/**
 * Saves a new address and returns the full list. Label required; the address either in one box (`value`) or in parts
 * (house and area at least, with the pincode). The store must be able to place it (placeAddress), else 400 and
 * nothing is saved.
 */
export async function addAddress(userId: string, input: NewAddress): Promise<Static<typeof AddressSchema>[]> {
  const label = input.label.trim();
  const parts = cleanParts(input);
  const inParts = input.value === undefined;
  if (inParts && Object.keys(parts).length === 0) throw new BadRequestError(ADDRESS_REQUIRED);
  if (inParts && (!parts.house || !parts.area)) throw new BadRequestError(ADDRESS_PARTS_REQUIRED);
  const pincode = cleanPincode(input.pincode);
  const value = inParts ? addressLine(parts, pincode) : (input.value ?? '').trim();
  if (!label || !value) throw new BadRequestError(ADDRESS_REQUIRED);
  if (label.length > ADDRESS_LIMITS.label) throw new BadRequestError(`The label can be at most ${ADDRESS_LIMITS.label} characters.`);
  if (value.length > ADDRESS_LIMITS.value) throw new BadRequestError(`The address can be at most ${ADDRESS_LIMITS.value} characters.`);
  const placed = placeAddress({ value, pincode });
  if (!(await addressPlaces.reserve(userId))) {
    throw new ConflictError(`You can save at most ${ADDRESS_LIMITS.perCustomer} addresses. Delete one you no longer use first.`);
  }
  try {
    await AddressModel.create({
      user_id: userId,
      label,
      value,
      ...(placed.pincode && { pincode: placed.pincode }),
      ...(inParts && parts),
      ...(input.pin && { pin: input.pin }),
    });
  } catch (err) {
    await addressPlaces.release(userId);
    throw err;
  }
  return listAddresses(userId);
}

/**
 * Completes an address saved before pincodes were asked for (or moves its pin): the pincode must place it. Another
 * customer's (or an unknown) id is a 404. Returns the full list.
 */
export async function completeAddress(
  userId: string,
  addressId: string,
  input: { pincode: string; pin?: Pin | null },
): Promise<Static<typeof AddressSchema>[]> {
  const _id = toObjectId(addressId, ADDRESS_NOT_FOUND);
  const pincode = cleanPincode(input.pincode);
  if (pincode === null) throw new BadRequestError(ADDRESS_UNPLACEABLE);
  placeAddress({ value: '', pincode });
  const update = { $set: { pincode, ...(input.pin && { pin: input.pin }) }, ...(input.pin === null && { $unset: { pin: 1 } }) };
  const updated = await AddressModel.findOneAndUpdate({ _id, user_id: userId }, update).lean();
  if (!updated) throw new NotFoundError(ADDRESS_NOT_FOUND);
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
