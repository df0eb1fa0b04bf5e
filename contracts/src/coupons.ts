import { Type } from 'typebox';
import { INVALID_MESSAGE, WHITESPACE } from './common';
import { PRIVATE_CODE_MIN_LENGTH } from './enums';

/** Rupees or percent with at most 2 decimals, more than 0; the service says the same in plain words. */
const DiscountValueSchema = Type.Number({
  exclusiveMinimum: 0,
  maximum: 1_000_000,
  multipleOf: 0.01,
  description: "Percent or rupees, as the coupon's type: more than 0 with at most 2 decimals; a percentage at most 100.",
  [INVALID_MESSAGE]: 'Discount value must be more than 0 with at most 2 decimals.',
});
const MinPurchaseSchema = Type.Number({
  minimum: 0,
  maximum: 10_000_000,
  multipleOf: 0.01,
  [INVALID_MESSAGE]: 'Minimum purchase must be 0 or more with at most 2 decimals.',
});
/** `YYYY-MM-DD` (through the end of that day, India time) or an ISO date-time; one that has passed is refused. */
const ExpirySchema = (description: string) =>
  Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time', maxLength: 40 })], { description });

const DiscountType = Type.Union([Type.Literal('percentage'), Type.Literal('fixed')]);

const DescriptionSchema = Type.Union([Type.String({ maxLength: 200 }), Type.Null()], {
  description: 'Shown to shoppers instead of the description made from the terms; blank or null = made from the terms.',
});

const LimitSchema = (what: string) =>
  Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()], { description: `${what}; null = unlimited.` });

export const CouponSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  discount_type: DiscountType,
  discount_value: Type.Number({ description: 'Percent for percentage coupons, rupees for fixed ones.' }),
  min_purchase_amount: Type.Number({ description: 'Rupees.' }),
  expiry_date: Type.String({ format: 'date-time' }),
  is_active: Type.Boolean(),
  first_order_only: Type.Boolean(),
  is_public: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  description: Type.String({ description: "What the coupon gives, in words: the admin's description, else one made from its terms." }),
  usage_limit: Type.Union([Type.Integer(), Type.Null()], { description: 'Total uses allowed over all customers; null = unlimited.' }),
  per_customer_limit: Type.Union([Type.Integer(), Type.Null()], { description: 'Uses allowed per customer; null = unlimited.' }),
  uses: Type.Integer({ description: 'Orders placed with it so far that were not cancelled.' }),
});

export const PublicCouponSchema = Type.Omit(CouponSchema, ['is_public', 'created_at', 'usage_limit', 'per_customer_limit', 'uses']);

export const CouponListSchema = Type.Array(CouponSchema);
export const PublicCouponListSchema = Type.Array(PublicCouponSchema);

export const ApplyCouponSchema = Type.Object(
  {
    couponCode: Type.String({ maxLength: 40 }),
    cartTotal: Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Cart subtotal in rupees.' }),
  },
  { additionalProperties: false },
);

export const AppliedCouponSchema = Type.Object({
  success: Type.Literal(true),
  coupon: Type.Object({
    code: Type.String(),
    discount_type: DiscountType,
    discount_value: Type.Number(),
    min_purchase_amount: Type.Number(),
    discount_amount: Type.Number({ description: 'Rupees this coupon takes off cartTotal.' }),
  }),
});

/** A refused coupon carries `success: false`; a malformed request only `msg`. */
export const CouponRefusedSchema = Type.Object({ success: Type.Optional(Type.Literal(false)), msg: Type.String() });

export const CreateCouponSchema = Type.Object(
  {
    code: Type.String({
      maxLength: 40,
      pattern: `^[${WHITESPACE}]*[A-Za-z0-9_-]{3,32}[${WHITESPACE}]*$`,
      description: `3 to 32 letters, digits, - or _ (stored in capitals); a private coupon's at least ${PRIVATE_CODE_MIN_LENGTH}.`,
      [INVALID_MESSAGE]: 'Coupon code must be 3 to 32 letters, digits, - or _.',
    }),
    discount_type: DiscountType,
    discount_value: DiscountValueSchema,
    expiry_date: ExpirySchema('`YYYY-MM-DD` (valid through the end of that day, India time) or an ISO date-time; not passed.'),
    min_purchase_amount: Type.Optional(MinPurchaseSchema),
    first_order_only: Type.Optional(Type.Boolean()),
    is_public: Type.Optional(Type.Boolean()),
    description: Type.Optional(DescriptionSchema),
    usage_limit: Type.Optional(LimitSchema('Total uses allowed over all customers')),
    per_customer_limit: Type.Optional(LimitSchema('Uses allowed per customer')),
  },
  { additionalProperties: false },
);

export const UpdateCouponSchema = Type.Object(
  {
    description: Type.Optional(DescriptionSchema),
    discount_value: Type.Optional(DiscountValueSchema),
    min_purchase_amount: Type.Optional(MinPurchaseSchema),
    expiry_date: Type.Optional(ExpirySchema('`YYYY-MM-DD` or an ISO date-time; a changed expiry must not have passed (the stored one is accepted as it is).')),
    is_active: Type.Optional(Type.Boolean({ description: 'false switches the coupon off: it is refused as no longer active.' })),
    first_order_only: Type.Optional(Type.Boolean()),
    is_public: Type.Optional(Type.Boolean()),
    usage_limit: Type.Optional(LimitSchema('Total uses allowed over all customers')),
    per_customer_limit: Type.Optional(LimitSchema('Uses allowed per customer')),
  },
  { additionalProperties: false },
);
