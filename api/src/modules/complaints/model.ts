import { Schema, model } from 'mongoose';
import { COMPLAINT_REASONS, COMPLAINT_REMEDIES, type ComplaintReason, type ComplaintRemedy } from '@farm-store/contracts/complaints';
import { keyedSchema } from '../../lib/mongo';

/** Where a stored complaint stands: the customer's states, plus `deciding` while an approval's money moves. */
export const STORED_STATES = ['open', 'deciding', 'approved', 'declined', 'answered'] as const;
export type StoredState = (typeof STORED_STATES)[number];

const complaintItemSchema = new Schema(
  {
    variant_id: { type: String, required: true },
    name: { type: String, required: true },
    variantLabel: { type: String, required: true },
    quantity: { type: Number, required: true },
    /** What these items cost on the order (unit price × quantity), paise. */
    value_paise: { type: Number, required: true },
  },
  { _id: false },
);

/**
 * A customer's report of a problem with a delivered order (`_id`: an ObjectId string) and the store's answer. It
 * moves once out of `open`: declined, or approved through `deciding` (the decision is stored before its money moves,
 * so a retry finishes the same decision; service.ts).
 */
const complaintSchema = keyedSchema(
  {
    user_id: { type: String, required: true },
    order_id: { type: String, required: true },
    items: { type: [complaintItemSchema], required: true },
    reason: { type: String, enum: COMPLAINT_REASONS, required: true },
    note: { type: String, default: '' },
    photos: { type: [String], default: [] },
    state: { type: String, enum: STORED_STATES, required: true },
    value_paise: { type: Number, required: true },
    amount_paise: { type: Number, default: null },
    refund_to: { type: String, enum: [...COMPLAINT_REMEDIES, null], default: null },
    /** Declined: the staff's reason; answered: the courier-claim help. */
    answer: { type: String, default: null },
    replacement_order_id: { type: String, default: null },
    created_at: { type: Date, required: true },
    decided_at: { type: Date, default: null },
    /** 'admin:<id>' of the staff member who decided. */
    decided_by: { type: String, default: null },
  },
  'complaints',
);
export const ComplaintModel = model('Complaint', complaintSchema);

export interface StoredComplaint {
  _id: string;
  user_id: string;
  order_id: string;
  items: Array<{ variant_id: string; name: string; variantLabel: string; quantity: number; value_paise: number }>;
  reason: ComplaintReason;
  note: string;
  photos: string[];
  state: StoredState;
  value_paise: number;
  amount_paise: number | null;
  refund_to: ComplaintRemedy | null;
  answer: string | null;
  replacement_order_id: string | null;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
}

/**
 * One row per item of an order complained about (`_id` = `<order id>:<variant id>`): the database's unique `_id`
 * lets one complaint claim an item, so a second complaint about it is refused also when two are sent at once.
 */
const complainedItemSchema = keyedSchema({ complaint_id: { type: String, required: true } }, 'complained_items');
export const ComplainedItemModel = model('ComplainedItem', complainedItemSchema);

/** Photos sent with complaints (`_id` = the image id): kept with their complaint, never swept as unused. */
const complaintPhotoSchema = keyedSchema({ complaint_id: { type: String, required: true } }, 'complaint_photos');
export const ComplaintPhotoModel = model('ComplaintPhoto', complaintPhotoSchema);
