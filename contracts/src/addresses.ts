import { Type } from 'typebox';
import { INVALID_MESSAGE, NOT_BLANK_PATTERN, PincodeSchema } from './common';

const REQUIRED = 'Both a label (e.g., Home) and an address are required.';

export const AddressSchema = Type.Object(
  {
    id: Type.String(),
    label: Type.String({ examples: ['Home'] }),
    value: Type.String({ examples: ['Flat 4B, Green Residency, Banjara Hills, Hyderabad, Telangana 500034'] }),
    pincode: Type.Union([Type.String(), Type.Null()], { description: '6 digits, or null for an address saved without one.' }),
  },
  { additionalProperties: false },
);

export const AddressListSchema = Type.Array(AddressSchema);

/** Lengths are checked again after trimming, with plain messages; these bounds only stop oversized input. */
export const CreateAddressSchema = Type.Object(
  {
    newAddress: Type.Object(
      {
        label: Type.String({
          maxLength: 200,
          pattern: NOT_BLANK_PATTERN,
          description: 'Short name such as Home or Office; at most 40 characters after trimming.',
          [INVALID_MESSAGE]: REQUIRED,
        }),
        value: Type.String({
          maxLength: 2000,
          pattern: NOT_BLANK_PATTERN,
          description: 'The full address; at most 500 characters after trimming.',
          [INVALID_MESSAGE]: REQUIRED,
        }),
        pincode: Type.Optional(
          Type.Union([PincodeSchema, Type.Null()], {
            description: 'Optional; 6 digits (spaces trimmed). When given it decides the delivery zone: see GET /api/delivery-zone.',
          }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const DeliveryZoneQuerySchema = Type.Object(
  {
    pincode: Type.Optional(PincodeSchema),
    text: Type.Optional(Type.String({ maxLength: 2000, description: 'The address text, used when there is no pincode.' })),
  },
  { additionalProperties: false },
);

export const DeliveryZoneSchema = Type.Object({
  zone: Type.Union([Type.Literal('hyderabad'), Type.Literal('telangana'), Type.Literal('andhraPradesh'), Type.Literal('elsewhere')]),
  delivery: Type.Union([Type.Literal('partner'), Type.Literal('courier')], {
    description: 'partner: our own delivery partners (Hyderabad); courier: an outstation order with an expected date.',
  }),
  rate_per_kg: Type.Number({ description: 'Rupees per kg of shipping weight (minimum 1 kg).' }),
  free_above: Type.Union([Type.Number(), Type.Null()], { description: 'Shipping is free when the subtotal exceeds this (rupees); null: never free.' }),
  by: Type.Union([Type.Literal('pincode'), Type.Literal('text')], { description: 'What decided the zone.' }),
});
