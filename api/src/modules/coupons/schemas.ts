import { Type } from 'typebox';

const DiscountType = Type.Union([Type.Literal('percentage'), Type.Literal('fixed')]);

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
  description: Type.String({ description: 'What the coupon gives, in words.' }),
});

export const PublicCouponSchema = Type.Omit(CouponSchema, ['is_public', 'created_at']);

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
    code: Type.String({ minLength: 1, maxLength: 40 }),
    discount_type: DiscountType,
    discount_value: Type.Number({ minimum: 0, maximum: 1_000_000 }),
    expiry_date: Type.String({
      minLength: 10,
      maxLength: 40,
      description: '`YYYY-MM-DD` (valid through the end of that day, India time) or an ISO date-time.',
    }),
    min_purchase_amount: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
    first_order_only: Type.Optional(Type.Boolean()),
    is_public: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
