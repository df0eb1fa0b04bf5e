import type { Static } from 'typebox';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { toObjectId } from '../../lib/mongo';
import { INVALID_PHONE_MESSAGE } from '@farm-store/contracts/phone';
import type { InquirySchema } from '@farm-store/contracts/inquiries';
import { normalizeIndianPhone } from '../../lib/phone';
import { InquiryModel, type InquiryFormData, type InquiryRecord, type InquiryType } from './model';

export const INQUIRY_THANKS = 'Thank you! Your inquiry has been submitted successfully. Our team will contact you soon.';

type Field = keyof InquiryFormData;
interface FieldRule {
  label: string;
  required: boolean;
  maxLength: number;
  kind?: 'email' | 'phone';
}

/** The fields of each form, which are required, and (decided here) how long they may be. */
export const INQUIRY_FIELDS: Record<InquiryType, Partial<Record<Field, FieldRule>>> = {
  Vendor: {
    your_name: { label: 'Your name', required: true, maxLength: 80 },
    business_name: { label: 'Business name', required: true, maxLength: 120 },
    email: { label: 'E-mail', required: true, maxLength: 254, kind: 'email' },
    phone_number: { label: 'Phone number', required: true, maxLength: 20, kind: 'phone' },
    product_details: { label: 'Product details', required: true, maxLength: 2000 },
  },
  Franchise: {
    full_name: { label: 'Full name', required: true, maxLength: 80 },
    email: { label: 'E-mail', required: true, maxLength: 254, kind: 'email' },
    phone_number: { label: 'Phone number', required: true, maxLength: 20, kind: 'phone' },
    city_of_interest: { label: 'City of interest', required: true, maxLength: 80 },
    message: { label: 'Message', required: false, maxLength: 2000 },
  },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the form against its type's field list (trimmed; unknown fields refused) and returns what to store. */
export function validateInquiry(type: InquiryType, formData: Record<string, string>): InquiryFormData {
  const rules = INQUIRY_FIELDS[type];
  const unexpected = Object.keys(formData).filter((k) => !(k in rules));
  if (unexpected.length > 0) throw new BadRequestError(`Unexpected field for a ${type} inquiry: ${unexpected.join(', ')}.`);

  const clean: Partial<Record<Field, string>> = {};
  for (const [field, rule] of Object.entries(rules) as Array<[Field, FieldRule]>) {
    const value = (formData[field] ?? '').trim();
    if (!value) {
      if (rule.required) throw new BadRequestError(`${rule.label} is required.`);
      continue;
    }
    if (value.length > rule.maxLength) throw new BadRequestError(`${rule.label} can be at most ${rule.maxLength} characters.`);
    if (rule.kind === 'email' && !EMAIL.test(value)) throw new BadRequestError('Enter a valid e-mail address.');
    if (rule.kind === 'phone') {
      const phone = normalizeIndianPhone(value);
      if (!phone) throw new BadRequestError(INVALID_PHONE_MESSAGE);
      clean[field] = phone;
      continue;
    }
    clean[field] = value;
  }
  return clean as InquiryFormData;
}

const NEWEST_FIRST = { created_at: -1, _id: -1 } as const;

/** Stores a vendor or franchise inquiry. */
export async function submitInquiry(type: InquiryType, formData: Record<string, string>): Promise<string> {
  await InquiryModel.create({ inquiry_type: type, form_data: validateInquiry(type, formData) });
  return INQUIRY_THANKS;
}

const toInquiry = (d: InquiryRecord): Static<typeof InquirySchema> => ({
  id: d._id.toString(),
  inquiry_type: d.inquiry_type,
  form_data: d.form_data,
  created_at: d.created_at.toISOString(),
  handled: d.handled ?? false,
  handled_note: d.handled_note ?? null,
  handled_at: d.handled_at ? d.handled_at.toISOString() : null,
});

/** Inquiries sent from the public forms with this phone number, newest first (the forms ask no account). */
async function inquiriesFrom(phone: string): Promise<InquiryRecord[]> {
  const all = await InquiryModel.find().sort(NEWEST_FIRST).lean<InquiryRecord[]>();
  return all.filter((i) => normalizeIndianPhone(i.form_data.phone_number) === phone);
}

/** The inquiries sent with this phone number, newest first (a customer's data export). */
export async function listInquiriesFrom(phone: string): Promise<Static<typeof InquirySchema>[]> {
  return (await inquiriesFrom(phone)).map(toInquiry);
}

/** Deletes the inquiries sent with this phone number (a customer's erasure). */
export async function deleteInquiriesFrom(phone: string): Promise<void> {
  await InquiryModel.deleteMany({ _id: { $in: (await inquiriesFrom(phone)).map((i) => i._id) } });
}

/** Inquiries newest first (admin); every one unless a page is asked for. */
export async function listInquiries(page?: { page: number; limit: number }): Promise<Static<typeof InquirySchema>[]> {
  let query = InquiryModel.find().sort(NEWEST_FIRST);
  if (page) query = query.skip((page.page - 1) * page.limit).limit(page.limit);
  return (await query.lean<InquiryRecord[]>()).map(toInquiry);
}

const INQUIRY_NOT_FOUND = 'We could not find that inquiry.';

/**
 * Marks an inquiry handled or not, with staff's note (trimmed; blank = none; absent = kept). Marking it handled
 * again keeps the first time it was; undoing clears the time but keeps the note.
 */
export async function updateInquiry(id: string, change: { handled: boolean; note?: string }): Promise<Static<typeof InquirySchema>> {
  const _id = toObjectId(id, INQUIRY_NOT_FOUND);
  const current = await InquiryModel.findById(_id, { handled_at: 1 }).lean<Pick<InquiryRecord, 'handled_at'>>();
  if (!current) throw new NotFoundError(INQUIRY_NOT_FOUND);
  const set: Record<string, unknown> = { handled: change.handled, handled_at: change.handled ? (current.handled_at ?? new Date()) : null };
  if (change.note !== undefined) set.handled_note = change.note.trim() || null;
  const updated = await InquiryModel.findByIdAndUpdate(_id, { $set: set }, { returnDocument: 'after' }).lean<InquiryRecord>();
  if (!updated) throw new NotFoundError(INQUIRY_NOT_FOUND);
  return toInquiry(updated);
}
