import { InquiryModel, type InquiryRecord } from './model';
import { pickFields, snapshotReader, type SnapshotReader } from '../audit/targets';

/**
 * An inquiry as the audit log reads it: whether it is handled and the note. Its label is the business (a vendor)
 * or the city (a franchise), never the sender's contact details.
 */
export const inquirySnapshot: SnapshotReader = snapshotReader(async (id) => {
  const doc = await InquiryModel.findById(id).lean<InquiryRecord>();
  if (!doc) return null;
  const label = doc.inquiry_type === 'Vendor' ? (doc.form_data.business_name ?? 'Vendor') : `Franchise, ${doc.form_data.city_of_interest ?? ''}`.trim();
  return { label, fields: pickFields({ handled: doc.handled ?? false, handled_note: doc.handled_note ?? null }, ['handled', 'handled_note']) };
});
