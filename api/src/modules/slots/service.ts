import type { Static } from 'typebox';
import {
  SLOT_DAYS_AHEAD,
  type ClosedDayBodySchema,
  type SlotFillListSchema,
  type SlotSettingsSchema,
  type SlotTemplateBodySchema,
  type SlotTemplateSchema,
} from '@farm-store/contracts/slots';
import { clock } from '../../lib/clock';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { toObjectId } from '../../lib/mongo';
import { oneAtATime } from '../../lib/turns';
import { forgetSlotSettings, slotRules, slotView, takenIn, zoneSlotSettings } from './availability';
import { dayAfter, offeredDays } from './calendar';
import { ClosedDayModel, SlotTemplateModel } from './model';

/** Staff settings of the Hyderabad riders' slots: templates, closed days, and how full the offered days are. */

const ZONE = 'hyderabad';
const TEMPLATE_NOT_FOUND = 'That slot was not found. It may have been deleted.';
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type TemplateBody = Static<typeof SlotTemplateBodySchema>;
type TemplateView = Static<typeof SlotTemplateSchema>;

function toTemplateView(t: {
  _id: { toString(): string };
  weekdays: number[];
  start: string;
  end: string;
  capacity_orders: number;
  capacity_grams: number;
  cutoff: unknown;
}): TemplateView {
  const cutoff = t.cutoff as { kind: string; at?: string | null; hours?: number | null };
  return {
    id: t._id.toString(),
    zone: ZONE,
    weekdays: [...t.weekdays].sort(),
    start: t.start,
    end: t.end,
    capacity_orders: t.capacity_orders,
    capacity_kg: t.capacity_grams / 1000,
    cutoff: cutoff.kind === 'day_before' ? { kind: 'day_before', at: cutoff.at ?? '22:00' } : { kind: 'hours_before', hours: cutoff.hours ?? 0 },
  };
}

export async function slotSettings(): Promise<Static<typeof SlotSettingsSchema>> {
  const [templates, closed] = await Promise.all([
    SlotTemplateModel.find({ zone: ZONE }).sort({ start: 1, _id: 1 }).lean(),
    ClosedDayModel.find({ zone: ZONE, date: { $gte: offeredDays(clock.now())[0] } })
      .sort({ date: 1 })
      .lean(),
  ]);
  return { templates: templates.map(toTemplateView), closed_days: closed.map((d) => ({ date: d.date, reason: d.reason })) };
}

/**
 * A template's times must make a slot (end after start) whose cut-off is not after it starts, and no two templates
 * may run at the same times on the same weekday (their slots would share an id). Checked inside the zone's turn, so
 * two staff saving at once cannot both add the same slot.
 */
async function checkTemplate(body: TemplateBody, exceptId?: string): Promise<void> {
  if (body.end <= body.start) throw new BadRequestError('A slot must end after it starts, on the same day.');
  if (body.cutoff.kind === 'hours_before' && body.cutoff.hours === 0 && body.start === '00:00') {
    throw new BadRequestError('Give orders a cut-off before the slot starts.');
  }
  const clash = await SlotTemplateModel.findOne({
    zone: ZONE,
    start: body.start,
    end: body.end,
    weekdays: { $in: body.weekdays },
    ...(exceptId && { _id: { $ne: toObjectId(exceptId, TEMPLATE_NOT_FOUND) } }),
  }).lean();
  if (clash) {
    const day = WEEKDAY_NAMES[clash.weekdays.find((d) => body.weekdays.includes(d)) ?? 0];
    throw new ConflictError(`A ${body.start}–${body.end} slot already runs on ${day}. Edit that one instead.`);
  }
}

const templateFields = (body: TemplateBody) => ({
  weekdays: [...body.weekdays].sort(),
  start: body.start,
  end: body.end,
  capacity_orders: body.capacity_orders,
  capacity_grams: Math.round(body.capacity_kg * 1000),
  cutoff: body.cutoff,
});

export async function addTemplate(body: TemplateBody): Promise<TemplateView> {
  return oneAtATime(`slot-templates:${ZONE}`, async () => {
    await checkTemplate(body);
    const created = await SlotTemplateModel.create({ zone: ZONE, ...templateFields(body) });
    forgetSlotSettings();
    return toTemplateView(created.toObject());
  });
}

/**
 * Changing a template changes its slots from now on: a lower capacity stops new orders once the slot has as many
 * (orders already in it stay); new times make new slots (orders keep the times they were promised).
 */
export async function updateTemplate(id: string, body: TemplateBody): Promise<{ before: TemplateView; after: TemplateView }> {
  const _id = toObjectId(id, TEMPLATE_NOT_FOUND);
  return oneAtATime(`slot-templates:${ZONE}`, async () => {
    await checkTemplate(body, id);
    const before = await SlotTemplateModel.findOneAndUpdate({ _id, zone: ZONE }, { $set: templateFields(body) }).lean();
    if (!before) throw new NotFoundError(TEMPLATE_NOT_FOUND);
    forgetSlotSettings();
    return { before: toTemplateView(before), after: toTemplateView({ ...before, ...templateFields(body) }) };
  });
}

/** Orders already promised one of its slots keep their slot; no new ones are sold. */
export async function deleteTemplate(id: string): Promise<TemplateView> {
  const removed = await SlotTemplateModel.findOneAndDelete({ _id: toObjectId(id, TEMPLATE_NOT_FOUND), zone: ZONE }).lean();
  if (!removed) throw new NotFoundError(TEMPLATE_NOT_FOUND);
  forgetSlotSettings();
  return toTemplateView(removed);
}

/** No new orders for the day; orders already in its slots stay there (staff move them, and their customers get an SMS). */
export async function closeDay(body: Static<typeof ClosedDayBodySchema>): Promise<Static<typeof SlotSettingsSchema>> {
  if (body.date < offeredDays(clock.now())[0]) throw new BadRequestError('That day has already passed.');
  await ClosedDayModel.updateOne({ _id: `${ZONE}:${body.date}` }, { $set: { zone: ZONE, date: body.date, reason: body.reason.trim() } }, { upsert: true });
  forgetSlotSettings();
  return slotSettings();
}

export async function reopenDay(date: string): Promise<Static<typeof SlotSettingsSchema>> {
  const removed = await ClosedDayModel.deleteOne({ _id: `${ZONE}:${date}` });
  if (removed.deletedCount === 0) throw new NotFoundError('That day is not closed.');
  forgetSlotSettings();
  return slotSettings();
}

/** How full each slot of the offered days is (from `from`, default today), closed days named. */
export async function slotFill(from?: string): Promise<Static<typeof SlotFillListSchema>> {
  const now = clock.now();
  const today = offeredDays(now)[0];
  const start = from && from > today ? from : today;
  const days = Array.from({ length: SLOT_DAYS_AHEAD }, (_, i) => dayAfter(start, i));
  const settings = await zoneSlotSettings(ZONE);
  const rules = slotRules(ZONE, { ...settings, closed: new Map() }, days);
  const taken = await takenIn(rules.map((r) => r.id));
  return {
    days: days.map((date) => ({
      date,
      closed: settings.closed.get(date) ?? null,
      slots: rules
        .filter((r) => r.key.date === date)
        .map((r) => {
          const t = taken.get(r.id);
          return {
            ...slotView(r, t, now),
            capacity_orders: r.capacity_orders,
            taken_orders: t?.orders ?? 0,
            capacity_kg: r.capacity_grams / 1000,
            taken_kg: (t?.grams ?? 0) / 1000,
          };
        }),
    })),
  };
}
