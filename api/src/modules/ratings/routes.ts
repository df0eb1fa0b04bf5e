import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema, errorResponses } from '@farm-store/contracts/common';
import {
  LowRatingListSchema,
  LowRatingsQuerySchema,
  OrderRatingAnswerSchema,
  OrderRatingSchema,
  ProductRatingSchema,
  RATING_COMMENT_MAX,
  RATING_EDIT_CLOSED,
  RATING_EDIT_DAYS,
  RATING_NOT_DELIVERED,
  RateOrderSchema,
} from '@farm-store/contracts/ratings';
import { callerId } from '../../plugins/auth';
import { lowRatings, orderRating, productRating, rateOrder } from './service';

/** Customers rate their delivered orders; the shop shows each product's rating; staff read the low ones. */
const ratingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const customer = [{ customer: [] }];

  app.get(
    '/orders/:id/rating',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['ratings'],
        summary: "The customer's rating of their order",
        description: "null while the order is not rated. Another customer's order → 404.",
        security: customer,
        params: IdParamsSchema,
        response: { 200: OrderRatingAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ rating: await orderRating(callerId(request), request.params.id) }),
  );

  app.put(
    '/orders/:id/rating',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['ratings'],
        summary: 'Rate a delivered order, or change its rating',
        description: [
          `1 to 5 whole stars and an optional comment (at most ${RATING_COMMENT_MAX} characters, blank is none). Only the`,
          `customer's own order (else 404), only once Delivered (else 409 "${RATING_NOT_DELIVERED}"). One rating per order:`,
          `saving again changes it, for ${RATING_EDIT_DAYS} days after the first rating (then 409 "${RATING_EDIT_CLOSED}").`,
          'The rating counts once in the rating of each product on the order.',
        ].join(' '),
        security: customer,
        params: IdParamsSchema,
        body: RateOrderSchema,
        response: { 200: OrderRatingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => rateOrder(callerId(request), request.params.id, request.body),
  );

  app.get(
    '/products/:id/ratings',
    {
      schema: {
        tags: ['ratings'],
        summary: "A product's average rating and how many rated it",
        description:
          'Public. From the ratings of delivered orders containing the product, each order once; `average` to one decimal, ' +
          'null with `count` 0 while nobody rated it. A product the store does not sell → 404, as its page. Cached by browsers ' +
          'for a minute.',
        params: IdParamsSchema,
        response: { 200: ProductRatingSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      // A new rating may show a minute late: the product page reads this on every visit.
      reply.header('cache-control', 'public, max-age=60');
      return productRating(request.params.id);
    },
  );

  app.get(
    '/admin/ratings',
    {
      preHandler: app.requireStaff('dashboard'),
      schema: {
        tags: ['admin: dashboard'],
        security: [{ admin: [] }],
        summary: 'Recent low ratings',
        description: "Ratings with at most `max` stars (default 2), most recently saved first, with the order and the customer's name.",
        querystring: LowRatingsQuerySchema,
        response: { 200: LowRatingListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => lowRatings(request.query),
  );
};

export default ratingsRoutes;
