import { Schema, model, type InferSchemaType } from 'mongoose';

/** A customer's saved delivery address. One document per address, so it can be deleted by id. */
const addressSchema = new Schema(
  {
    user_id: { type: String, required: true, index: true },
    label: { type: String, required: true },
    value: { type: String, required: true },
    /** Optional 6-digit pincode (older addresses have none): decides the delivery zone when present. */
    pincode: { type: String, default: undefined },
    /** The parts the address form asks for (value is written from them); absent on one-box addresses. */
    house: { type: String, default: undefined },
    street: { type: String, default: undefined },
    area: { type: String, default: undefined },
    landmark: { type: String, default: undefined },
    /** The customer's map pin, for the rider. */
    pin: { type: new Schema({ lat: { type: Number, required: true }, lng: { type: Number, required: true } }, { _id: false }), default: undefined },
  },
  { timestamps: { createdAt: 'created_at' as const, updatedAt: false as const } },
);

export type Address = InferSchemaType<typeof addressSchema>;
export const AddressModel = model('Address', addressSchema);
