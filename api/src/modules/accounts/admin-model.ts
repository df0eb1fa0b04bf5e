import { Schema, model, type InferSchemaType } from 'mongoose';

/** An administrator account (signs in with username and password). */
const adminSchema = new Schema(
  {
    /** Stored lower-case, so "Admin" and "admin" are one account. */
    username: { type: String, required: true, unique: true, lowercase: true, trim: true },
    password_hash: { type: String, required: true },
    /** Tokens issued before this moment are refused (see accounts/sessions.ts). */
    sessions_valid_after: { type: Date, default: null },
  },
  { timestamps: { createdAt: 'created_at' as const, updatedAt: 'updated_at' as const } },
);

export type Admin = InferSchemaType<typeof adminSchema>;
export const AdminModel = model('Admin', adminSchema);
