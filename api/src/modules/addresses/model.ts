import { Schema, model, type InferSchemaType } from 'mongoose';

/** A customer's saved delivery address. One document per address, so it can be deleted by id. */
const addressSchema = new Schema(
  {
    user_id: { type: String, required: true, index: true },
    label: { type: String, required: true },
    value: { type: String, required: true },
    /** Optional 6-digit pincode (older addresses have none): decides the delivery zone when present. */
    pincode: { type: String, default: undefined },
  },
  { timestamps: { createdAt: 'created_at' as const, updatedAt: false as const } },
);

export type Address = InferSchemaType<typeof addressSchema>;
export const AddressModel = model('Address', addressSchema);
