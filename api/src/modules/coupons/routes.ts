import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerId } from '../../plugins/auth';
import { errorResponses, IdParamsSchema, MessageSchema } from '@farm-store/contracts/common';
import {
  AppliedCouponSchema,
  ApplyCouponSchema,
  CouponListSchema,
  CouponRefusedSchema,
  CouponSchema,
  CreateCouponSchema,
  PublicCouponListSchema,
  UpdateCouponSchema,
} from '@farm-store/contracts/coupons';
import * as coupons from './service';
import { audited } from '../audit/plugin';

const admin = [{ admin: [] }];

/**
 * Public coupon list, the checkout coupon box, and coupon management. `isFirstOrder` comes from the orders module
 * (given by routes.ts), which itself uses coupons at checkout: coupons never import orders.
 */
const couponRoutes: FastifyPluginAsyncTypebox<{ isFirstOrder: coupons.FirstOrderCheck }> = async (app, { isFirstOrder }) => {
  app.get(
    '/coupons/public',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Coupons shoppers can see',
        description:
          'Active, unexpired coupons marked public, soonest expiry first. Private coupons (is_public false) still work when typed but are not listed.',
        response: { 200: PublicCouponListSchema },
      },
    },
    async () => coupons.listPublicCoupons(),
  );

  app.post(
    '/coupons/apply',
    {
      preHandler: app.requireCustomer,
      config: { rateLimit: app.sensitiveRateLimit },
      schema: {
        tags: ['coupons'],
        summary: 'Check a coupon against the cart',
        description: [
          'Code is case-insensitive. cartTotal (rupees) is rounded to the paisa; it only decides the preview —',
          'the order is priced again by the server from the catalogue. The discount never exceeds cartTotal.',
          'Refused (400 `{success: false, msg}`, the message says which): unknown, inactive ("no longer active"), expired,',
          'used up ("fully used": its usage_limit reached) or used up by this customer (its per_customer_limit reached),',
          'below its minimum purchase (the message names it), or first-order-only when the customer already has an order',
          'that was not cancelled. Limited per client address; unknown codes also count against the customer’s budget',
          '(5 in 15 minutes from any address, shared with quote and order placement; 429 once used up, whatever the code).',
        ].join(' '),
        security: [{ customer: [] }],
        body: ApplyCouponSchema,
        response: { 200: AppliedCouponSchema, 400: CouponRefusedSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => coupons.applyCoupon(callerId(request), request.body.couponCode, request.body.cartTotal, isFirstOrder),
  );

  app.get(
    '/admin/coupons',
    {
      preHandler: app.requireStaff('coupons'),
      schema: {
        tags: ['admin coupons'],
        summary: 'Every coupon',
        description: 'Newest first, including inactive, expired and private ones.',
        security: admin,
        response: { 200: CouponListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => coupons.listAllCoupons(),
  );

  app.post(
    '/admin/coupons',
    {
      preHandler: app.requireStaff('coupons'),
      config: audited('coupon.create', 'coupon'),
      schema: {
        tags: ['admin coupons'],
        summary: 'Create a coupon',
        description: [
          'Code: 3–32 letters, digits, - or _, stored upper-case; a code already in use → 409.',
          'discount_value more than 0 with at most 2 decimals (percent at most 100, or rupees);',
          'min_purchase_amount 0 or more with at most 2 decimals, default 0. An expiry that has already passed → 400.',
          'first_order_only defaults to false, is_public to true; new coupons are active. A private coupon (is_public false)',
          'needs a code of at least 8 characters (400 otherwise), so it cannot be guessed.',
          'usage_limit (total uses) and per_customer_limit (uses per customer), integers ≥ 1 or null (the default:',
          'unlimited), are counted when an order is placed (with N uses left and more orders at once, exactly N get',
          'the discount; the others answer 400) and given back when that order is cancelled.',
        ].join(' '),
        security: admin,
        body: CreateCouponSchema,
        response: { 201: CouponSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await coupons.createCoupon(request.body)),
  );

  app.put(
    '/admin/coupons/:id',
    {
      preHandler: app.requireStaff('coupons'),
      config: audited('coupon.update', 'coupon'),
      schema: {
        tags: ['admin coupons'],
        summary: 'Edit a coupon',
        description: [
          "Changes only the fields sent: description, discount_value (in the coupon's own type), min_purchase_amount,",
          'expiry_date, is_active (false switches it off), first_order_only, is_public, usage_limit and',
          'per_customer_limit (null = unlimited). The code and discount type stay. Checked like creation (400 with the',
          'reason, nothing changed); a changed expiry that has passed → 400. The uses so far stay: a limit at or below',
          'them makes the coupon used up. Making a coupon private needs a code of at least 8 characters (400); private',
          'coupons with shorter codes made before that rule keep working. 404: unknown coupon.',
        ].join(' '),
        security: admin,
        params: IdParamsSchema,
        body: UpdateCouponSchema,
        response: { 200: CouponSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => coupons.updateCoupon(request.params.id, request.body),
  );

  app.delete(
    '/admin/coupons/:id',
    {
      preHandler: app.requireStaff('coupons'),
      config: audited('coupon.delete', 'coupon'),
      schema: {
        tags: ['admin coupons'],
        summary: 'Delete a coupon',
        description: 'Orders that used it keep their code and discount.',
        security: admin,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await coupons.deleteCoupon(request.params.id);
      return { msg: 'Coupon deleted.' };
    },
  );
};

export default couponRoutes;
