import { Type } from 'typebox';
import { GivenPincodeSchema, INVALID_MESSAGE, NOT_BLANK_PATTERN, PincodeSchema } from './common';

const REQUIRED = 'Both a label (e.g., Home) and an address are required.';

/** The refusal of an address the store cannot place in a delivery zone (the shop says it in the customer's language). */
export const ADDRESS_UNPLACEABLE = 'Add the 6-digit pincode so we can work out delivery.';
/** The refusal of a pincode outside every zone the store delivers to. */
export const PINCODE_NOT_SERVED = "We don't deliver to this pincode yet.";

export const ZoneSchema = Type.Union([Type.Literal('hyderabad'), Type.Literal('telangana'), Type.Literal('andhraPradesh'), Type.Literal('elsewhere')], {
  description: 'hyderabad: our riders; the others: courier at their own rate (docs/business-rules.md, "Shipping").',
});

/** A map pin the customer set ("Use my location", then moved): for the rider, never for pricing. */
export const MapPinSchema = Type.Object(
  {
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lng: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { additionalProperties: false },
);

const part = (max: number, description: string) =>
  Type.Optional(Type.String({ maxLength: max * 4, description: `${description} At most ${max} characters after trimming.` }));

export const AddressSchema = Type.Object(
  {
    id: Type.String(),
    label: Type.String({ examples: ['Home'] }),
    value: Type.String({ examples: ['Flat 4B, Green Residency, Banjara Hills, Hyderabad, Telangana 500034'] }),
    pincode: Type.Union([Type.String(), Type.Null()], { description: '6 digits, or null for an address saved without one.' }),
    house: Type.Union([Type.String(), Type.Null()], { description: 'Flat or house, when saved in parts.' }),
    street: Type.Union([Type.String(), Type.Null()]),
    area: Type.Union([Type.String(), Type.Null()]),
    landmark: Type.Union([Type.String(), Type.Null()]),
    pin: Type.Union([MapPinSchema, Type.Null()], { description: "The customer's map pin, for the rider." }),
    zone: Type.Union([ZoneSchema, Type.Null()], {
      description:
        'Where the store places it; null for an address saved before the rule that can be neither placed nor chosen at checkout until a pincode is added (PATCH).',
    }),
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
        value: Type.Optional(
          Type.String({
            maxLength: 2000,
            pattern: NOT_BLANK_PATTERN,
            description: 'The full address in one box; at most 500 characters after trimming. Leave out when sending it in parts (house, street, area).',
            [INVALID_MESSAGE]: REQUIRED,
          }),
        ),
        house: part(100, 'Flat or house number and building.'),
        street: part(150, 'Street or road.'),
        area: part(100, 'Area or locality.'),
        landmark: part(100, 'Optional landmark.'),
        pincode: Type.Optional(
          Type.Union([PincodeSchema, Type.Null()], {
            description: `6 digits (spaces trimmed); a pincode written inside \`value\` counts too. Without either, the text must name a place the zone rules know, else 400 "${ADDRESS_UNPLACEABLE}"`,
          }),
        ),
        pin: Type.Optional(Type.Union([MapPinSchema, Type.Null()])),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const CompleteAddressSchema = Type.Object(
  {
    pincode: GivenPincodeSchema,
    pin: Type.Optional(Type.Union([MapPinSchema, Type.Null()])),
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
  zone: ZoneSchema,
  serviceable: Type.Boolean({ description: `false: the store does not deliver there ("${PINCODE_NOT_SERVED}"), or the text names no place it knows.` }),
  courier_days: Type.Union([Type.Object({ min: Type.Integer(), max: Type.Integer() }), Type.Null()], {
    description: 'Courier zones: how many days after dispatch an order usually arrives.',
  }),
  delivery: Type.Union([Type.Literal('partner'), Type.Literal('courier')], {
    description: 'partner: our own delivery partners (Hyderabad); courier: an outstation order with an expected date.',
  }),
  rate_per_kg: Type.Number({ description: 'Rupees per kg of shipping weight (minimum 1 kg).' }),
  free_above: Type.Union([Type.Number(), Type.Null()], { description: 'Shipping is free when the subtotal exceeds this (rupees); null: never free.' }),
  by: Type.Union([Type.Literal('pincode'), Type.Literal('text')], { description: 'What decided the zone.' }),
});
