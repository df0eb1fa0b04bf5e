import type { LowRating, LowRatingsQuery, OrderRating, ProductRating, RateOrder } from '@farm-store/contracts/ratings';
import { RATING_EDIT_CLOSED, RATING_EDIT_DAYS, RATING_NOT_DELIVERED } from '@farm-store/contracts/ratings';
import { clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { TtlCache } from '../../lib/ttl-cache';
import { productIsSold } from '../catalogue/shopper-reads';
import { isDuplicateKeyError } from '../../lib/mongo';
import { findStoredOrder } from '../orders/queries';
import type { StoredOrder } from '../orders/views';
import { ProductRatingModel, RatingModel } from './model';

/**
 * Ratings of delivered orders (docs/business-rules.md "Ratings"): one per order, changeable for RATING_EDIT_DAYS
 * after the first; each product's average counts the rated orders that contain it.
 */

const EDIT_WINDOW_MS = RATING_EDIT_DAYS * 24 * 60 * 60 * 1000;

interface StoredRating {
  _id: string;
  user_id: string;
  customer_name: string;
  product_ids: string[];
  stars: number;
  comment: string | null;
  version: number;
  first_rated_at: Date;
  rated_at: Date;
}

function ratingView(r: StoredRating): OrderRating {
  return {
    stars: r.stars,
    comment: r.comment,
    rated_at: r.rated_at.toISOString(),
    editable_until: new Date(r.first_rated_at.getTime() + EDIT_WINDOW_MS).toISOString(),
  };
}

/** The customer's own order, or 404 (another customer's order is not there for them). */
async function ownOrder(userId: string, orderId: string) {
  const order = await findStoredOrder(orderId);
  if (!order || order.user_id !== userId) throw new NotFoundError('We could not find that order.');
  return order;
}

export async function orderRating(userId: string, orderId: string): Promise<OrderRating | null> {
  await ownOrder(userId, orderId);
  const rating = await RatingModel.findById(orderId).lean<StoredRating>();
  return rating && ratingView(rating);
}

/** Rates a delivered order, or changes its rating within the edit window; then counts it in its products' ratings. */
export async function rateOrder(userId: string, orderId: string, input: RateOrder): Promise<OrderRating> {
  const order = await ownOrder(userId, orderId);
  if (order.delivery_status !== 'Delivered') throw new ConflictError(RATING_NOT_DELIVERED);
  const comment = input.comment?.trim() || null;
  const saved = await saveRating(userId, order, input.stars, comment);
  await Promise.all(saved.product_ids.map((productId) => countInProduct(productId, orderId, saved.version, saved.stars)));
  return ratingView(saved);
}

/** One conditional write: a new rating by its `_id`, a change by the version it read. */
async function saveRating(userId: string, order: StoredOrder, stars: number, comment: string | null): Promise<StoredRating> {
  const orderId = order._id.toString();
  const now = new Date(clock.now());
  for (;;) {
    const current = await RatingModel.findById(orderId).lean<StoredRating>();
    if (!current) {
      const productIds = [...new Set(order.items.map((i) => i.product_id))];
      const fresh = {
        _id: orderId,
        user_id: userId,
        customer_name: order.customer_name,
        product_ids: productIds,
        stars,
        comment,
        version: 1,
        first_rated_at: now,
        rated_at: now,
      };
      try {
        await RatingModel.create(fresh);
        return fresh;
      } catch (err) {
        // Rated at the same moment from another tab: change that rating instead.
        if (!isDuplicateKeyError(err)) throw err;
        continue;
      }
    }
    if (now.getTime() >= current.first_rated_at.getTime() + EDIT_WINDOW_MS) throw new ConflictError(RATING_EDIT_CLOSED);
    const changed = await RatingModel.findOneAndUpdate(
      { _id: orderId, version: current.version },
      { $set: { stars, comment, rated_at: now }, $inc: { version: 1 } },
      { returnDocument: 'after' },
    ).lean<StoredRating>();
    if (changed) return changed;
  }
}

/**
 * Moves one product's sums from the stars it counted for this order (none at first) to `stars`, unless a later
 * version is already counted. The condition is the counted version read, so two changes never both apply on top
 * of the same one.
 */
async function countInProduct(productId: string, orderId: string, version: number, stars: number): Promise<void> {
  const path = `counted.${orderId}`;
  for (;;) {
    const doc = await ProductRatingModel.findById(productId, { [path]: 1 }).lean<{ counted?: Record<string, { v: number; s: number }> }>();
    const prev = doc?.counted?.[orderId];
    if (prev && prev.v >= version) return;
    const filter = prev ? { _id: productId, [`${path}.v`]: prev.v } : { _id: productId, [path]: { $exists: false } };
    const update = { $inc: { stars_sum: stars - (prev?.s ?? 0), count: prev ? 0 : 1 }, $set: { [path]: { v: version, s: stars } } };
    try {
      const res = await ProductRatingModel.updateOne(filter, update, { upsert: !doc });
      if (res.matchedCount + res.upsertedCount > 0) return averages.forget(productId);
    } catch (err) {
      // Another order's first rating of this product created its document at the same moment: read it again.
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
}

/** Read on every product page view: each process reads a product's sums at most every 30 s (a rating here forgets it). */
const averages = new TtlCache<ProductRating>(30_000);

export async function productRating(productId: string): Promise<ProductRating> {
  if (!(await productIsSold(productId))) throw new NotFoundError('That product is no longer in our store.');
  return averages.get(productId, async () => {
    const doc = await ProductRatingModel.findById(productId, { stars_sum: 1, count: 1 }).lean<{ stars_sum: number; count: number }>();
    if (!doc || doc.count === 0) return { average: null, count: 0 };
    return { average: Math.round((doc.stars_sum / doc.count) * 10) / 10, count: doc.count };
  });
}

/** Ratings with at most `max` stars, most recently saved first: the dashboard's low ratings. */
export async function lowRatings({ max, limit }: LowRatingsQuery): Promise<LowRating[]> {
  const ratings = await RatingModel.find({ stars: { $lte: max } })
    .sort({ rated_at: -1, _id: -1 })
    .limit(limit)
    .lean<StoredRating[]>();
  return ratings.map((r) => ({ order_id: r._id, customer_name: r.customer_name, stars: r.stars, comment: r.comment, rated_at: r.rated_at.toISOString() }));
}
