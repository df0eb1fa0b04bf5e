import { Type } from 'typebox';
import { OrderInHandSchema } from './orders';
import { OtpCodeSchema } from './accounts';
import { PhoneSchema } from './phone';

export const PartnerSchema = Type.Object(
  { id: Type.String(), name: Type.String(), phone: Type.String({ examples: ['+919000000001'] }), active: Type.Boolean() },
  { additionalProperties: false },
);
export const PartnerListSchema = Type.Array(PartnerSchema);

/** The partner after an enable/disable, with the orders still in their hands (to reassign when disabled). */
export const UpdatedPartnerSchema = Type.Object(
  {
    ...PartnerSchema.properties,
    ordersInHand: Type.Array(OrderInHandSchema, {
      description: 'Their Assigned and Out for Delivery orders, oldest first; after disabling, these need another partner.',
    }),
  },
  { additionalProperties: false },
);

export const PartnerLoginSchema = Type.Object(
  { phone: PhoneSchema, password: Type.String({ minLength: 1, maxLength: 128 }), code: Type.Optional(OtpCodeSchema) },
  { additionalProperties: false },
);

export const PartnerSessionSchema = Type.Object(
  {
    success: Type.Literal(true),
    token: Type.String({ description: 'Partner JWT; send it as x-partner-token.' }),
    partner: Type.Object({ id: Type.String(), name: Type.String(), phone: Type.String() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

export const CreatePartnerSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
    phone: PhoneSchema,
    password: Type.String({ minLength: 8, maxLength: 128, description: 'At least 8 characters.' }),
  },
  { additionalProperties: false },
);

export const UpdatePartnerSchema = Type.Object({ active: Type.Boolean() }, { additionalProperties: false });

export const LocationSchema = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { additionalProperties: false },
);

export const LocationSavedSchema = Type.Object(
  {
    ok: Type.Literal(true),
    updated_at: Type.String({ format: 'date-time', description: 'When the kept position was sent.' }),
    ignored: Type.Optional(
      Type.Union([Type.Literal('outside_india'), Type.Literal('too_fast'), Type.Null()], {
        description: 'This position was not kept: outside India, or a jump faster than 150 km/h from the last one (logged).',
      }),
    ),
  },
  { additionalProperties: false },
);
