import { isValidObjectId } from 'mongoose';
import type { Static } from 'typebox';
import type { PartnerSchema } from '@farm-store/contracts/partners';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { isDuplicateKeyError, toObjectId } from '../../lib/mongo';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/password';
import { requireIndianPhone } from '../../lib/phone';
import { oneAtATime } from '../../lib/turns';
import { PartnerModel, type PartnerRecord } from './model';
import { endSessionsNow } from '../accounts/sessions';
import { deliverySettings } from '../doorstep/service';
import { isInIndia, isJump } from '../../domain/geo';
import { clock } from '../../lib/clock';

export interface PartnerLocation {
  latitude: number;
  longitude: number;
  updated_at: Date;
}

export const PARTNER_LOGIN_FAILED = 'Incorrect phone number or password.';
const PARTNER_INACTIVE = 'This partner account is not active. Please contact the store.';
const PARTNER_NOT_FOUND = 'That delivery partner was not found.';

const toView = (p: Pick<PartnerRecord, '_id' | 'name' | 'phone' | 'active'>): Static<typeof PartnerSchema> => ({
  id: p._id.toString(),
  name: p.name,
  phone: p.phone,
  active: p.active,
});

/** A partner by id (active or not); null for an unknown or malformed id. */
export async function getPartner(id: string): Promise<Static<typeof PartnerSchema> | null> {
  if (!isValidObjectId(id)) return null;
  const partner = await PartnerModel.findById(id).lean<PartnerRecord>();
  return partner ? toView(partner) : null;
}

/**
 * The last location a partner shared; null when they never shared one, the id is unknown, or the partner is
 * disabled (a disabled partner carries nothing for the store, so nobody is shown where they are).
 */
export async function getPartnerLocation(id: string): Promise<PartnerLocation | null> {
  if (!isValidObjectId(id)) return null;
  const partner = await PartnerModel.findById(id, { location: 1, active: 1 }).lean<Pick<PartnerRecord, 'location' | 'active'>>();
  const location = partner?.active ? partner.location : null;
  if (!location) return null;
  return { latitude: location.latitude, longitude: location.longitude, updated_at: location.updated_at };
}

/** Every partner, oldest first (admin). */
export async function listPartners(): Promise<Static<typeof PartnerSchema>[]> {
  const partners = await PartnerModel.find({}, { name: 1, phone: 1, active: 1 }).sort({ created_at: 1, _id: 1 }).lean<PartnerRecord[]>();
  return partners.map(toView);
}

/** Creates a partner account (admin). The phone is unique: a second partner with it is a 409. */
export async function createPartner(input: { name: string; phone: string; password: string }): Promise<Static<typeof PartnerSchema>> {
  const phone = requireIndianPhone(input.phone);
  const password_hash = await hashPassword(input.password);
  try {
    const partner = await PartnerModel.create({ name: input.name.trim(), phone, password_hash, active: true });
    return toView(partner);
  } catch (err) {
    if (isDuplicateKeyError(err)) throw new ConflictError('A delivery partner with this phone number already exists.');
    throw err;
  }
}

/**
 * Runs `work` with the partner's active state held still: "is the partner active?" then giving them an order is a
 * read and a write, so assigning and disabling take the partner's turn (lib/turns.ts, across API processes). An
 * order assigned first is in the partner's hands when the disable reads them; one assigned after is refused.
 */
export function whilePartnerStaysAsIs<T>(partnerId: string, work: () => Promise<T>): Promise<T> {
  return oneAtATime(`partner:${partnerId}`, work);
}

/** Enables or disables a partner (admin). A disabled partner can neither sign in nor use an earlier token. */
export async function setPartnerActive(id: string, active: boolean): Promise<Static<typeof PartnerSchema>> {
  const _id = toObjectId(id, PARTNER_NOT_FOUND);
  // An unknown partner is refused without taking a turn (a refusal writes nothing).
  if (!(await PartnerModel.exists({ _id }))) throw new NotFoundError(PARTNER_NOT_FOUND);
  const partner = await whilePartnerStaysAsIs(id, () =>
    PartnerModel.findByIdAndUpdate(
      _id,
      // Disabling ends the partner's sessions: enabling the account again does not revive the old tokens.
      { $set: active ? { active } : { active, ...endSessionsNow() } },
      { returnDocument: 'after' },
    ).lean<PartnerRecord>(),
  );
  if (!partner) throw new NotFoundError(PARTNER_NOT_FOUND);
  return toView(partner);
}

