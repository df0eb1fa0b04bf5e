import { Schema, model, type InferSchemaType, type Types } from 'mongoose';

/** A delivery partner: signs in with phone and password, carries partner orders, shares a location. */
const partnerSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    /** Normalised Indian mobile, +91 followed by 10 digits. */
    phone: { type: String, required: true, unique: true },
    password_hash: { type: String, required: true },
    active: { type: Boolean, required: true, default: true },
    /** Tokens issued before this moment are refused (disabling a partner ends their sessions; accounts/sessions.ts). */
    sessions_valid_after: { type: Date, default: null },
    location: {
      type: new Schema({ latitude: Number, longitude: Number, updated_at: Date }, { _id: false }),
      default: null,
    },
  },
  { timestamps: { createdAt: 'created_at' as const, updatedAt: false as const } },
);

export type Partner = InferSchemaType<typeof partnerSchema>;

/** A partner as read with `.lean<PartnerRecord>()`. */
export interface PartnerRecord {
  _id: Types.ObjectId;
  name: string;
  phone: string;
  password_hash: string;
  active: boolean;
  location: { latitude: number; longitude: number; updated_at: Date } | null;
  created_at: Date;
}
export const PartnerModel = model('Partner', partnerSchema);
