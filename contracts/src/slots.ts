import { Type } from 'typebox';
import { ZoneSchema } from './addresses';
import { GivenPincodeSchema, INVALID_MESSAGE } from './common';

/**
 * Delivery slots of the riders' zones (docs/business-rules.md, "Delivery slots"). Times on the wire are ISO instants; the store's
 * calendar, slot templates and cut-offs are Asia/Kolkata whatever zone the server runs in.
 */

/** How many days ahead (today included) the shop offers slots. */
export const SLOT_DAYS_AHEAD = 3;
/** How long a slot chosen at checkout is kept for the customer while they pay. */
export const SLOT_HOLD_MINUTES = 10;

const IsoDate = Type.String({ format: 'date-time' });

const Day = Type.String({ format: 'date', description: 'A Hyderabad calendar day, YYYY-MM-DD.' });

/** A slot's id names its zone, day and times in Hyderabad: `hyderabad-2026-11-30-0700-0900`. */
const HHMM = '(?:[01]\\d|2[0-3])[0-5]\\d';
export const SLOT_ID_PATTERN = `^[a-z]+-\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])-${HHMM}-${HHMM}$`;
export const SlotIdSchema = Type.String({
  pattern: SLOT_ID_PATTERN,
  maxLength: 40,
  description: 'A slot id as GET /api/slots lists it, e.g. hyderabad-2026-11-30-0700-0900 (Hyderabad times).',
  [INVALID_MESSAGE]: 'That delivery slot does not exist. Please choose one from the list.',
});

