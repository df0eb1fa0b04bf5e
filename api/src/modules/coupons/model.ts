import { Schema, model, type InferSchemaType } from 'mongoose';
import { keyedSchema } from '../../lib/mongo';

/**
 * A coupon. Percentages are integer basis points (12.5% = 1250) and amounts integer paise, so no
 * floating-point money is ever stored. `code` is upper-case and unique (a real unique index).
 */
const couponSchema = new Schema(
  {
    code: { type: String, required: true, unique: true },
    discount_type: { type: String, required: true, enum: ['percentage', 'fixed'] },
    percent_bp: { type: Number, required: true, default: 0 },
    amount_paise: { type: Number, required: true, default: 0 },
    min_purchase_paise: { type: Number, required: true, default: 0 },
    /** Last moment the coupon can be used (end of the chosen day in Asia/Kolkata). */
    expiry_date: { type: Date, required: true },
    is_active: { type: Boolean, required: true, default: true },
    first_order_only: { type: Boolean, required: true, default: false },
    /** Listed on the public coupons page; private codes still apply when typed. */
    is_public: { type: Boolean, required: true, default: true },
    /** The admin's own wording for the coupon; null = described from its terms. */
    description: { type: String, default: null },
    /** Total uses allowed over all customers; null = unlimited. */
    usage_limit: { type: Number, default: null },
    /** Uses allowed per customer; null = unlimited. */
    per_customer_limit: { type: Number, default: null },
    /** Orders placed with it that were not cancelled (usage.ts keeps it). */
    uses: { type: Number, required: true, default: 0 },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false },
);

export type Coupon = InferSchemaType<typeof couponSchema>;
export const CouponModel = model('Coupon', couponSchema);

/**
 * One row per customer and coupon (`_id` = `${code}:${userId}`): how many of the customer's orders that are not
 * cancelled used it (usage.ts).
 */
const couponUseSchema = keyedSchema({ n: { type: Number, required: true, default: 0 } }, 'coupon_uses');

export const CouponUseModel = model('CouponUse', couponUseSchema);
