import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { errorResponses, INVALID_MESSAGE, MessageSchema } from '@farm-store/contracts/common';
import { callerId } from '../../plugins/auth';
import { listFailedMessages, retryFailedMessage } from './outbox';
import { audited } from '../audit/plugin';

/** A message's id: `<order id>:<index of the order's history entry>:<audience>` (model.ts). */
const MessageIdParamsSchema = Type.Object(
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

const FailedMessageSchema = Type.Object(
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

const STREAM_NOTE =
  'A server-sent event stream (`text/event-stream`): one `order` event per order change, its data JSON ' +
  '`{id, event, audience, orderId, ref, partnerId, at}`, and a comment every 20 s. Browsers read it with fetch (the ' +
  'token travels in its header, never in the URL) and fall back to polling when the stream breaks. Sent with ' +
  '`X-Accel-Buffering: no`, so the nginx gateway passes each event on at once. A request without ' +
  '`Accept: text/event-stream` answers 400 at once.';

/** A stream is only opened for a client that reads one; any other call gets an answer at once. */
function requireEventStreamClient(request: FastifyRequest): void {
  if (!/text\/event-stream/.test(request.headers.accept ?? '')) {
    throw new BadRequestError('This is an event stream: ask for it with Accept: text/event-stream.');
  }
}

/** Staff's view of order messages, and the live event streams of the admin panel and the partner app. */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { feed, streams } = app.notifications;

  app.get(
    '/admin/notifications/failed',
    {
      preHandler: app.requireStaff('orders'),
      schema: {
        tags: ['admin: notifications'],
        security: [{ admin: [] }],
        summary: 'Order messages that could not be sent',
        description: 'SMS that failed after the last retry (NOTIFY_MAX_ATTEMPTS tries with back-off), newest first, at most 200.',
        response: { 200: Type.Array(FailedMessageSchema), ...errorResponses(401, 403) },
      },
    },
    async () =>
      (await listFailedMessages()).map((m) => ({
        id: m._id,
        order_id: m.order_id,
        event: m.event,
        audience: m.audience as 'customer' | 'partner',
        to: m.to,
        body: m.body,
        attempts: m.attempts,
        last_error: m.last_error ?? null,
        created_at: m.created_at.toISOString(),
      })),
  );

  app.post(
    '/admin/notifications/:id/retry',
    {
      preHandler: app.requireStaff('orders'), config: audited('message.retry', 'message'),
      schema: {
        tags: ['admin: notifications'],
        security: [{ admin: [] }],
        summary: 'Try a failed message again',
        description: 'The message is queued again with a fresh set of tries. A message that is not failed (sent, or already queued) → 409.',
        params: MessageIdParamsSchema,
        body: Type.Optional(Type.Object({}, { additionalProperties: false })),
        response: { 200: MessageSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      if (!(await retryFailedMessage(request.params.id))) throw new ConflictError('This message is not waiting for a retry.');
      app.notifications.changed();
      return { msg: 'The message will be sent again.' };
    },
  );

  app.get(
    '/admin/events',
    {
      preHandler: app.requireStaff('orders'),
      schema: {
        tags: ['admin: notifications'],
        security: [{ admin: [] }],
        summary: 'Live order changes for the admin panel',
        description: `${STREAM_NOTE} Every order change is sent (new orders as \`event: "placed"\`), partner messages excepted.`,
        response: errorResponses(400, 401, 403),
      },
    },
    (request, reply) => {
      requireEventStreamClient(request);
      streams.stream(request, reply, feed, (e) => e.audience === 'customer');
    },
  );

  app.get(
    '/delivery/events',
    {
      preHandler: app.requirePartner,
      schema: {
        tags: ['delivery'],
        security: [{ partner: [] }],
        summary: "Live assignments for the signed-in partner's app",
        description: `${STREAM_NOTE} Only the events of orders assigned to this partner (\`event: "partner_assigned"\`).`,
        response: errorResponses(400, 401, 403),
      },
    },
    (request, reply) => {
      requireEventStreamClient(request);
      const partnerId = callerId(request);
      streams.stream(request, reply, feed, (e) => e.audience === 'partner' && e.partnerId === partnerId);
    },
  );
};

export default notificationRoutes;
