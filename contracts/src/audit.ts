import { Type } from 'typebox';
import { PageQuery } from './common';
import { AUDIT_TARGETS } from './enums';

/**
 * The fields an audit entry can report as changed, each with how its value reads. A value is stored as it is in
 * the database (money in paise, percentages in basis points, dates as ISO strings); the admin panel turns it into
 * words from this kind, never from the value's own text.
 */
export const AUDIT_FIELD_KINDS = {
  // product
  name: 'text',
  category: 'text',
  description: 'text',
  image_url: 'text',
  is_active: 'switch',
  // a variant (also inside a product's entry, with `variant` saying which)
  label: 'text',
  price_paise: 'money',
  stock: 'stock',
  weight_grams: 'grams',
  // coupon
  code: 'text',
  discount_type: 'text',
  percent_bp: 'percent',
  amount_paise: 'money',
  min_purchase_paise: 'money',
  expiry_date: 'date',
  first_order_only: 'yes-no',
  is_public: 'yes-no',
  usage_limit: 'limit',
  per_customer_limit: 'limit',
  // partner and staff
  username: 'text',
  role: 'text',
  active: 'yes-no',
  password: 'secret',
  // order
  delivery_status: 'text',
  status: 'text',
  partner_name: 'text',
  courier: 'text',
  tracking_number: 'text',
  cash_collected_paise: 'money',
  cash_note: 'text',
} as const;
export type AuditField = keyof typeof AUDIT_FIELD_KINDS;
export type AuditFieldKind = (typeof AUDIT_FIELD_KINDS)[AuditField];
export const AUDIT_FIELDS = Object.keys(AUDIT_FIELD_KINDS) as AuditField[];

const AuditValueSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
export type AuditValue = string | number | boolean | null;

export const AuditChangeSchema = Type.Object(
  {
    field: Type.Enum(AUDIT_FIELDS),
    before: AuditValueSchema,
    after: AuditValueSchema,
    variant: Type.Optional(Type.String({ description: "In a product's entry: the label of the variant this change is about." })),
  },
  { additionalProperties: false },
);

export const AuditEntrySchema = Type.Object(
  {
    id: Type.String(),
    at: Type.String({ format: 'date-time' }),
    actor: Type.Object({ id: Type.String(), name: Type.String(), role: Type.String({ description: 'owner, manager, dispatcher or partner.' }) }),
    action: Type.String({ examples: ['order.assign'] }),
    target: Type.Object({
      type: Type.String(),
      id: Type.Union([Type.String(), Type.Null()]),
      label: Type.Union([Type.String(), Type.Null()], { description: 'The name of what changed (a product, coupon code, partner, staff member), as it was then.' }),
    }),
    changes: Type.Array(AuditChangeSchema, {
      description: 'What changed, field by field (`before` is null on a create, `after` null on a delete). Empty when the action says it all.',
    }),
    summary: Type.Union([Type.String(), Type.Null()], {
      description: 'Only on entries recorded before changes were kept as data: `field: before → after; …` as text. Null otherwise.',
    }),
  },
  { additionalProperties: false },
);

const DateQuery = Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time', maxLength: 40 })], {
  description: 'YYYY-MM-DD (a day in Hyderabad, inclusive) or an ISO moment.',
});

export const AuditQuerySchema = Type.Object(
  {
    target: Type.Optional(Type.Enum(AUDIT_TARGETS)),
    targetId: Type.Optional(Type.String({ maxLength: 64 })),
    actor: Type.Optional(Type.String({ maxLength: 64 })),
    from: Type.Optional(DateQuery),
    to: Type.Optional(DateQuery),
    page: Type.Optional(PageQuery),
  },
  { additionalProperties: false },
);

export const AuditPageSchema = Type.Object(
  { entries: Type.Array(AuditEntrySchema), total: Type.Integer(), page: Type.Integer(), totalPages: Type.Integer() },
  { additionalProperties: false },
);
