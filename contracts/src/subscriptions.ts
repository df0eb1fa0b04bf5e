import { Type } from 'typebox';
import { IdSchema, INVALID_MESSAGE } from './common';

/**
 * Subscriptions: milk, eggs and other daily items delivered on a schedule from a start day, in a morning slot, to one
 * of the customer's addresses (docs/subscriptions.md). Days are store calendar days (India time) written YYYY-MM-DD;
 * changes for a day close at the cut-off the evening before.
 */

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SCHEDULE_KINDS = ['daily', 'alternate', 'weekdays'] as const;

/** Why a calendar day brings nothing. */
export const EMPTY_DAY_REASONS = ['before_start', 'cancelled', 'not_scheduled', 'paused', 'skipped'] as const;

/** The most items (different variants) one subscription has, and the most of one item a day. */
export const SUBSCRIPTION_ITEMS_MAX = 10;
export const SUBSCRIPTION_QUANTITY_MAX = 20;
/** How far ahead the calendar and a pause reach, in days. */
export const CALENDAR_DAYS_MAX = 90;
export const CALENDAR_DAYS_DEFAULT = 30;

const DAY_MESSAGE = 'Please give a day written YYYY-MM-DD, e.g. 2026-03-01.';
export const DaySchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  maxLength: 10,
  description: 'A store calendar day (India time), YYYY-MM-DD.',
  examples: ['2026-03-01'],
  [INVALID_MESSAGE]: DAY_MESSAGE,
});

const QUANTITY_RANGE = `Please choose a quantity from 1 to ${SUBSCRIPTION_QUANTITY_MAX}.`;
const Quantity = Type.Integer({
  minimum: 1,
  maximum: SUBSCRIPTION_QUANTITY_MAX,
  description: `Units each delivery day, 1 to ${SUBSCRIPTION_QUANTITY_MAX}.`,
  [INVALID_MESSAGE]: { minimum: QUANTITY_RANGE, maximum: QUANTITY_RANGE },
});

export const SubscriptionItemSchema = Type.Object(
  { variantId: IdSchema, quantity: Quantity },
  { additionalProperties: false, description: 'One product variant and how many come each delivery day.' },
);

const ITEMS_MESSAGE = `Please choose 1 to ${SUBSCRIPTION_ITEMS_MAX} items.`;
const Items = Type.Array(SubscriptionItemSchema, {
  minItems: 1,
  maxItems: SUBSCRIPTION_ITEMS_MAX,
  description: 'Each variant once.',
  [INVALID_MESSAGE]: { minItems: ITEMS_MESSAGE, maxItems: ITEMS_MESSAGE },
});

const WEEKDAYS_MESSAGE = 'Please choose the days of the week, 0 (Sunday) to 6 (Saturday), each once.';
export const ScheduleSchema = Type.Object(
  {
    kind: Type.Unsafe<(typeof SCHEDULE_KINDS)[number]>({
      type: 'string',
      enum: [...SCHEDULE_KINDS],
      description: '`daily`; `alternate`: the start day and every second day after it; `weekdays`: the days listed in `weekdays`.',
      [INVALID_MESSAGE]: { enum: 'Please choose daily, alternate days or days of the week.' },
    }),
    weekdays: Type.Optional(
      Type.Array(Type.Integer({ minimum: 0, maximum: 6, [INVALID_MESSAGE]: { minimum: WEEKDAYS_MESSAGE, maximum: WEEKDAYS_MESSAGE } }), {
        minItems: 1,
        maxItems: 7,
        uniqueItems: true,
        description: 'For `weekdays` (and only then): 0 Sunday … 6 Saturday.',
        [INVALID_MESSAGE]: { minItems: WEEKDAYS_MESSAGE, maxItems: WEEKDAYS_MESSAGE, uniqueItems: WEEKDAYS_MESSAGE },
      }),
    ),
  },
  { additionalProperties: false },
);

const SlotTemplateId = Type.String({
  pattern: '^[0-9a-fA-F]{24}$',
  maxLength: 24,
  description: 'A morning slot template of the store (GET /api/admin/slots lists them): the window deliveries come in.',
  [INVALID_MESSAGE]: 'That delivery slot does not exist. Please choose one from the list.',
});