export const SLOT_STATUSES = ['open', 'few_left', 'full', 'closed'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

export const SlotSchema = Type.Object(
  {
    id: Type.String(),
    starts_at: IsoDate,
    ends_at: IsoDate,
    cutoff_at: Type.String({ format: 'date-time', description: 'Orders for this slot are taken (and rescheduled into it) until this instant.' }),
    remaining: Type.Integer({ description: 'Orders the slot can still take.' }),
    status: Type.Unsafe<SlotStatus>(
      Type.Enum([...SLOT_STATUSES], {
        description: 'open; few_left (3 or fewer places, or a fifth of its capacity); full (no place, or no kilograms, left); closed (past its cut-off).',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The slot an order is delivered in, as kept on the order. */
export const OrderSlotSchema = Type.Object({ id: Type.String(), starts_at: IsoDate, ends_at: IsoDate, cutoff_at: IsoDate }, { additionalProperties: false });

export const SlotsQuerySchema = Type.Object(
  {
    pincode: GivenPincodeSchema,
    date: Type.Optional(Type.String({ format: 'date', description: 'Only this Hyderabad day (YYYY-MM-DD); default: the next 3 days from today.' })),
  },
  { additionalProperties: false },
);

export const SlotsAnswerSchema = Type.Object(
  {
    zone: ZoneSchema,
    delivery: Type.Union([Type.Literal('partner'), Type.Literal('courier')]),
    serviceable: Type.Boolean({ description: 'false: the store does not deliver to this pincode yet.' }),
    slots_in_use: Type.Boolean({ description: 'true when the zone delivers in slots (staff have set some up); courier zones: false.' }),
    slots: Type.Array(SlotSchema, { description: 'Earliest first; closed and full ones included so the shop can show them greyed.' }),
    next_open: Type.Union([SlotSchema, Type.Null()], { description: 'The earliest slot that can still be chosen.' }),
    dispatch_date: Type.Union([Day, Type.Null()], { description: 'Courier zones: the day an order placed now leaves the store.' }),
    expected_date: Type.Union([Day, Type.Null()], { description: 'Courier zones: the day an order placed now is expected.' }),
  },
  { additionalProperties: false },
);

export const HoldBodySchema = Type.Object(
  {
    slotId: SlotIdSchema,
    pincode: GivenPincodeSchema,
    weight_kg: Type.Optional(Type.Number({ minimum: 0, maximum: 1000, description: "The cart's weight, counted against the slot's kilograms." })),
  },
  { additionalProperties: false },
);

export const HoldSchema = Type.Object(
  {
    slot: SlotSchema,
    expires_at: Type.String({ format: 'date-time', description: `The place is kept until then (${SLOT_HOLD_MINUTES} minutes); placing the order takes it.` }),
  },
  { additionalProperties: false },
);

export const RescheduleBodySchema = Type.Object({ slotId: SlotIdSchema }, { additionalProperties: false });

// --- Staff ---------------------------------------------------------------------------------------------------------

const CLOCK_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';
const ClockTime = (description: string) =>
  Type.String({
    pattern: CLOCK_PATTERN,
    description: `${description} Hyderabad time, HH:MM (24-hour), no zone.`,
    [INVALID_MESSAGE]: 'Times are Hyderabad time written HH:MM, e.g. 07:00 or 19:30.',
  });

export const CutoffSchema = Type.Union(
  [
    Type.Object({ kind: Type.Literal('day_before'), at: ClockTime('Orders close the evening before at this time.') }, { additionalProperties: false }),
    Type.Object(
      {
        kind: Type.Literal('hours_before'),
        hours: Type.Integer({ minimum: 0, maximum: 48, description: 'Orders close this many hours before the slot starts.' }),
      },
      { additionalProperties: false },
    ),
  ],
  { description: 'When orders for a slot close.' },
);

const templateFields = {
  weekdays: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), {
    minItems: 1,
    maxItems: 7,
    uniqueItems: true,
    description: 'Days of the week the slot runs: 0 Sunday … 6 Saturday.',
  }),
  start: ClockTime('When the slot starts.'),
  end: ClockTime('When the slot ends (after its start, the same day).'),
  capacity_orders: Type.Integer({ minimum: 1, maximum: 10000, description: 'Orders the slot takes.' }),
  capacity_kg: Type.Integer({ minimum: 1, maximum: 100000, description: 'Kilograms the slot takes.' }),
  cutoff: CutoffSchema,
};

export const SlotTemplateBodySchema = Type.Object(templateFields, { additionalProperties: false });

export const SlotTemplateSchema = Type.Object({ id: Type.String(), zone: Type.Literal('hyderabad'), ...templateFields }, { additionalProperties: false });

export const ClosedDayBodySchema = Type.Object(
  { date: Day, reason: Type.String({ minLength: 1, maxLength: 100, description: 'Shown to staff, e.g. "Sankranti".' }) },
  { additionalProperties: false },
);

export const ClosedDaySchema = Type.Object({ date: Day, reason: Type.String() }, { additionalProperties: false });

export const SlotSettingsSchema = Type.Object(
  { templates: Type.Array(SlotTemplateSchema), closed_days: Type.Array(ClosedDaySchema, { description: 'Today and later, earliest first.' }) },
  { additionalProperties: false },
);

export const SlotFillSchema = Type.Object(
  {
    ...SlotSchema.properties,
    capacity_orders: Type.Integer(),
    taken_orders: Type.Integer({ description: 'Orders and checkout holds in the slot.' }),
    capacity_kg: Type.Number(),
    taken_kg: Type.Number(),
  },
  { additionalProperties: false },
);

export const SlotFillListSchema = Type.Object(
  {
    days: Type.Array(
      Type.Object({
        date: Day,
        closed: Type.Union([Type.String(), Type.Null()], { description: 'The reason, when the day is closed.' }),
        slots: Type.Array(SlotFillSchema),
      }),
    ),
  },
  { additionalProperties: false },
);

export const SlotParamsSchema = Type.Object({ slotId: SlotIdSchema }, { additionalProperties: false });

export const PackingListSchema = Type.Object(
  {
    slot: OrderSlotSchema,
    orders: Type.Integer({ description: 'Orders in the slot that are not cancelled.' }),
    weight_kg: Type.Number(),
    lines: Type.Array(
      Type.Object({
        variant_id: Type.String(),
        name: Type.String(),
        variantLabel: Type.String(),
        quantity: Type.Integer({ description: 'Units of this size across the slot.' }),
        weight_kg: Type.Number({ description: 'Their shipping weight.' }),
        sold_by_weight: Type.Boolean({ description: 'Weighed when packed: each of its orders is packed on the Pack screen (PUT /api/admin/orders/:id/pack).' }),
        orders: Type.Array(Type.Object({ id: Type.String(), customer_name: Type.String(), quantity: Type.Integer() })),
      }),
      { description: 'One line per size, by product name.' },
    ),
  },
  { additionalProperties: false },
);
