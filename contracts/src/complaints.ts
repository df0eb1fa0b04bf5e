import { Type } from 'typebox';
import { IdSchema } from './common';

/**
 * "Report a problem" with a delivered order, and the staff's answer. docs/complaints.md says the rules: the window
 * after delivery, one complaint per item, the courier-claim answer to transit damage outside Hyderabad, and where an
 * approved amount goes.
 */

const Rupees = (description: string) => Type.Number({ description: `${description} (rupees).` });
const IsoDate = Type.String({ format: 'date-time' });

/** What went wrong, as the customer picks it. */
export const COMPLAINT_REASONS = ['spoiled', 'wrong_item', 'missing', 'damaged_in_transit', 'other'] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

/**
 * Where a complaint stands: `open` (waiting for staff), `approved`, `declined` (with the reason the customer reads),
 * or `answered` (transit damage of a courier order: the courier-claim help, no refund from the store).
 */
export const COMPLAINT_STATES = ['open', 'approved', 'declined', 'answered'] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

/** Where an approved amount goes: back to the online payment, to store credit, or a free replacement order. */
export const COMPLAINT_REMEDIES = ['original', 'credit', 'replacement'] as const;
export type ComplaintRemedy = (typeof COMPLAINT_REMEDIES)[number];

export const MAX_COMPLAINT_PHOTOS = 3;
export const MAX_COMPLAINT_NOTE = 500;

/** One line of the report: which ordered item, and how many of it. */
export const ComplaintItemInputSchema = Type.Object(
  {
    variantId: IdSchema,
    quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
  },
  { additionalProperties: false },
);

/** The multipart `items` field, once parsed: at least one line, each item once. */
export const ComplaintItemsInputSchema = Type.Array(ComplaintItemInputSchema, { minItems: 1, maxItems: 100 });

export const ComplaintItemSchema = Type.Object(
  {
    variant_id: Type.String(),
    name: Type.String(),
    variantLabel: Type.String(),
    quantity: Type.Integer(),
    value: Rupees('What these items cost on the order'),
  },
  { additionalProperties: false },
);

/** A complaint as its customer sees it. */
export const ComplaintSchema = Type.Object(
  {
    id: Type.String(),
    order_id: Type.String(),
    items: Type.Array(ComplaintItemSchema),
    reason: Type.Enum(COMPLAINT_REASONS),
    note: Type.String(),
    photos: Type.Array(Type.String({ description: 'Image URL (GET /api/images/:id).' })),
    state: Type.Enum(COMPLAINT_STATES),
    value: Rupees('What the complained items cost on the order'),
    amount: Type.Union([Rupees('Approved amount'), Type.Null()]),
    refund_to: Type.Union([Type.Enum(COMPLAINT_REMEDIES), Type.Null()]),
    /** Declined: the staff's reason; answered: the courier-claim help. */
    answer: Type.Union([Type.String(), Type.Null()]),
    replacement_order_id: Type.Union([Type.String(), Type.Null()]),
    created_at: IsoDate,
    decided_at: Type.Union([IsoDate, Type.Null()]),
  },
  { additionalProperties: false },
);

/** An order's complaints and whether another can be reported now. */
export const OrderProblemsSchema = Type.Object(
  {
    can_report: Type.Boolean({ description: 'Delivered, within the window, and some item not complained about yet.' }),
    window_hours: Type.Integer(),
    closes_at: Type.Union([IsoDate, Type.Null()], { description: 'When the window ends (null: not delivered).' }),
    complaints: Type.Array(ComplaintSchema, { description: 'Newest first.' }),
  },
  { additionalProperties: false },
);

/** An earlier complaint of the same customer, in the staff queue. */
export const PastComplaintSchema = Type.Object(
  {
    id: Type.String(),
    order_id: Type.String(),
    reason: Type.Enum(COMPLAINT_REASONS),
    state: Type.Enum(COMPLAINT_STATES),
    amount: Type.Union([Rupees('Approved amount'), Type.Null()]),
    created_at: IsoDate,
  },
  { additionalProperties: false },
);

/** A complaint in the staff queue: with its order's money and the customer's other complaints. */
export const AdminComplaintSchema = Type.Object(
  {
    ...ComplaintSchema.properties,
    customer: Type.Object({ name: Type.String(), phone: Type.String() }, { additionalProperties: false }),
    order: Type.Object(
      {
        total: Rupees('Order total'),
        paid_online: Type.Boolean({ description: 'Paid online or by UPI at the door: an approval may go back to that payment.' }),
        refundable: Rupees('What can still be refunded to the online payment'),
        is_outstation: Type.Boolean(),
        delivered_at: Type.Union([IsoDate, Type.Null()]),
      },
      { additionalProperties: false },
    ),
    /** The customer's preference for money owed back (Account settings). */
    preferred_refund_to: Type.Enum(['original', 'credit'] as const),
    history: Type.Array(PastComplaintSchema, { description: "The customer's other complaints, newest first." }),
  },
  { additionalProperties: false },
);

export const AdminComplaintListSchema = Type.Object(
  { complaints: Type.Array(AdminComplaintSchema, { description: 'Open ones first (oldest first), then the latest decided ones.' }) },
  { additionalProperties: false },
);

export const ComplaintDecisionBodySchema = Type.Object(
  {
    decision: Type.Enum(['approve', 'decline'] as const),
    amount: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000, description: 'Rupees to give back (approve; default: the value of the items).' }),
    ),
    refundTo: Type.Optional(Type.Enum(COMPLAINT_REMEDIES, { description: "Approve: default the customer's preference, store credit for cash orders." })),
    reason: Type.Optional(Type.String({ minLength: 3, maxLength: 300, description: 'Decline: the reason the customer reads.' })),
  },
  { additionalProperties: false },
);
