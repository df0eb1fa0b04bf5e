import { Type } from 'typebox';
import { INVALID_MESSAGE } from './common';

/** A message's id: `<order id>:<index of the order's history entry>:<audience>` (api/src/modules/notifications/model.ts). */
export const MessageIdParamsSchema = Type.Object(
  {
    id: Type.String({
      pattern: '^[0-9a-fA-F]{24}:[0-9]{1,4}:(?:customer|partner)$',
      description: "A message id from the failed list: the order's id, the history entry's index and the audience.",
      examples: ['64b0c0ffee0000000000a001:0:customer'],
      [INVALID_MESSAGE]: 'Nothing has that id.',
    }),
  },
  { additionalProperties: false },
);

export const FailedMessageSchema = Type.Object(
  {
    id: Type.String(),
    order_id: Type.String(),
    event: Type.String({ description: 'placed, assigned, out_for_delivery, delivered, cancelled, shipped or partner_assigned.' }),
    audience: Type.Union([Type.Literal('customer'), Type.Literal('partner')]),
    to: Type.String(),
    body: Type.String(),
    attempts: Type.Integer(),
    last_error: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const FailedMessageListSchema = Type.Array(FailedMessageSchema);