export const CreateSubscriptionSchema = Type.Object(
  {
    items: Items,
    schedule: ScheduleSchema,
    startDate: Type.Unsafe<string>({ ...DaySchema, description: 'The first day that may bring a delivery; its changes must still be open.' }),
    slotId: SlotTemplateId,
    addressId: Type.Unsafe<string>({ ...IdSchema, [INVALID_MESSAGE]: 'That address was not found.' }),
  },
  { additionalProperties: false },
);

/** Each field optional; `status` pauses (until resumed, from the first day still open) or resumes. */
export const UpdateSubscriptionSchema = Type.Object(
  {
    items: Type.Optional(Items),
    schedule: Type.Optional(ScheduleSchema),
    slotId: Type.Optional(SlotTemplateId),
    addressId: Type.Optional(Type.Unsafe<string>({ ...IdSchema, [INVALID_MESSAGE]: 'That address was not found.' })),
    status: Type.Optional(
      Type.Unsafe<'active' | 'paused'>({
        type: 'string',
        enum: ['active', 'paused'],
        description: '`paused`: no deliveries from the first day still open until resumed; `active`: resume.',
        [INVALID_MESSAGE]: { enum: 'A subscription can be set active or paused (cancel it with DELETE).' },
      }),
    ),
  },
  { additionalProperties: false },
);

export const PauseSchema = Type.Object(
  { from: DaySchema, to: Type.Union([DaySchema, Type.Null()], { description: 'The last day paused (inclusive); null: until resumed.' }) },
  { additionalProperties: false },
);

export const SubscriptionSchema = Type.Object(
  {
    id: Type.String(),
    items: Type.Array(SubscriptionItemSchema),
    schedule: ScheduleSchema,
    startDate: DaySchema,
    slotId: Type.String({ description: 'The slot template deliveries come in.' }),
    addressId: Type.String({ description: 'The address deliveries go to.' }),
    status: Type.Unsafe<SubscriptionStatus>({ type: 'string', enum: [...SUBSCRIPTION_STATUSES] }),
    pauses: Type.Array(PauseSchema, { description: 'Paused days, inclusive ranges, earliest first.' }),
    cancelledFrom: Type.Union([DaySchema, Type.Null()], { description: 'Once cancelled: the first day without deliveries.' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const SubscriptionListSchema = Type.Array(SubscriptionSchema, { description: "The customer's subscriptions, newest first." });

export const DayParamsSchema = Type.Object({ id: IdSchema, date: DaySchema }, { additionalProperties: false });

const DAY_QUANTITY_RANGE = `Please choose a quantity from 0 to ${SUBSCRIPTION_QUANTITY_MAX}.`;

/** The most extra lines (other shop variants) one day may have. */
export const DAY_EXTRAS_MAX = 10;

const EXTRAS_MESSAGE = `Please add at most ${DAY_EXTRAS_MAX} products to one day.`;
export const DayExtraSchema = Type.Object(
  { variantId: IdSchema, quantity: Quantity },
  { additionalProperties: false, description: 'A variant of any product shown in the shop, added to that day only.' },
);

/**
 * A change to one day: `{ skip: true }` (or `false` to bring the day back), `{ quantity }` of one item that day
 * (`variantId` needed when the subscription has several items; 0: none of it that day), or `{ extras }`: that day's
 * added products (replacing the ones added before; an empty list removes them).
 */
export const DayChangeSchema = Type.Object(
  {
    skip: Type.Optional(Type.Boolean({ description: 'true: nothing that day; false: undo a skip.' })),
    variantId: Type.Optional(IdSchema),
    quantity: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: SUBSCRIPTION_QUANTITY_MAX,
        description: `Units that day, 0 to ${SUBSCRIPTION_QUANTITY_MAX}.`,
        [INVALID_MESSAGE]: { minimum: DAY_QUANTITY_RANGE, maximum: DAY_QUANTITY_RANGE },
      }),
    ),
    extras: Type.Optional(
      Type.Array(DayExtraSchema, {
        maxItems: DAY_EXTRAS_MAX,
        description: `Products added to that day only, 0 to ${DAY_EXTRAS_MAX} lines, each variant once: they replace the day's extras.`,
        [INVALID_MESSAGE]: { maxItems: EXTRAS_MESSAGE },
      }),
    ),
  },
  { additionalProperties: false },
);

export const PauseBodySchema = Type.Object(
  {
    from: Type.Unsafe<string>({ ...DaySchema, description: 'The first day paused; its changes must still be open.' }),
    to: Type.Unsafe<string>({ ...DaySchema, description: 'The last day paused (inclusive).' }),
  },
  { additionalProperties: false },
);

export const CalendarQuerySchema = Type.Object(
  {
    days: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: CALENDAR_DAYS_MAX,
        default: CALENDAR_DAYS_DEFAULT,
        description: `How many days from today, 1 to ${CALENDAR_DAYS_MAX}.`,
      }),
    ),
  },
  { additionalProperties: false },
);

