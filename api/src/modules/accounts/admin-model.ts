import { Schema, model, type InferSchemaType } from 'mongoose';
import { STAFF_ROLES } from './roles';

/** A staff account (signs in to the admin panel with username and password); what it may do follows its role. */
const adminSchema = new Schema(
  {
    /** Stored lower-case, so "Admin" and "admin" are one account. */
    username: { type: String, required: true, unique: true, lowercase: true, trim: true },
    /** Shown in the panel and in the audit log. */
    name: { type: String, trim: true, default: '' },
    password_hash: { type: String, required: true },
    /** Accounts from before roles existed are the store's first admin: owners (set by ensureAdmin). */
    role: { type: String, enum: STAFF_ROLES, default: 'owner' },
    /** A disabled staff member cannot sign in and their tokens stop working at once. */
    active: { type: Boolean, default: true },
    /** Tokens issued before this moment are refused (see accounts/sessions.ts). */
    sessions_valid_after: { type: Date, default: null },
  },
  { timestamps: { createdAt: 'created_at' as const, updatedAt: 'updated_at' as const } },
);

export type Admin = InferSchemaType<typeof adminSchema>;
export const AdminModel = model('Admin', adminSchema);
