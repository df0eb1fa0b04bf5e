import { Schema, model } from 'mongoose';
import { keyedSchema } from '../../lib/mongo';

/**
 * A customer's rating of one delivered order (`_id` = the order's id, so an order has one). `version` grows with
 * every save: the product aggregates count each order's latest version only (service.ts).
 */
const ratingSchema = keyedSchema(
  {
    user_id: { type: String, required: true },
    customer_name: { type: String, required: true },
    /** The products of the order's lines, each once: the aggregates this rating counts in. */
    product_ids: { type: [String], required: true },
    stars: { type: Number, required: true },
    comment: { type: String, default: null },
    version: { type: Number, required: true },
    /** The first rating: the edit window runs from here. */
    first_rated_at: { type: Date, required: true },
    rated_at: { type: Date, required: true },
  },
  'ratings',
);
// The dashboard's low ratings, newest first (a real MongoDB uses it; the embedded database scans the ratings).
ratingSchema.index({ stars: 1, rated_at: -1 });
export const RatingModel = model('Rating', ratingSchema);

/**
 * One product's rating (`_id` = the product's id): the sum of stars and the number of rated orders, read by `_id`
 * on the product page. `counted.<order id>` = `{ v, s }` is the version and stars of that order's rating counted
 * here, so each change of a rating moves the sums once, whatever is retried or runs at the same time.
 */
const productRatingSchema = keyedSchema(
  {
    stars_sum: { type: Number, required: true, default: 0 },
    count: { type: Number, required: true, default: 0 },
    counted: { type: Schema.Types.Mixed, default: {} },
  },
  'product_ratings',
);
export const ProductRatingModel = model('ProductRating', productRatingSchema);
