import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, IdParamsSchema, MessageSchema } from '@farm-store/contracts/common';
import {
  ClosedDayBodySchema,
  HoldBodySchema,
  HoldSchema,
  SLOT_DAYS_AHEAD,
  SLOT_HOLD_MINUTES,
  SlotFillListSchema,
  SlotSettingsSchema,
  SlotTemplateBodySchema,
  SlotTemplateSchema,
  SlotsAnswerSchema,
  SlotsQuerySchema,
} from '@farm-store/contracts/slots';
import { callerId } from '../../plugins/auth';
import { audited } from '../audit/plugin';
import { giveBackLapsedHolds } from './places';
import { holdForCustomer, slotsFor } from './public';

const SWEEP_EVERY_MS = 60_000;
import { addTemplate, closeDay, deleteTemplate, reopenDay, slotFill, slotSettings, updateTemplate } from './service';
import { SLOT_CLOSED, SLOT_DAY_CLOSED, SLOT_FULL, SLOT_OTHER_ZONE, SLOT_UNKNOWN } from './availability';

/** Delivery slots: the public list, a customer's checkout hold, and the staff settings (docs/business-rules.md, "Delivery slots"). */
const slotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = [{ admin: [] }];

  // Abandoned checkout holds go back every minute (a customer taking a place in the slot gives them back at once).
  let sweeper: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    sweeper = setInterval(
      () => void giveBackLapsedHolds().catch((err: unknown) => app.log.warn({ err }, 'slots: lapsed holds not given back')),
      SWEEP_EVERY_MS,
    );
    sweeper.unref();
  });
  app.addHook('preClose', async () => {
    if (sweeper) clearInterval(sweeper);
  });

  app.get(
    '/slots',
    {
      schema: {
        tags: ['slots'],
        summary: 'Delivery slots for a pincode',
        description: [
          `Public. The slots of the next ${SLOT_DAYS_AHEAD} days (today first) for the zone of the pincode, earliest first, with the`,
          'places left and a status: open, few_left, full (no place or no kilograms left) or closed (past its cut-off). A',
          'zone without slots (courier zones, or riders before staff set slots up) lists none; courier zones answer the',
          'dispatch and expected dates instead. `serviceable` false: the store does not deliver there. Answered from a copy',
          'at most a second old per process: a place is only taken by POST /api/slots/hold or the order, which check again.',
          `A pincode that is not 6 digits → 400.`,
        ].join(' '),
        querystring: SlotsQuerySchema,
        response: { 200: SlotsAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request) => slotsFor(request.query.pincode, request.query.date, app.config.OUTSTATION_DELIVERY_DAYS),
  );

  app.post(
    '/slots/hold',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['slots'],
        summary: 'Keep a slot while paying',
        description: [
          `Keeps a place in the slot for the customer for ${SLOT_HOLD_MINUTES} minutes; placing the order in it takes the place, else it`,
          'is given back. One hold per customer: holding another slot gives the first back, holding the same again',
          `restarts the ${SLOT_HOLD_MINUTES} minutes. 400 "${SLOT_UNKNOWN}" / "${SLOT_OTHER_ZONE}"; 409 "${SLOT_FULL}" (with`,
          `\`next_open\`), "${SLOT_CLOSED}", "${SLOT_DAY_CLOSED}". Nothing is held on an error.`,
        ].join(' '),
        security: [{ customer: [] }],
        body: HoldBodySchema,
        response: { 200: HoldSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => holdForCustomer(callerId(request), request.body),
  );

  app.get(
    '/admin/slots/settings',
    {
      preHandler: app.requireStaff('slots'),
      schema: {
        tags: ['admin slots'],
        summary: "The Hyderabad riders' slot templates and closed days",
        security: admin,
        response: { 200: SlotSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => slotSettings(),
  );

  const templateRules = [
    'Times are Hyderabad time, HH:MM (anything else, a zone included → 400); the end after the start. Capacity in',
    'orders and kilograms; the cut-off is a time the evening before, or hours before the start. A template running at',
    'the same times on a weekday another one runs → 409.',
  ].join(' ');

  app.post(
    '/admin/slots/templates',
    {
      preHandler: app.requireStaff('slots'),
      config: audited('slot.create', 'slot'),
      schema: {
        tags: ['admin slots'],
        summary: 'Add a slot template',
        description: templateRules,
        security: admin,
        body: SlotTemplateBodySchema,
        response: { 201: SlotTemplateSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await addTemplate(request.body)),
  );

  app.put(
    '/admin/slots/templates/:id',
    {
      preHandler: app.requireStaff('slots'),
      config: audited('slot.update', 'slot'),
      schema: {
        tags: ['admin slots'],
        summary: 'Change a slot template',
        description: `${templateRules} Applies from now on: orders already in its slots keep them; a lower capacity stops new orders once a slot has as many.`,
        security: admin,
        params: IdParamsSchema,
        body: SlotTemplateBodySchema,
        response: { 200: SlotTemplateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => (await updateTemplate(request.params.id, request.body)).after,
  );

  app.delete(
    '/admin/slots/templates/:id',
    {
      preHandler: app.requireStaff('slots'),
      config: audited('slot.delete', 'slot'),
      schema: {
        tags: ['admin slots'],
        summary: 'Delete a slot template',
        description: 'No new orders in its slots; orders already in them keep their slot.',
        security: admin,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteTemplate(request.params.id);
      return { msg: 'Slot deleted.' };
    },
  );

  app.post(
    '/admin/slots/closed-days',
    {
      preHandler: app.requireStaff('slots'),
      schema: {
        tags: ['admin slots'],
        summary: 'Close a day',
        description: 'No slots are sold on it. Orders already in its slots stay; move them (their customers get an SMS). A past day → 400.',
        security: admin,
        body: ClosedDayBodySchema,
        response: { 201: SlotSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await closeDay(request.body)),
  );

  app.delete(
    '/admin/slots/closed-days/:date',
    {
      preHandler: app.requireStaff('slots'),
      schema: {
        tags: ['admin slots'],
        summary: 'Open a closed day again',
        security: admin,
        // Any text: a day that is not closed (or not a day) is a 404, as an id that is not there.
        params: Type.Object({ date: Type.String({ maxLength: 100, description: 'The closed day, YYYY-MM-DD.' }) }, { additionalProperties: false }),
        response: { 200: SlotSettingsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => reopenDay(request.params.date),
  );

  app.get(
    '/admin/slots',
    {
      preHandler: app.requireStaff('orders'),
      schema: {
        tags: ['admin slots'],
        summary: 'How full the slots are',
        description: `The slots of ${SLOT_DAYS_AHEAD} days from \`from\` (default and earliest: today), with orders and kilograms taken (checkout holds included) against capacity; closed days named.`,
        security: admin,
        querystring: Type.Object({ from: Type.Optional(Type.String({ format: 'date' })) }, { additionalProperties: false }),
        response: { 200: SlotFillListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => slotFill(request.query.from),
  );
};

export default slotRoutes;
