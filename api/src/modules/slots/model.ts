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
 * A customer's checkout hold: one place kept in a slot until `expires_at`. `_id` is the customer's id (one hold per
 * customer), so every read and write of a hold is a look-up by `_id`.
 */
const slotHoldSchema = keyedSchema(
  {
    slot_id: { type: String, required: true },
    grams: { type: Number, required: true },
    expires_at: { type: Date, required: true },
  },
  'slot_holds',
);
slotHoldSchema.index({ expires_at: 1 }); // the sweep of lapsed holds
export const SlotHoldModel = model('SlotHold', slotHoldSchema);

/** An order's place in a slot. `_id`: `${order id}:${slot id}` (an order moving between slots has two for a moment). */
const slotOrderPlaceSchema = keyedSchema(
  {
    slot_id: { type: String, required: true },
    order_id: { type: String, required: true },
    grams: { type: Number, required: true },
  },
  'slot_order_places',
);
export const SlotOrderPlaceModel = model('SlotOrderPlace', slotOrderPlaceSchema);
