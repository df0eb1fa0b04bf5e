import { Type, type Static } from 'typebox';
import { INVALID_MESSAGE, IdSchema } from './common';

/** How long after the first rating the customer may still change it. */
export const RATING_EDIT_DAYS = 7;
export const RATING_COMMENT_MAX = 500;
export const RATING_EDIT_CLOSED = `Ratings can be changed for ${RATING_EDIT_DAYS} days.`;
export const RATING_NOT_DELIVERED = 'You can rate an order once it has been delivered.';

const STARS_MESSAGE = 'Choose from 1 to 5 stars.';

export const RateOrderSchema = Type.Object(
  {
    stars: Type.Integer({
      title: 'Stars',
      minimum: 1,
      maximum: 5,
      description: 'Whole stars, 1 to 5.',
      [INVALID_MESSAGE]: { type: STARS_MESSAGE, minimum: STARS_MESSAGE, maximum: STARS_MESSAGE },
    }),
    comment: Type.Optional(
      Type.String({
        title: 'Comment',
        maxLength: RATING_COMMENT_MAX,
        description: 'Optional; blank is no comment.',
        [INVALID_MESSAGE]: { maxLength: `Your comment can be at most ${RATING_COMMENT_MAX} characters.` },
      }),
    ),
  },
  { additionalProperties: false, examples: [{ stars: 4, comment: 'Fresh greens, the chicken was a little small.' }] },
);
export type RateOrder = Static<typeof RateOrderSchema>;

/** The customer's rating of one order, as they see it. */
export const OrderRatingSchema = Type.Object({
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Union([Type.String(), Type.Null()]),
  rated_at: Type.String({ format: 'date-time', description: 'When it was last saved.' }),
  editable_until: Type.String({ format: 'date-time', description: `${RATING_EDIT_DAYS} days after the first rating.` }),
});
export type OrderRating = Static<typeof OrderRatingSchema>;

export const OrderRatingAnswerSchema = Type.Object({ rating: Type.Union([OrderRatingSchema, Type.Null()]) });
export type OrderRatingAnswer = Static<typeof OrderRatingAnswerSchema>;

/** A product's rating from its delivered, rated orders: `average` to one decimal, null while nobody rated it. */
export const ProductRatingSchema = Type.Object({
  average: Type.Union([Type.Number({ minimum: 1, maximum: 5 }), Type.Null()]),
  count: Type.Integer({ minimum: 0, description: 'Rated orders containing the product.' }),
});
export type ProductRating = Static<typeof ProductRatingSchema>;

export const LowRatingsQuerySchema = Type.Object(
  {
    max: Type.Integer({ minimum: 1, maximum: 5, default: 2, description: 'Ratings with at most this many stars.' }),
    limit: Type.Integer({ minimum: 1, maximum: 50, default: 10, description: 'How many, newest first (at most 50).' }),
  },
  { additionalProperties: false },
);
export type LowRatingsQuery = Static<typeof LowRatingsQuerySchema>;

export const LowRatingSchema = Type.Object({
  order_id: IdSchema,
  customer_name: Type.String(),
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Union([Type.String(), Type.Null()]),
  rated_at: Type.String({ format: 'date-time' }),
});
export type LowRating = Static<typeof LowRatingSchema>;
export const LowRatingListSchema = Type.Array(LowRatingSchema);
