import type { Static } from 'typebox';
import type { HoldSchema, SlotsAnswerSchema } from '@farm-store/contracts/slots';
import { clock } from '../../lib/clock';
import { courierDates } from '../../domain/pricing/shipping-detail';
import { isServedPincode, pincodeZone } from '../../domain/pricing/shipping';
import { BadRequestError } from '../../lib/errors';
import { cleanPincode, PINCODE_INVALID } from '../addresses/service';
import { isChoosable, listSlots, resolveSlot, slotView, takenIn, zoneUsesSlots } from './availability';
import { holdSlot } from './places';

/** What the shop asks of slots before an order exists: the list for a pincode, and a hold while paying. */

/** The pincode asked about, read as an address's is (400 when it is not 6 digits; the schema refuses a blank one). */
function givenPincode(raw: string): string {
  const pincode = cleanPincode(raw);
  if (pincode === null) throw new BadRequestError(PINCODE_INVALID);
  return pincode;
}

export async function slotsFor(rawPincode: string, date: string | undefined, courierDays: number): Promise<Static<typeof SlotsAnswerSchema>> {
  const pincode = givenPincode(rawPincode);
  const zone = pincodeZone(pincode);
  const served = isServedPincode(pincode);
  const riders = zone === 'hyderabad';
  const inUse = served && riders && (await zoneUsesSlots(zone));
  const slots = inUse ? await listSlots(zone, date) : [];
  const courier = served && !riders ? courierDates(clock.now(), courierDays) : { dispatch_date: null, expected_date: null };
  return {
    zone,
    delivery: riders ? 'partner' : 'courier',
    serviceable: served,
    slots_in_use: inUse,
    slots,
    next_open: slots.find(isChoosable) ?? null,
    ...courier,
  };
}

export async function holdForCustomer(userId: string, body: { slotId: string; pincode: string; weight_kg?: number }): Promise<Static<typeof HoldSchema>> {
  const pincode = givenPincode(body.pincode);
  const rule = await resolveSlot(body.slotId, pincodeZone(pincode));
  const expiresAt = await holdSlot(userId, rule, Math.round((body.weight_kg ?? 0) * 1000));
  return { slot: slotView(rule, (await takenIn([rule.id])).get(rule.id), clock.now()), expires_at: expiresAt.toISOString() };
}
