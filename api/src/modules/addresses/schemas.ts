import { Type } from 'typebox';

export const AddressSchema = Type.Object(
  {
    id: Type.String(),
    label: Type.String({ examples: ['Home'] }),
    value: Type.String({ examples: ['Flat 4B, Green Residency, Banjara Hills, Hyderabad, Telangana 500034'] }),
  },
  { additionalProperties: false },
);

export const AddressListSchema = Type.Array(AddressSchema);

/** Lengths are checked again after trimming, with plain messages; these bounds only stop oversized input. */
export const CreateAddressSchema = Type.Object(
  {
    newAddress: Type.Object(
      {
        label: Type.String({ maxLength: 200, description: 'Short name such as Home or Office; at most 40 characters after trimming.' }),
        value: Type.String({ maxLength: 2000, description: 'The full address; at most 500 characters after trimming.' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
