import { Types } from 'mongoose';
import type { Static } from 'typebox';
import { couponDiscountPaise } from '../../domain/pricing/coupon-discount';
import { hasAtMostTwoDecimals, toPaise, toRupees } from '../../domain/money';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { isDuplicateKeyError, toObjectId } from '../../lib/mongo';
import { withinGuessBudget } from './guess-limit';
import { PRIVATE_CODE_MIN_LENGTH } from '@farm-store/contracts/enums';
import type { CouponSchema } from '@farm-store/contracts/coupons';
import { CouponModel } from './model';
import { usageRefusal } from './usage';

/** What checkout needs to price a coupon (see domain/pricing/coupon-discount.ts). */
export type CouponTerms = {
  code: string;
  discount_type: 'percentage' | 'fixed';
  percent_bp: number;
  amount_paise: number;
  min_purchase_paise: number;
};

interface CouponDoc extends CouponTerms {
  _id: Types.ObjectId;
  expiry_date: Date;
  is_active: boolean;
  first_order_only: boolean;
  is_public: boolean;
  created_at: Date;
  description?: string | null;
  usage_limit?: number | null;
  per_customer_limit?: number | null;
  uses?: number | null;
}

const rupees = (paise: number) => `₹${toRupees(paise).toFixed(2)}`;

function discountValue(c: CouponTerms): number {
  return c.discount_type === 'percentage' ? c.percent_bp / 100 : toRupees(c.amount_paise);
}

/** "15% off orders of ₹1000.00 or more", "₹50.00 off", "10% off your first order". */
function describe(c: CouponDoc): string {
  const off = c.discount_type === 'percentage' ? `${c.percent_bp / 100}% off` : `${rupees(c.amount_paise)} off`;
  const who = c.first_order_only ? ' your first order' : '';
  const min = c.min_purchase_paise > 0 ? ` on orders of ${rupees(c.min_purchase_paise)} or more` : '';
  return `${off}${who}${min}`;
}

function toView(c: CouponDoc): Static<typeof CouponSchema> {
  return {
    id: c._id.toString(),
    code: c.code,
    discount_type: c.discount_type,
    discount_value: discountValue(c),
    min_purchase_amount: toRupees(c.min_purchase_paise),
    expiry_date: c.expiry_date.toISOString(),
    is_active: c.is_active,
    first_order_only: c.first_order_only,
    is_public: c.is_public,
    created_at: c.created_at.toISOString(),
    description: c.description || describe(c),
    usage_limit: c.usage_limit ?? null,
    per_customer_limit: c.per_customer_limit ?? null,
    uses: c.uses ?? 0,
  };
}

function terms(c: CouponDoc): CouponTerms {
  return {
    code: c.code,
    discount_type: c.discount_type,
    percent_bp: c.percent_bp,
    amount_paise: c.amount_paise,
    min_purchase_paise: c.min_purchase_paise,
  };
}

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

const usedUp = (c: CouponDoc) => c.usage_limit != null && (c.uses ?? 0) >= c.usage_limit;

/** Active, unexpired, public coupons that are not used up, soonest expiry first. */
export async function listPublicCoupons(now = new Date()): Promise<Static<typeof CouponSchema>[]> {
  const docs = await CouponModel.find({ is_active: true, is_public: true, expiry_date: { $gte: now } })
    .sort({ expiry_date: 1, code: 1 })
    .lean<CouponDoc[]>();
  return docs.filter((c) => !usedUp(c)).map(toView);
}

/**
 * The terms of a coupon the customer may use on this subtotal; BadRequestError (with `success: false`)
 * naming the reason when it is unknown, inactive, expired, used up (in total or by this customer), below its
 * minimum or first-order-only. Placing the order takes the use itself (usage.ts), so a quote can still be
 * refused then.
 */
