import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { callerId } from '../../plugins/auth';
import { IdParamsSchema, errorResponses } from '@farm-store/contracts/common';
import { SignInRefusedSchema } from '@farm-store/contracts/accounts';
import type { OrderInHandSchema } from '@farm-store/contracts/orders';
import { requireIndianPhone } from '../../lib/phone';
import { sendOtpLater } from '../../plugins/sms';
import { signInByPhone } from '../accounts/sign-in-lock';
import {
  CreatePartnerSchema,
  LocationSavedSchema,
  LocationSchema,
  PartnerListSchema,
  PartnerLoginSchema,
  PartnerSchema,
  PartnerSessionSchema,
  UpdatedPartnerSchema,
  UpdatePartnerSchema,
} from '@farm-store/contracts/partners';
import { authenticatePartner, createPartner, listPartners, partnerExists, setPartnerActive, updatePartnerLocation, forgetOldPositions } from './service';
import { audited } from '../audit/plugin';

/** The orders a partner holds now; answered by the orders module, which itself assigns orders to partners. */
export type OrdersInHand = (partnerId: string) => Promise<Array<Static<typeof OrderInHandSchema>>>;

/**
 * Delivery-partner sign-in and location, and the admin's management of partner accounts. `ordersInHandOf` comes
 * from the orders module (given by routes.ts): partners never import orders.
 */
/** What a kept position does to the partner's orders under way (orders/tracking.ts: arriving soon, arrival, the customer's map). */
export type OnPosition = (partnerId: string, position: { lat: number; lng: number }) => Promise<void>;

/** Positions older than the store's retention are looked for this often. */
const RETENTION_SWEEP_MS = 60 * 60 * 1000;

const partnersRoutes: FastifyPluginAsyncTypebox<{ ordersInHandOf: OrdersInHand; onPosition: OnPosition }> = async (app, { ordersInHandOf, onPosition }) => {
  let sweeper: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    const sweep = () => void forgetOldPositions().catch((err: unknown) => app.log.warn({ err }, 'partners: old positions not deleted'));
    sweep();
    sweeper = setInterval(sweep, RETENTION_SWEEP_MS);
    sweeper.unref();
  });
  app.addHook('preClose', async () => {
    if (sweeper) clearInterval(sweeper);
  });

  app.post(
    '/delivery/login',
    {
      config: { rateLimit: app.sensitiveRateLimit },
      schema: {
        tags: ['delivery'],
        summary: 'Sign in a delivery partner',
        description: [
          'Unknown phone or wrong password → 401 `{success: false, msg}` (one message for both). A disabled account →',
          '401 with a message saying so, given only for the right password. After 5 wrong passwords for one phone within',
          "15 minutes the code step of the customers' sign-in applies (401 `{codeRequired: true}`, a code by SMS, the same",
          'call with `code`), see POST /api/login. Also limited per client address.',
        ].join(' '),
        body: PartnerLoginSchema,
        response: { 200: PartnerSessionSchema, 401: SignInRefusedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { password, code } = request.body;
      const phone = requireIndianPhone(request.body.phone);
      const partner = await signInByPhone({
        kind: 'partner',
        phone,
        code,
        verify: () => authenticatePartner(phone, password),
        exists: () => partnerExists(phone),
        ttlSeconds: app.config.OTP_TTL_SECONDS,
        deliver: sendOtpLater(app.sms, request.log, 'sign-in'),
      });
      return {
        success: true as const,
        token: app.issueToken({ id: partner.id, role: 'partner' }),
        partner: { id: partner.id, name: partner.name, phone: partner.phone },
      };
    },
  );

  app.put(
    '/delivery/location',
    {
      preHandler: app.requirePartner,
      schema: {
        tags: ['delivery'],
        summary: "Share the partner's current position",
        description:
          'Latitude −90…90, longitude −180…180. Stored on the partner with the time; the customer of an order this partner has out for ' +
          'delivery sees it on their map. A position outside India, or a jump faster than 150 km/h from the last one kept, is logged and ' +
          'ignored (`ignored` says why). Positions are deleted after the retention days of the delivery settings (7). Sending one may ' +
          'send the customer the "arriving soon" SMS (once, within the settings\' distance) and mark the rider arrived (within 150 m of ' +
          'the address pin). A disabled partner → 401.',
        security: [{ partner: [] }],
        body: LocationSchema,
        response: { 200: LocationSavedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const partnerId = callerId(request);
      const { latitude, longitude } = request.body;
      const kept = await updatePartnerLocation(partnerId, latitude, longitude, (why) => request.log.warn(why));
      if (!kept.ignored) await onPosition(partnerId, { lat: latitude, lng: longitude });
      return { ok: true as const, updated_at: kept.updatedAt.toISOString(), ignored: kept.ignored };
    },
  );

  const admin = { preHandler: app.requireStaff('partners') };
  const security = [{ admin: [] }];

  app.get(
    '/admin/delivery-partners',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Every delivery partner',
        description: 'Oldest first, including disabled ones (`active: false`); the assign dialog offers only active partners.',
        security,
        response: { 200: PartnerListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listPartners(),
  );

  app.post(
    '/admin/delivery-partners',
    {
      ...admin,
      config: audited('partner.create', 'partner'),
      schema: {
        tags: ['admin'],
        summary: 'Create a delivery partner account',
        description:
          'Beyond the specification (nothing else creates partners). Password at least 8 characters, stored hashed. A phone that already belongs to a partner → 409.',
        security,
        body: CreatePartnerSchema,
        response: { 201: PartnerSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createPartner(request.body)),
  );

  app.put(
    '/admin/delivery-partners/:id',
    {
      ...admin,
      config: audited('partner.update', 'partner'),
      schema: {
        tags: ['admin'],
        summary: 'Enable or disable a delivery partner',
        description:
          'Beyond the specification. A disabled partner cannot sign in, tokens they already hold stop working at once, ' +
          'nobody can assign orders to them and customers no longer see their position. Orders already in their hands ' +
          'stay with them until an admin reassigns, unassigns or cancels them: the answer lists them as `ordersInHand` ' +
          '(`[]` when there are none). 400: a bad body. 404: unknown partner.',
        security,
        params: IdParamsSchema,
        body: UpdatePartnerSchema,
        response: { 200: UpdatedPartnerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const partner = await setPartnerActive(request.params.id, request.body.active);
      // Read after the change: an order assigned a moment before the disable is listed too.
      return { ...partner, ordersInHand: await ordersInHandOf(partner.id) };
    },
  );
};

export default partnersRoutes;
