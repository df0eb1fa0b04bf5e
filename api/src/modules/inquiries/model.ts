import { INQUIRY_TYPES, type InquiryType } from '@farm-store/contracts/enums';
import { Schema, model, type Types } from 'mongoose';

export { INQUIRY_TYPES, type InquiryType } from '@farm-store/contracts/enums';

/** The fields of either form; a stored inquiry has its own type's fields only. */
export interface InquiryFormData {
  your_name?: string;
  business_name?: string;
  full_name?: string;
  email: string;
  phone_number: string;
  product_details?: string;
  city_of_interest?: string;
  message?: string;
}

export interface InquiryRecord {
  _id: Types.ObjectId;
  inquiry_type: InquiryType;
  form_data: InquiryFormData;
  created_at: Date;
  /** Absent on inquiries stored before staff could mark them. */
  handled?: boolean;
  handled_note?: string | null;
  handled_at?: Date | null;
}

/** A vendor-partner or franchise inquiry sent from the public forms. */
const inquirySchema = new Schema(
  {
    inquiry_type: { type: String, required: true, enum: INQUIRY_TYPES },
    form_data: {
      type: new Schema(
        {
          your_name: String,
          business_name: String,
          full_name: String,
          email: { type: String, required: true },
          phone_number: { type: String, required: true },
          product_details: String,
          city_of_interest: String,
          message: String,
        },
        { _id: false },
      ),
      required: true,
    },
    handled: { type: Boolean, default: false },
    handled_note: { type: String, default: null },
    handled_at: { type: Date, default: null },
  },
  { timestamps: { createdAt: 'created_at' as const, updatedAt: false as const } },
);
inquirySchema.index({ created_at: -1 });

export const InquiryModel = model('Inquiry', inquirySchema);