export async function resolveCoupon(code: string, ctx: { subtotalPaise: number; isFirstOrder: boolean; userId: string }): Promise<CouponTerms> {
  const refuse = (msg: string) => new BadRequestError(msg, { success: false });
  const normalized = normalizeCode(code);
  const coupon = await withinGuessBudget(ctx.userId, async () => (normalized ? CouponModel.findOne({ code: normalized }).lean<CouponDoc>() : null));
  if (!coupon.is_active) throw refuse('This coupon is no longer active.');
  if (coupon.expiry_date.getTime() < Date.now()) throw refuse('This coupon has expired.');
  const limitReached = await usageRefusal(coupon.code, coupon, ctx.userId);
  if (limitReached) throw refuse(limitReached);
  if (ctx.subtotalPaise < coupon.min_purchase_paise) {
    throw refuse(`This coupon needs a minimum purchase of ${rupees(coupon.min_purchase_paise)}.`);
  }
  if (coupon.first_order_only && !ctx.isFirstOrder) throw refuse('This coupon is only for your first order.');
  return terms(coupon);
}

/** Whether the customer has no order yet that counts; answered by the orders module (coupons do not read orders). */
export type FirstOrderCheck = (userId: string) => Promise<boolean>;

/** The coupon box at checkout: the coupon and what it takes off `cartTotal` (rupees). */
export async function applyCoupon(userId: string, code: string, cartTotal: number, isFirstOrder: FirstOrderCheck) {
  const subtotalPaise = toPaise(cartTotal);
  const coupon = await resolveCoupon(code, { subtotalPaise, isFirstOrder: await isFirstOrder(userId), userId });
  return {
    success: true as const,
    coupon: {
      code: coupon.code,
      discount_type: coupon.discount_type,
      discount_value: discountValue(coupon),
      min_purchase_amount: toRupees(coupon.min_purchase_paise),
      discount_amount: toRupees(couponDiscountPaise(coupon, subtotalPaise)),
    },
  };
}

export async function listAllCoupons(): Promise<Static<typeof CouponSchema>[]> {
  const docs = await CouponModel.find().sort({ created_at: -1, _id: -1 }).lean<CouponDoc[]>();
  return docs.map(toView);
}

export interface NewCoupon {
  code: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  /** `YYYY-MM-DD` (valid through that day in India) or a full ISO date-time. */
  expiry_date: string;
  min_purchase_amount?: number;
  first_order_only?: boolean;
  is_public?: boolean;
  description?: string | null;
  usage_limit?: number | null;
  per_customer_limit?: number | null;
}

/** A date-only expiry lasts to the end of that day in Asia/Kolkata (UTC+05:30, no daylight saving). */
export function parseExpiry(raw: string): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const date = new Date(dateOnly ? `${raw}T23:59:59.999+05:30` : raw);
  if (Number.isNaN(date.getTime())) throw new BadRequestError('Expiry date is not a valid date.');
  return date;
}

/** The stored amount fields of a discount value (percent or rupees), checked. */
function discountFields(type: 'percentage' | 'fixed', value: number) {
  if (!(value > 0) || !hasAtMostTwoDecimals(value)) {
    throw new BadRequestError('Discount value must be more than 0 with at most 2 decimals.');
  }
  if (type === 'percentage' && value > 100) {
    throw new BadRequestError('A percentage discount can be at most 100.');
  }
  return {
    percent_bp: type === 'percentage' ? Math.round(value * 100) : 0,
    amount_paise: type === 'fixed' ? toPaise(value) : 0,
  };
}

function minPurchasePaise(min: number): number {
  if (!(min >= 0) || !hasAtMostTwoDecimals(min)) {
    throw new BadRequestError('Minimum purchase must be 0 or more with at most 2 decimals.');
  }
  return toPaise(min);
}

function futureExpiry(raw: string): Date {
  const expiry = parseExpiry(raw);
  if (expiry.getTime() < Date.now()) throw new BadRequestError('The expiry date has already passed.');
  return expiry;
}

/** Private coupons are not listed: their code must be long enough not to be guessed. */
function refuseGuessablePrivateCode(code: string) {
  if (code.length < PRIVATE_CODE_MIN_LENGTH) {
    throw new BadRequestError(
      `A private coupon needs a code of at least ${PRIVATE_CODE_MIN_LENGTH} characters, so that nobody can guess it. Make the code longer or the coupon public.`,
    );
  }
}

