import { Schema, model, type InferSchemaType } from 'mongoose';
import { keyedSchema } from '../../lib/mongo';

/**
 * A slot template: a delivery window that runs on some weekdays in a riders' zone, with its capacity and cut-off.
 * Slots themselves are not stored: a slot is a template on a day (ids.ts), and only its counter is written.
 */
const slotTemplateSchema = new Schema(
  {
    zone: { type: String, required: true, default: 'hyderabad' },
    /** 0 Sunday … 6 Saturday. */
    weekdays: { type: [Number], required: true },
    /** Hyderabad clock times, HH:MM. */
    start: { type: String, required: true },
    end: { type: String, required: true },
    capacity_orders: { type: Number, required: true },
    capacity_grams: { type: Number, required: true },
    cutoff: {
      type: new Schema({ kind: { type: String, required: true }, at: String, hours: Number }, { _id: false }),
      required: true,
    },
  },
  { timestamps: { createdAt: 'created_at' as const, updatedAt: 'updated_at' as const } },
);
slotTemplateSchema.index({ zone: 1 });

export type SlotTemplate = InferSchemaType<typeof slotTemplateSchema> & { _id: { toString(): string } };
export const SlotTemplateModel = model('SlotTemplate', slotTemplateSchema, 'slot_templates');

/** A day a zone does not deliver (a festival, a strike). `_id`: `${zone}:${date}`. */
const closedDaySchema = keyedSchema(
  {
    zone: { type: String, required: true },
    date: { type: String, required: true },
    reason: { type: String, required: true },
  },
  'slot_closed_days',
);
closedDaySchema.index({ zone: 1, date: 1 });
export const ClosedDayModel = model('SlotClosedDay', closedDaySchema);

/**
 * How much of one slot is taken: orders and checkout holds, in orders and grams. `_id` is the slot id. Only ever
 * moved by conditional `$inc`s that keep it within the template's capacity (places.ts).
 */
const slotCountSchema = keyedSchema(
  {
    orders: { type: Number, required: true, default: 0 },
    grams: { type: Number, required: true, default: 0 },
  },
  'slot_counts',
);
export const SlotCountModel = model('SlotCount', slotCountSchema);

/**
 * One place taken in a slot: a customer's checkout hold (until `expires_at`) or an order's. A place is given back by
 * deleting it, and only the request whose delete removed it gives its count back, so it is given back once.
 */
const slotPlaceSchema = new Schema(
  {
    slot_id: { type: String, required: true },
    user_id: { type: String, required: true },
    grams: { type: Number, required: true },
    kind: { type: String, enum: ['hold', 'order'], required: true },
    order_id: { type: String, default: null },
    /** Holds only: when the place is given back if no order took it. */
    expires_at: { type: Date, default: null },
  },
  { versionKey: false, timestamps: { createdAt: 'created_at' as const, updatedAt: false as const } },
);
slotPlaceSchema.index({ kind: 1, expires_at: 1 }); // the sweep of expired holds
slotPlaceSchema.index({ user_id: 1, kind: 1 }); // a customer's hold
slotPlaceSchema.index({ order_id: 1 }); // an order's place

export type SlotPlace = InferSchemaType<typeof slotPlaceSchema> & { _id: { toString(): string } };
export const SlotPlaceModel = model('SlotPlace', slotPlaceSchema, 'slot_places');
