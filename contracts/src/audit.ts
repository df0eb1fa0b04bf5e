import { Type } from 'typebox';
import { PageQuery } from './common';
import { AUDIT_TARGETS } from './enums';

/**
 * The fields an audit entry can report as changed. A value is kept as the database stores it (money in paise,
 * percentages in basis points, dates as ISO strings); the admin panel puts each field into words by its name,
 * never from the value's own text.
 */
export const AUDIT_FIELDS = [
  // product
  'name',
  'category',
  'description',
  'image_url',
  'is_active',
  // a variant (also inside a product's entry, with `variant` saying which)
  'label',
  'price_paise',
  'stock',
  'weight_grams',
  // coupon (and is_active, description above)
  'code',
  'discount_type',
  'percent_bp',
  'amount_paise',
  'min_purchase_paise',
  'expiry_date',
  'first_order_only',
  'is_public',
  'usage_limit',
  'per_customer_limit',
  // partner and staff (and name above)
  'username',
  'role',
  'active',
  'password',
  'sign_in_paused_until',
  // order
  'delivery_status',
  'status',
  'partner_name',
  'courier',
  'tracking_number',
  'cash_collected_paise',
  'cash_note',
  'delivery_slot',
  // delivery slot template (written as a person reads them: "Mon, Tue", "07:00–09:00", "22:00 the evening before")
  'weekdays',
  'times',
  'capacity_orders',
  'capacity_grams',
  'cutoff',
  // inquiry
  'handled',
  'handled_note',
  // a customer's store credit
  'store_credit_paise',
  // complaint (and amount_paise above)
  'state',
  'refund_to',
  'answer',
  'legal_name',
  'legal_name_te',
  'address',
  'gstin',
  'fssai',
  'invoice_prefix',
  // subscription (and status above): its pauses as a person reads them ("2026-12-03 to 2026-12-05, from 2026-12-08 until resumed")
  'pauses',
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];

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
      label: Type.Union([Type.String(), Type.Null()], {
        description: 'The name of what changed (a product, coupon code, partner, staff member), as it was then.',
      }),
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