export const CalendarDaySchema = Type.Object(
  {
    date: DaySchema,
    items: Type.Array(
      Type.Object(
        {
          variantId: Type.String(),
          quantity: Type.Integer(),
          extra: Type.Optional(Type.Literal(true, { description: 'Added to this day only (not one of the items).' })),
        },
        { additionalProperties: false },
      ),
      { description: 'Everything that comes that day, each variant once (the items, then the extras); empty when `reason` says why not.' },
    ),
    reason: Type.Unsafe<(typeof EMPTY_DAY_REASONS)[number] | null>({
      type: ['string', 'null'],
      enum: [...EMPTY_DAY_REASONS, null],
      description: 'Why nothing comes: before the start day, cancelled, not a day of the schedule, paused, or skipped (or every quantity 0).',
    }),
    changed: Type.Boolean({ description: 'The customer skipped this day, changed a quantity or added products.' }),
    changeable: Type.Boolean({ description: 'Whether the day may still be changed: until its cut-off.' }),
    cutoffAt: Type.String({ format: 'date-time', description: 'When changes for this day close (the evening before).' }),
  },
  { additionalProperties: false },
);

/** A variant that comes in the calendar, as the shop names it. */
export const CalendarVariantSchema = Type.Object(
  {
    id: Type.String(),
    productId: Type.String(),
    name: Type.String(),
    nameTe: Type.String({ description: 'The Telugu name, empty when there is none.' }),
    label: Type.String({ description: 'The size, e.g. 500ml.' }),
    price: Type.Number({ description: 'Rupees a unit, at today’s price.' }),
  },
  { additionalProperties: false },
);

export const CalendarSchema = Type.Object(
  {
    subscription: SubscriptionSchema,
    days: Type.Array(CalendarDaySchema, { description: 'From today (India time), one per day.' }),
    variants: Type.Array(CalendarVariantSchema, {
      description: 'The items and the extras of these days, named; one no longer shown in the shop is missing.',
    }),
  },
  { additionalProperties: false },
);

export const SubscriptionOptionsSchema = Type.Object(
  {
    slots: Type.Array(
      Type.Object({ id: Type.String(), label: Type.String({ description: 'Its times, e.g. 06:00–08:00 (India time).' }) }, { additionalProperties: false }),
      { description: "The store's morning slot templates (starting before 12:00), earliest first." },
    ),
    cutoff: Type.String({ description: 'When changes close the evening before a delivery day, HH:MM India time.', examples: ['22:00'] }),
    firstDay: DaySchema,
  },
  { additionalProperties: false, description: 'What a new subscription can choose: its slot, and the first day it can start.' },
);

/** Why a delivery day made no order at its cut-off. */
export const SKIP_REASONS = ['balance', 'unavailable', 'no_slot'] as const;

/** The customer's store credit against their subscriptions: for the shop's low-balance banner. */
export const SubscriptionBalanceSchema = Type.Object(
  {
    balance: Type.Number({ description: 'Store credit now, rupees.' }),
    nextThreeDays: Type.Number({
      description: 'What the deliveries ordered and not yet paid, and the rest of the next 3 delivery days at today’s prices, come to (rupees).',
    }),
    low: Type.Boolean({ description: 'The balance does not cover `nextThreeDays`: the shop asks for a top-up.' }),
    skipped: Type.Array(
      Type.Object(
        {
          date: DaySchema,
          reason: Type.Unsafe<(typeof SKIP_REASONS)[number]>({
            type: 'string',
            enum: [...SKIP_REASONS],
            description: '`balance`: the store credit did not cover it; `unavailable`: none of its items could be had; `no_slot`: no morning slot had room.',
          }),
        },
        { additionalProperties: false },
      ),
      { description: 'Delivery days of today and tomorrow that made no order, earliest first.' },
    ),
  },
  { additionalProperties: false },
);

