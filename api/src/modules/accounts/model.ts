import { Schema, model, type InferSchemaType } from 'mongoose';

/** A customer account. Addresses live in the addresses module, keyed by user_id. */
const userSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    /** Normalised Indian mobile: +91 followed by 10 digits. Unique. */
    phone: { type: String, required: true, unique: true },
    password_hash: { type: String, required: true },
    /**
     * When the customer last proved the phone is theirs (a sign-up or password-reset code sent to it); null for
     * accounts made before sign-up asked for a code. Records matched only by phone number are theirs only once set.
     */
    phone_verified_at: { type: Date, default: null },
    /** Account settings: SMS about orders (one-time codes are always sent), and their language (null: the shop's). */
    order_messages: { type: Boolean, default: true },
    language: { type: String, enum: ['en', 'te', null], default: null },
    /** Where money owed back after delivery goes: 'original' (unset) or 'credit' (store credit). */
    refund_to: { type: String, enum: ['original', 'credit', null], default: null },
    /** Tokens issued before this moment are refused (a password reset or change ends every earlier session). */
    sessions_valid_after: { type: Date, default: null },
  },
  { timestamps: { createdAt: 'created_at' as const, updatedAt: 'updated_at' as const } },
);

// The admin's customer list: newest first.
userSchema.index({ created_at: -1, _id: -1 });

export type User = InferSchemaType<typeof userSchema>;
export const UserModel = model('User', userSchema);

/** What a signed-in customer is told when their account row is gone (erased, e.g. from another device). */
export const ACCOUNT_GONE = 'Your account was not found. Please sign in again.';