/**
 * Checks a partner's phone and password. Wrong credentials and an inactive account are both 401
 * `{success: false, msg}`; the inactive message is only given to someone who knows the password.
 */
export async function authenticatePartner(phoneInput: string, password: string): Promise<Static<typeof PartnerSchema>> {
  const phone = requireIndianPhone(phoneInput);
  const partner = await PartnerModel.findOne({ phone }).lean<PartnerRecord>();
  const ok = await verifyPassword(password, partner?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!partner || !ok) throw new UnauthorizedError(PARTNER_LOGIN_FAILED, { success: false });
  if (!partner.active) throw new UnauthorizedError(PARTNER_INACTIVE, { success: false });
  return toView(partner);
}

/** True when a partner account (active or not) uses this normalised phone. */
export async function partnerExists(phone: string): Promise<boolean> {
  return (await PartnerModel.exists({ phone })) !== null;
}

/** Stores the partner's current position (what customers tracking their order see). */
export type IgnoredPosition = 'outside_india' | 'too_fast';

/**
 * Keeps the partner's position, unless it cannot be a rider's: outside India, or a jump faster than 150 km/h from the
 * last one kept (a GPS glitch) — those are logged and ignored, and the answer says so. Answers the time of the
 * position kept (this one, or the last one when ignored).
 */
export async function updatePartnerLocation(
  id: string,
  latitude: number,
  longitude: number,
  log: (why: string) => void = () => undefined,
): Promise<{ updatedAt: Date; ignored: IgnoredPosition | null }> {
  const at = new Date(clock.now());
  const here = { lat: latitude, lng: longitude, at };
  const partner = await PartnerModel.findById(id, { location: 1 }).lean<Pick<PartnerRecord, 'location'>>();
  if (!partner) throw new NotFoundError(PARTNER_NOT_FOUND);
  const last = partner.location;
  let ignored: IgnoredPosition | null = null;
  if (!isInIndia(here)) ignored = 'outside_india';
  else if (last && isJump({ lat: last.latitude, lng: last.longitude, at: last.updated_at }, here)) ignored = 'too_fast';
  if (ignored) {
    log(`partner ${id}: position ${latitude},${longitude} ignored (${ignored})`);
    return { updatedAt: last?.updated_at ?? at, ignored };
  }
  await PartnerModel.updateOne({ _id: id }, { $set: { location: { latitude, longitude, updated_at: at } } });
  return { updatedAt: at, ignored: null };
}

/**
 * Riders' positions are kept for the store's retention days (delivery settings, 7 by default), then deleted: a
 * partner who has not reported since has no position at all. Run by the partner routes' sweep.
 */
export async function forgetOldPositions(now = clock.now()): Promise<number> {
  const { positionRetentionDays } = await deliverySettings();
  const before = new Date(now - positionRetentionDays * 24 * 60 * 60 * 1000);
  const result = await PartnerModel.updateMany({ 'location.updated_at': { $lt: before } }, { $set: { location: null } });
  return result.modifiedCount;
}

export const DEMO_PARTNERS = [
  { name: 'Ravi Kumar', phone: '+919000000001' },
  { name: 'Salma Begum', phone: '+919000000002' },
] as const;
export const DEMO_PARTNER_PASSWORD = 'partner12345';

/** Creates the two demo delivery partners unless their phones are taken (idempotent; existing ones are kept). */
export async function ensureDemoPartners(): Promise<void> {
  for (const demo of DEMO_PARTNERS) {
    if (await PartnerModel.exists({ phone: demo.phone })) continue;
    try {
      await PartnerModel.create({ ...demo, password_hash: await hashPassword(DEMO_PARTNER_PASSWORD), active: true });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
}