/** A blank description means "describe it from its terms". */
const cleanDescription = (text: string | null | undefined) => text?.trim() || null;

export async function createCoupon(input: NewCoupon): Promise<Static<typeof CouponSchema>> {
  const code = normalizeCode(input.code);
  if (!/^[A-Z0-9_-]{3,32}$/.test(code)) {
    throw new BadRequestError('Coupon code must be 3 to 32 letters, digits, - or _.');
  }
  if (input.is_public === false) refuseGuessablePrivateCode(code);
  const amounts = discountFields(input.discount_type, input.discount_value);
  const minPaise = minPurchasePaise(input.min_purchase_amount ?? 0);
  const expiry = futureExpiry(input.expiry_date);
  try {
    const doc = await CouponModel.create({
      code,
      discount_type: input.discount_type,
      ...amounts,
      min_purchase_paise: minPaise,
      expiry_date: expiry,
      first_order_only: input.first_order_only ?? false,
      is_public: input.is_public ?? true,
      description: cleanDescription(input.description),
      usage_limit: input.usage_limit ?? null,
      per_customer_limit: input.per_customer_limit ?? null,
      uses: 0,
    });
    return toView(doc.toObject());
  } catch (err) {
    if (isDuplicateKeyError(err)) throw new ConflictError(`A coupon with the code ${code} already exists.`);
    throw err;
  }
}

export async function deleteCoupon(id: string): Promise<void> {
  const deleted = await CouponModel.findByIdAndDelete(toObjectId(id, 'That coupon no longer exists.'));
  if (!deleted) throw new NotFoundError('That coupon no longer exists.');
}

export interface CouponChanges {
  description?: string | null;
  discount_value?: number;
  min_purchase_amount?: number;
  /** A new expiry must not have passed; the stored one is kept when this is absent or the same. */
  expiry_date?: string;
  is_active?: boolean;
  first_order_only?: boolean;
  is_public?: boolean;
  usage_limit?: number | null;
  per_customer_limit?: number | null;
}

/**
 * Edits a coupon (its code and discount type stay). Everything is checked before one update; the uses so far
 * stay, so a limit at or below them makes the coupon used up.
 */
export async function updateCoupon(id: string, changes: CouponChanges): Promise<Static<typeof CouponSchema>> {
  const _id = toObjectId(id, 'That coupon no longer exists.');
  const coupon = await CouponModel.findById(_id).lean<CouponDoc>();
  if (!coupon) throw new NotFoundError('That coupon no longer exists.');
  // A short code made before the rule keeps working as it is; it just cannot become private now.
  if (changes.is_public === false && coupon.is_public !== false) refuseGuessablePrivateCode(coupon.code);
  const set: Record<string, unknown> = {};
  if (changes.discount_value !== undefined) Object.assign(set, discountFields(coupon.discount_type, changes.discount_value));
  if (changes.min_purchase_amount !== undefined) set.min_purchase_paise = minPurchasePaise(changes.min_purchase_amount);
  if (changes.expiry_date !== undefined && parseExpiry(changes.expiry_date).getTime() !== coupon.expiry_date.getTime()) {
    set.expiry_date = futureExpiry(changes.expiry_date);
  }
  if (changes.description !== undefined) set.description = cleanDescription(changes.description);
  for (const key of ['is_active', 'first_order_only', 'is_public', 'usage_limit', 'per_customer_limit'] as const) {
    if (changes[key] !== undefined) set[key] = changes[key];
  }
  // Coupons from before uses were counted get a count, so a new limit has something to compare with: a write of its
  // own, conditional on there being none, so a use an order takes meanwhile (its $inc starts the count) is not undone.
  if (coupon.uses == null) await CouponModel.updateOne({ _id, uses: null }, { $set: { uses: 0 } });
  if (Object.keys(set).length === 0) return toView((await CouponModel.findById(_id).lean<CouponDoc>()) ?? coupon);
  const updated = await CouponModel.findByIdAndUpdate(_id, { $set: set }, { returnDocument: 'after' }).lean<CouponDoc>();
  if (!updated) throw new NotFoundError('That coupon no longer exists.');
  return toView(updated);
}