/** Test stacks only (SUBSCRIPTION_TEST_CLOCK=1): how far the subscriptions' clock runs ahead of the real one. */
export const SubscriptionClockBodySchema = Type.Object(
  { offsetMs: Type.Integer({ minimum: 0, maximum: 90 * 24 * 3_600_000, description: 'Milliseconds ahead of the API clock.' }) },
  { additionalProperties: false },
);

export const SubscriptionClockAnswerSchema = Type.Object(
  {
    now: Type.String({ format: 'date-time', description: 'The subscriptions’ time now.' }),
    days: Type.Array(DaySchema, { description: 'The delivery days the run went through.' }),
    ordered: Type.Integer(),
    skipped: Type.Integer(),
  },
  { additionalProperties: false },
);

// --- Staff: the Subscriptions tab (docs/subscriptions.md "For staff") ------------------------------------------------

export const ADMIN_SUBSCRIPTIONS_PER_PAGE = 20;

export const AdminSubscriptionsQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100, description: "The customer's name (any case) or phone digits, taken literally." })),
    status: Type.Optional(
      Type.Unsafe<SubscriptionStatus>({
        type: 'string',
        enum: [...SUBSCRIPTION_STATUSES],
        description: 'Only subscriptions with this status.',
        [INVALID_MESSAGE]: { enum: 'Please choose active, paused or cancelled.' },
      }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1, description: 'Page number, from 1.' })),
  },
  { additionalProperties: false },
);

const NamedItem = {
  variantId: Type.String(),
  name: Type.String({ description: "The product's name (as the catalogue has it now)." }),
  variantLabel: Type.String({ description: 'The variant, e.g. "500 ml".' }),
};

export const AdminSubscriptionSchema = Type.Object(
  {
    id: Type.String(),
    customer: Type.Object({ id: Type.String(), name: Type.String(), phone: Type.String() }, { additionalProperties: false }),
    items: Type.Array(Type.Object({ ...NamedItem, quantity: Type.Integer() }, { additionalProperties: false })),
    schedule: ScheduleSchema,
    startDate: DaySchema,
    slot: Type.String({ description: 'The slot template\'s times, e.g. "06:00–08:00" ("Slot removed" when staff deleted it).' }),
    address: Type.Object(
      {
        label: Type.String(),
        text: Type.String({ description: 'The address, shortened to a line.' }),
        zone: Type.Union([Type.String(), Type.Null()], { description: 'The delivery zone the address is in; null when it cannot be placed or is gone.' }),
      },
      { additionalProperties: false },
    ),
    status: Type.Unsafe<SubscriptionStatus>({ type: 'string', enum: [...SUBSCRIPTION_STATUSES] }),
    pause: Type.Union([PauseSchema, Type.Null()], { description: 'The pause running today or the next one ahead (`to: null`: until resumed).' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const AdminSubscriptionPageSchema = Type.Object(
  {
    counts: Type.Object(
      { active: Type.Integer(), paused: Type.Integer(), cancelled: Type.Integer() },
      { additionalProperties: false, description: 'Every subscription of the store by status, whatever the search.' },
    ),
    items: Type.Array(AdminSubscriptionSchema, { description: `Newest first, ${ADMIN_SUBSCRIPTIONS_PER_PAGE} a page.` }),
    total: Type.Integer({ description: 'How many match the search and status.' }),
  },
  { additionalProperties: false },
);

export const SubscriptionLoadQuerySchema = Type.Object(
  { date: Type.Optional(Type.Unsafe<string>({ ...DaySchema, description: 'The delivery day; tomorrow (India time) when left out.' })) },
  { additionalProperties: false },
);

const LoadLine = Type.Object({ ...NamedItem, units: Type.Integer() }, { additionalProperties: false });

export const SubscriptionLoadSchema = Type.Object(
  {
    date: DaySchema,
    deliveries: Type.Integer({ description: 'Subscriptions that bring something that day.' }),
    items: Type.Array(LoadLine, { description: 'Units of each variant that day, by product name.' }),
    zones: Type.Array(
      Type.Object(
        {
          zone: Type.Union([Type.String(), Type.Null()], { description: 'The delivery zone; null for addresses that cannot be placed or are gone.' }),
          deliveries: Type.Integer(),
          items: Type.Array(LoadLine),
        },
        { additionalProperties: false },
      ),
      { description: 'The same, split by the zone of each delivery address.' },
    ),
  },
  { additionalProperties: false },
);
